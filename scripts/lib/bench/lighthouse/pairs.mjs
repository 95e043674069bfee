// Lighthouse runs of one route of ours beside the reference app's empty page and the same page without our code
// (the floor, mirror-tree.mjs). The VM's speed swings several-fold within minutes, so they are measured in turns
// (ref, floor, ours, ref, floor, ours, …): a slow minute then slows every side of a round, and the ratios stay
// meaningful where an absolute figure would not.
import { aggregateRuns } from './aggregate.mjs'
import { CATEGORIES, runLighthouse, summarize } from './audit.mjs'

/**
 * One unreported warm-up run (performance only): the first request of a page loads its server modules and fills
 * caches, which would count against LCP. Both sides get one, so neither is measured cold.
 */
async function warmUp(ctx, chromePort, url) {
  ctx.log(`lighthouse ${url} (warm-up)…`)
  try {
    await runLighthouse(url, chromePort, { categories: ['performance'] })
  } catch (err) {
    ctx.log(`warm-up of ${url} failed (${err.message}); measuring anyway`)
  }
}

/** One measured run, retried once (a busy machine can time Lighthouse out); { error } if both attempts fail. */
async function measuredRun(ctx, chromePort, url, label) {
  let lastError
  for (let attempt = 1; attempt <= 2; attempt++) {
    const t0 = performance.now()
    ctx.log(`lighthouse ${url} (${label}${attempt > 1 ? ', retry' : ''})…`)
    try {
      const summary = summarize(await runLighthouse(url, chromePort))
      if (summary.runtimeError) throw new Error(summary.runtimeError)
      ctx.log(`lighthouse ${url}: ${CATEGORIES.map((c) => summary.scores[c]).join('/')}, TBT ${Math.round(summary.tbtMs)} ms, LCP ${Math.round(summary.lcpMs)} ms in ${Math.round((performance.now() - t0) / 1000)} s`)
      return summary
    } catch (err) {
      lastError = err
    }
  }
  return { error: lastError.message }
}

/**
 * Warm-up of each, then `runs` measured rounds: the empty page, the same page without our code (the floor), ours.
 * Resolves { ours, ref, floor }, each an aggregateRuns() summary (medians) — or { error } for a side where every run
 * failed. Without floorUrl there is no floor side.
 */
export async function measurePairs(ctx, chromePort, { refUrl, floorUrl, ourUrl, runs }) {
  const sides = [['ref', refUrl, 'reference'], ...(floorUrl ? [['floor', floorUrl, 'floor']] : []), ['ours', ourUrl, null]]
  for (const [, url] of sides) await warmUp(ctx, chromePort, url)
  const results = Object.fromEntries(sides.map(([side]) => [side, []]))
  for (let i = 1; i <= runs; i++) {
    for (const [side, url, label] of sides) results[side].push(await measuredRun(ctx, chromePort, url, `${label ? `${label}, ` : ''}run ${i}/${runs}`))
  }
  return Object.fromEntries(sides.map(([side]) => [side, aggregateRuns(results[side])]))
}
