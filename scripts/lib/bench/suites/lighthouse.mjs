// Page speed as visitors' phones see it: Lighthouse scores and Core Web Vitals per
// public page, each measured in pairs with an empty Next.js app (the reference: docs/ARCHITECTURE.md, Facts about the machines) and judged by the
// ratio; where the main-thread time goes; each page's first-load JavaScript next to the framework's own minimum;
// and what the HTML document weighs (markup, RSC payload, inline CSS).
import { ROOT } from '../../build.mjs'
import { CATEGORIES } from '../lighthouse/categories.mjs'
import { launchChrome } from '../lighthouse/chrome.mjs'
import { createChunkSizer, frameworkChunks, frameworkContent, measurePage, splitFirstLoad } from '../lighthouse/first-load-js.mjs'
import { measurePairs } from '../lighthouse/pairs.mjs'
import { analyzeHtml } from '../lighthouse/page-weight.mjs'
import { GZIP_NOTE, kB, OWN_JS_GOAL_KB, RATIO_GOAL, routeRows } from '../lighthouse/route-rows.mjs'
import { bootupTable, mainThreadTable } from '../lighthouse/trace-table.mjs'
import { round } from '../report.mjs'
import { atMost, ratio } from '../verdicts.mjs'

export const name = 'lighthouse'
export const description = 'Lighthouse (mobile, simulated throttling) per public page in turns with an empty Next.js app and the same page without our code: scores, LCP/TBT/CLS, main-thread breakdown, first-load JS, HTML weight'

/** Override with `npm run bench -- --only lighthouse --routes /,/blog`. */
// The founder tools and the launch builder are the heaviest interactive pages.
export const DEFAULT_ROUTES = ['/', '/about', '/services', '/apply', '/blog', '/blog/from-first-call-to-term-sheet', '/tools/valuation-calculator', '/launch']

// Lighthouse must load the pages from `localhost`: the app redirects other hosts to https, and Lighthouse (like
// browsers) treats localhost as a secure origin, as the https site will be. The reference is loaded the same way.
// Node's own requests stay on the address the servers listen on (localhost may resolve to ::1 first).
const viaLocalhost = (url) => `http://localhost:${new URL(url).port}`

// The same page without our code, served by the reference app (reference/mirror-tree.mjs).
const floorPath = (route) => `/mirror?route=${encodeURIComponent(route)}`

/** The floor's HTML of `route`, or null when the reference app cannot serve it (then the empty page judges it). */
async function floorHtml(ctx, refUrl, route) {
  try {
    const res = await fetch(`${refUrl}${floorPath(route)}`)
    const html = await res.text()
    if (res.ok) return html
    ctx.log(`the floor of ${route} answered HTTP ${res.status}; judging ${route} against the empty page`)
  } catch (err) {
    ctx.log(`the floor of ${route} failed (${err.message}); judging ${route} against the empty page`)
  }
  return null
}

export async function run(ctx) {
  const routes = ctx.options.routes ?? DEFAULT_ROUTES
  const runs = ctx.options.runs ?? 3
  const ref = await ctx.reference()

  // Plain HTTP first: first-load JS and HTML weight, and which routes exist before Chromium starts.
  const sizeOf = createChunkSizer(ctx.app.url)
  const rootChunks = await Promise.all(frameworkChunks(ROOT).map(sizeOf))
  const refPage = await measurePage(ref.url, '/', createChunkSizer(ref.url))
  if (refPage.status >= 300) throw new Error(`the reference app's GET / answered HTTP ${refPage.status}`)
  const framework = frameworkContent(rootChunks, refPage)
  const pages = new Map()
  for (const route of routes) {
    const page = await measurePage(ctx.app.url, route, sizeOf)
    pages.set(route, page.status < 300 ? { ...page, ...splitFirstLoad(page, framework) } : page)
  }
  // The framework's part of our pages: the rootMainFiles and the reference's chunks our pages load too.
  const frameworkLoaded = new Map([...pages.values()].flatMap((p) => p.chunks ?? []).filter((c) => framework.has(c.content)).map((c) => [c.content, c.gzip]))
  const frameworkGzip = [...frameworkLoaded.values()].reduce((sum, g) => sum + g, 0)
  const refWeight = analyzeHtml(refPage.html)

  const pairs = new Map()
  const measurable = routes.filter((r) => pages.get(r).status < 300)
  const floorPages = new Map()
  for (const route of measurable) floorPages.set(route, await floorHtml(ctx, ref.url, route))
  if (measurable.length) {
    ctx.log(`launching Chromium for Lighthouse (${runs} measured round${runs > 1 ? 's' : ''} per route: empty page, floor, ours)…`)
    const chrome = await launchChrome()
    try {
      for (const route of measurable) {
        const floorUrl = floorPages.get(route) ? `${viaLocalhost(ref.url)}${floorPath(route)}` : undefined
        pairs.set(route, await measurePairs(ctx, chrome.port, { refUrl: `${viaLocalhost(ref.url)}/`, floorUrl, ourUrl: `${viaLocalhost(ctx.app.url)}${route}`, runs }))
      }
    } finally {
      chrome.kill()
    }
  }

  const rows = routes.flatMap((route) => {
    const page = pages.get(route)
    const weight = page.status < 300 ? analyzeHtml(page.html) : null
    const floorWeight = floorPages.get(route) ? analyzeHtml(floorPages.get(route)) : undefined
    return routeRows({ route, page, weight, refWeight, floorWeight, pair: pairs.get(route), refFirstLoad: refPage.totalGzip })
  })
  rows.push(...summaryRows(routes, pages, pairs, frameworkGzip, frameworkLoaded.size, ref))
  footnotes(ctx, pairs)
  return rows
}

function summaryRows(routes, pages, pairs, frameworkGzip, frameworkCount, ref) {
  const group = 'lighthouse (all routes)'
  const row = (metric, value, unit, note) => ({ group, metric, value, unit, note })
  const measured = routes.filter((r) => pairs.get(r) && !pairs.get(r).ours.error)
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
  const rows = [row('reference app', ref.version, 'Next.js', `empty app (bench/reference/next-${ref.version}), built from our node_modules; GET / = <h1>Empty</h1>; the floor of a route = /mirror?route=…, our page's server-rendered markup and stylesheet as plain elements, without our scripts or components`)]
  for (const category of CATEGORIES) {
    const [value, where] = worst(measured.map((r) => [r, pairs.get(r).ours.scores[category]]), Math.min)
    rows.push(row(`lowest ${category}`, value, 'score', `${where ? `${where}; ` : ''}${scope}`))
  }
  for (const [metric, key, unit, digits] of [['LCP', 'lcpMs', 'ms', 0], ['TBT', 'tbtMs', 'ms', 0], ['CLS', 'cls', 'score', 3]]) {
    const [value, where] = worst(measured.map((r) => [r, round(pairs.get(r).ours[key], digits)]), Math.max)
    rows.push(row(`highest ${metric}`, value, unit, `${where ? `${where}; ` : ''}${scope}`))
  }
  // The main-thread goal over every route at once: the worst same-run ratio of TBT, and of the work it comes from.
  // TBT against the empty page; the main-thread work against the floor (the same page without our code), and
  // beside it, unjudged, against the empty page.
  const floorOf = (p) => (p.floor && !p.floor.error ? p.floor : p.ref)
  for (const [metric, pick, against, judged] of [
    ['TBT', (p) => [p.ours.tbtMs, p.ref.tbtMs], 'the empty page', true],
    ['main-thread work', (p) => [p.ours.trace?.mainThread.total, floorOf(p).trace?.mainThread.total], 'the floor (the same page without our code; the empty page where it failed)', true],
    ['main-thread work (empty page)', (p) => [p.ours.trace?.mainThread.total, p.ref.trace?.mainThread.total], 'the empty page', false],
  ]) {
    const [value, where] = worst(measured.map((r) => [r, round(ratio(...pick(pairs.get(r))), 2)]), Math.max)
    const note = `${where ? `${where}; ` : ''}${scope}; each route's ours / ${against}, same run`
    rows.push({ ...row(`highest ${metric} ratio`, value, '× ref', note), ...(judged ? { verdict: atMost(value, RATIO_GOAL), goal: `≤ ${RATIO_GOAL}×` } : {}) })
  }

  const shared = present.length ? pages.get(present[0]).chunks.filter((c) => present.every((r) => pages.get(r).chunks.some((o) => o.path === c.path))) : []
  const [maxOwn, maxOwnWhere] = worst(present.map((r) => [r, pages.get(r).ownGzip]), Math.max)
  rows.push(
    row('framework minimum JS', kB(frameworkGzip), 'kB', `${frameworkCount} chunks: the rootMainFiles of .next/build-manifest.json (React, React DOM, App Router runtime, Turbopack loader), which every page loads, and the chunks of Next's client runtime the reference's empty page loads too (same content); ${GZIP_NOTE} per chunk`),
    row('JS shared by all routes', present.length ? kB(shared.reduce((s, c) => s + c.gzip, 0)) : null, 'kB', `chunks every measured route loads: framework minimum + root layout's client code (${shared.length} chunks)`),
    row('max own JS over framework', maxOwn === null ? null : kB(maxOwn), 'kB', `${maxOwnWhere}; goal ≤ ${OWN_JS_GOAL_KB} kB on every public page`),
  )
  return rows
}

/** Under the table: failed audits (the pages' owners' to-do list) and where the main-thread time goes. */
function footnotes(ctx, pairs) {
  const lines = []
  for (const [route, { ours, ref, floor }] of pairs) {
    if (ours.error) lines.push(`  ${route}: Lighthouse failed — ${ours.error}`)
    else if (ours.failed.length) lines.push(`  ${route}: ${ours.failed.map((a) => `${a.id} (${a.category}${a.weight ? '' : ', weight 0'})`).join(', ')}`)
    if (ref.error) lines.push(`  reference / (paired with ${route}): Lighthouse failed — ${ref.error}`)
    else if (ref.failed.length) lines.push(`  reference / (paired with ${route}): ${ref.failed.map((a) => a.id).join(', ')}`)
    if (floor?.error) lines.push(`  floor of ${route}: Lighthouse failed — ${floor.error}`)
  }
  ctx.footnote(lines.length ? `Lighthouse failed audits (accessibility, best-practices, seo; union over the runs):\n${lines.join('\n')}` : 'Lighthouse: no failed accessibility, best-practices or seo audits.')
  const sides = [...pairs]
  for (const table of [mainThreadTable(sides), bootupTable(sides)]) if (table) ctx.footnote(table)
}
