// Lighthouse runs of one route of ours paired with the reference app's empty page. The VM's speed swings
// several-fold within minutes, so the two are measured alternately (ref, ours, ref, ours, …): a slow minute then
// slows both sides of a pair, and the ratio stays meaningful where an absolute figure would not.
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
 * Warm-up of each, then `runs` measured pairs, the reference first in each pair. Resolves { ours, ref }, each an
 * aggregateRuns() summary (medians) — or { error } for a side where every run failed.
 */
export async function measurePairs(ctx, chromePort, { refUrl, ourUrl, runs }) {
  await warmUp(ctx, chromePort, refUrl)
  await warmUp(ctx, chromePort, ourUrl)
  const ours = []
  const ref = []
  for (let i = 1; i <= runs; i++) {
    ref.push(await measuredRun(ctx, chromePort, refUrl, `reference, run ${i}/${runs}`))
    ours.push(await measuredRun(ctx, chromePort, ourUrl, `run ${i}/${runs}`))
  }
  return { ours: aggregateRuns(ours), ref: aggregateRuns(ref) }
}
