// Page speed as visitors' phones see it (issue 3, items 11–12): Lighthouse scores and Core Web Vitals per public
// page, and each page's first-load JavaScript next to the framework's own minimum.
import { ROOT } from '../../build.mjs'
import { CATEGORIES, runLighthouse, summarize } from '../lighthouse/audit.mjs'
import { launchChrome } from '../lighthouse/chrome.mjs'
import { createChunkSizer, frameworkChunks, measurePage } from '../lighthouse/first-load-js.mjs'
import { round } from '../report.mjs'

export const name = 'lighthouse'
export const description = 'Lighthouse (mobile, simulated throttling) scores, LCP/TBT/CLS and first-load JS per public page'

/** Override with `npm run bench -- --only lighthouse --routes /,/blog`. */
// The founder tools and the launch builder are the heaviest interactive pages (issue 8 item 7).
export const DEFAULT_ROUTES = ['/', '/about', '/services', '/apply', '/blog', '/blog/from-first-call-to-term-sheet', '/tools/valuation-calculator', '/launch']
// Issue 3 item 12.
const OWN_JS_GOAL_KB = 25
const kB = (bytes) => round(bytes / 1000, 1)
const GZIP_NOTE = 'kB = 1000 bytes, gzip level 9 (node:zlib) per chunk'

export async function run(ctx) {
  const routes = ctx.options.routes ?? DEFAULT_ROUTES
  // Lighthouse must load the pages from `localhost`: the app redirects other hosts to https, and Lighthouse (like
  // browsers) treats localhost as a secure origin, as the https site will be. Node's own requests stay on the
  // address the server listens on (localhost may resolve to ::1 first, where nothing listens).
  const lighthouseBase = `http://localhost:${new URL(ctx.app.url).port}`

  // First-load JS first: it is plain HTTP, and tells which routes exist before Chromium starts.
  const sizeOf = createChunkSizer(ctx.app.url)
  const framework = await Promise.all(frameworkChunks(ROOT).map(sizeOf))
  const frameworkGzip = framework.reduce((sum, c) => sum + c.gzip, 0)
  const pages = new Map()
  for (const route of routes) pages.set(route, await measurePage(ctx.app.url, route, sizeOf))

  const reports = new Map()
  const measurable = routes.filter((r) => pages.get(r).status < 300)
  if (measurable.length) {
    ctx.log('launching Chromium for Lighthouse…')
    const chrome = await launchChrome()
    try {
      for (const route of measurable) reports.set(route, await measureRoute(ctx, chrome.port, `${lighthouseBase}${route}`))
    } finally {
      chrome.kill()
    }
  }

  const rows = routes.flatMap((route) => routeRows(route, pages.get(route), reports.get(route), frameworkGzip))
  rows.push(...summaryRows(routes, pages, reports, frameworkGzip, framework.length))
  footnotes(ctx, reports)
  return rows
}

/**
 * A warm-up run first (performance only, not reported): the first request of a server-rendered page loads its
 * modules and fills caches, which would count against LCP. Then the measured run. A failing run is retried once —
 * a busy machine can time Lighthouse out — and then reported as an error row rather than aborting the bench.
 */
async function measureRoute(ctx, chromePort, url) {
  const t0 = performance.now()
  ctx.log(`lighthouse ${url} (warm-up)…`)
  try {
    await runLighthouse(url, chromePort, { categories: ['performance'] })
  } catch (err) {
    ctx.log(`warm-up of ${url} failed (${err.message}); measuring anyway`)
  }
  let lastError
  for (let attempt = 1; attempt <= 2; attempt++) {
    ctx.log(`lighthouse ${url}${attempt > 1 ? ' (retry)' : ''}…`)
    try {
      const summary = summarize(await runLighthouse(url, chromePort))
      ctx.log(`lighthouse ${url}: ${CATEGORIES.map((c) => summary.scores[c]).join('/')} in ${Math.round((performance.now() - t0) / 1000)} s`)
      return summary
    } catch (err) {
      lastError = err
    }
  }
  return { error: lastError.message }
}

function routeRows(route, page, report, frameworkGzip) {
  const group = `lighthouse ${route}`
  const row = (metric, value, unit, note, details) => ({ group, metric, value, unit, note, ...(details ? { details } : {}) })
  const metrics = [...CATEGORIES, 'LCP', 'TBT', 'CLS', 'first-load JS', 'own JS over framework', 'inline scripts']
  const units = { LCP: 'ms', TBT: 'ms', CLS: 'score', 'first-load JS': 'kB', 'own JS over framework': 'kB', 'inline scripts': 'kB' }
  if (page.status >= 300) {
    const note = page.status === 404 ? 'route missing' : `HTTP ${page.status}`
    return metrics.map((m) => row(m, null, units[m] ?? 'score', note))
  }

  const rows = []
  if (!report || report.error || report.runtimeError) {
    const note = `lighthouse failed: ${report?.error ?? report?.runtimeError ?? 'not run'}`
    rows.push(...CATEGORIES.map((c) => row(c, null, 'score', note)), ...['LCP', 'TBT', 'CLS'].map((m) => row(m, null, units[m], note)))
  } else {
    const warn = report.warnings.length ? `; warnings: ${report.warnings.join(' | ')}` : ''
    for (const category of CATEGORIES) {
      const failed = report.failed.filter((a) => a.category === category)
      const note = category === 'performance'
        ? `mobile, simulated throttling (Lighthouse defaults), after a warm-up run; benchmarkIndex ${report.benchmarkIndex}${warn}`
        : failed.length ? `failed: ${failed.map((a) => a.id).join(', ')}` : 'no failed audits'
      rows.push(row(category, report.scores[category], 'score', note, failed.length ? failed : undefined))
    }
    rows.push(
      row('LCP', round(report.lcpMs, 0), 'ms', 'largest contentful paint (goal ≤ 1200)'),
      row('TBT', round(report.tbtMs, 0), 'ms', 'total blocking time (goal ≤ 50)'),
      row('CLS', round(report.cls, 3), 'score', 'cumulative layout shift (goal 0)'),
    )
  }

  const received = report?.scriptTransferBytes ? `; Chromium received ${kB(report.scriptTransferBytes)} kB of JS in ${report.scriptRequests} requests (server's compression, incl. chunks loaded later)` : ''
  const own = page.totalGzip - frameworkGzip
  rows.push(
    row('first-load JS', kB(page.totalGzip), 'kB', `${page.chunks.length} same-origin <script src> chunks of the HTML, nomodule excluded; ${GZIP_NOTE}${received}`, { chunks: page.chunks }),
    row('own JS over framework', kB(own), 'kB', `first-load JS − framework minimum (goal ≤ ${OWN_JS_GOAL_KB})${own / 1000 > OWN_JS_GOAL_KB ? ` — MISSED by ${kB(own - OWN_JS_GOAL_KB * 1000)} kB` : ''}`),
    row('inline scripts', kB(page.inlineGzip), 'kB', `${page.inlineCount} inline <script>s (RSC payload, page data), gzipped together; not in first-load JS`),
  )
  return rows
}

function summaryRows(routes, pages, reports, frameworkGzip, frameworkCount) {
  const group = 'lighthouse (all routes)'
  const row = (metric, value, unit, note) => ({ group, metric, value, unit, note })
  const measured = routes.filter((r) => reports.get(r) && !reports.get(r).error && !reports.get(r).runtimeError)
  const present = routes.filter((r) => pages.get(r).status < 300)
  const missing = routes.filter((r) => !present.includes(r))
  const scope = `over ${measured.length} of ${routes.length} routes${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`

  // Worst value of a metric and the route(s) where it occurs.
  const worst = (values, pick) => {
    const entries = values.filter(([, v]) => v !== null)
    if (!entries.length) return [null, '']
    const value = pick(...entries.map(([, v]) => v))
    return [value, entries.filter(([, v]) => v === value).map(([r]) => r).join(', ')]
  }
  const rows = []
  for (const category of CATEGORIES) {
    const [value, where] = worst(measured.map((r) => [r, reports.get(r).scores[category]]), Math.min)
    rows.push(row(`lowest ${category}`, value, 'score', `${where ? `${where}; ` : ''}${scope}`))
  }
  for (const [metric, key, unit, digits] of [['LCP', 'lcpMs', 'ms', 0], ['TBT', 'tbtMs', 'ms', 0], ['CLS', 'cls', 'score', 3]]) {
    const [value, where] = worst(measured.map((r) => [r, round(reports.get(r)[key], digits)]), Math.max)
    rows.push(row(`highest ${metric}`, value, unit, `${where ? `${where}; ` : ''}${scope}`))
  }

  const shared = present.length ? pages.get(present[0]).chunks.filter((c) => present.every((r) => pages.get(r).chunks.some((o) => o.path === c.path))) : []
  const [maxOwn, maxOwnWhere] = worst(present.map((r) => [r, pages.get(r).totalGzip - frameworkGzip]), Math.max)
  rows.push(
    row('framework minimum JS', kB(frameworkGzip), 'kB', `the ${frameworkCount} rootMainFiles of .next/build-manifest.json (React, React DOM, App Router runtime, Turbopack loader), which every page loads; ${GZIP_NOTE}`),
    row('JS shared by all routes', present.length ? kB(shared.reduce((s, c) => s + c.gzip, 0)) : null, 'kB', `chunks every measured route loads: framework minimum + root layout's client code (${shared.length} chunks)`),
    row('max own JS over framework', maxOwn === null ? null : kB(maxOwn), 'kB', `${maxOwnWhere}; goal ≤ ${OWN_JS_GOAL_KB} kB on every public page`),
  )
  return rows
}

/** The failed audit ids, printed under the table: they are the to-do list of the pages' owners. */
function footnotes(ctx, reports) {
  const lines = []
  for (const [route, report] of reports) {
    if (report.error || report.runtimeError) lines.push(`  ${route}: Lighthouse failed — ${report.error ?? report.runtimeError}`)
    else if (report.failed.length) lines.push(`  ${route}: ${report.failed.map((a) => `${a.id} (${a.category}${a.weight ? '' : ', weight 0'})`).join(', ')}`)
  }
  ctx.footnote(lines.length ? `Lighthouse failed audits (accessibility, best-practices, seo):\n${lines.join('\n')}` : 'Lighthouse: no failed accessibility, best-practices or seo audits.')
}
