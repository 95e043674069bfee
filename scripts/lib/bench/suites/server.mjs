// How fast and how heavy the bare site is: cold start, GET / under load against a node:http baseline, peak memory;
// and serving as browsers ask for it (compressed) against the reference app, an empty Next.js app.
import { startBareServer } from '../bare-server.mjs'
import { bodyBytes, wireBytes } from '../http.mjs'
import { round } from '../report.mjs'
import { atLeastTimes, ratio } from '../verdicts.mjs'

export const name = 'server'
export const description = 'cold start, GET / throughput and latency vs a bare node:http server and vs an empty Next.js app (compressed), peak RSS'

const row = (metric, value, unit, note, more = {}) => ({ group: name, metric, value, unit, note, ...more })

export async function run(ctx) {
  const { app } = ctx
  const rows = [row('cold start', round(app.coldStartMs, 0), 'ms', 'spawn of `next start` → first 2xx of GET /, fresh DATA_DIR (the pages answer while the migrations run)')]

  // The baseline answers as many bytes as the real page, so the ratio measures the framework, not the payload.
  const bytes = await bodyBytes(`${app.url}/`)
  ctx.log(`GET / on the app (${bytes} bytes)…`)
  const appRun = await ctx.loadTest(`${app.url}/`)
  ctx.log(`GET / on a bare node:http server answering ${bytes} bytes…`)
  const bare = await startBareServer(bytes)
  let bareRun
  try {
    bareRun = await ctx.loadTest(`${bare.url}/`)
  } finally {
    await bare.stop()
  }

  const load = `autocannon ${ctx.options.duration} s, ${ctx.options.connections} connections, after ${ctx.options.warmup} s warm-up`
  const bareProblems = bareRun.non2xx + bareRun.errors ? `; bare had ${bareRun.non2xx} non-2xx, ${bareRun.errors} errors` : ''
  rows.push(
    row('GET / body size', bytes, 'bytes', 'uncompressed; the bare server answers the same size'),
    row('GET / throughput', round(appRun.requestsPerSec), 'req/s', `${load}; ${ctx.sameMachineNote}`),
    row('GET / latency p50', round(appRun.p50Ms), 'ms', load),
    row('GET / latency p99', round(appRun.p99Ms), 'ms', load),
    row('GET / non-2xx', appRun.non2xx, 'responses', `of ${appRun.total} requests`),
    row('GET / errors', appRun.errors, 'errors', `socket errors + timeouts (${appRun.timeouts} timeouts)`),
    row('bare node:http throughput', round(bareRun.requestsPerSec), 'req/s', `same body size, own process, same load${bareProblems}`),
    row('bare node:http latency p50', round(bareRun.p50Ms), 'ms', 'same load'),
    row('bare node:http latency p99', round(bareRun.p99Ms), 'ms', 'same load'),
    row('throughput app/bare', round(appRun.requestsPerSec / bareRun.requestsPerSec, 3), 'ratio', `share of bare-node throughput the app reaches (higher is better); ${ctx.sameMachineNote}`),
    row('p99 latency app/bare', bareRun.p99Ms > 0 ? round(appRun.p99Ms / bareRun.p99Ms, 2) : null, 'ratio', 'times the bare p99 (lower is better)'),
  )
  rows.push(...(await servingRows(ctx, load)))
  return rows
}

// Browsers always offer compression; Next's server answers gzip (it has no Brotli), so this is what a visitor's
// request costs the server, unlike the identity runs above.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' }

/**
 * Our responses against the reference app's, same run, same load, pair by pair (ours right after the reference's,
 * so both see the same minute of this VM):
 *   our GET /robots.txt vs the reference's GET /   the framework's fixed cost per request     goal ≥ 0.35×
 *   our GET /           vs the reference's /sized  the same payload (gzip ±10 %), static too  goal ≥ 0.75×
 * The first is our proxy's price (proxy.ts: the https redirect and HSTS run on every request, and on the smallest
 * response they are most of the work), measured at ~0.4× and accepted: those two must not be skipped; the goal sits just under it, so
 * only a new cost fails. A page the size of ours must still serve at three quarters of a static file's rate.
 */
async function servingRows(ctx, load) {
  const ref = await ctx.reference()
  const pairs = [
    { metric: 'GET /robots.txt vs ref GET /', ours: `${ctx.app.url}/robots.txt`, theirs: `${ref.url}/`, factor: 0.35, why: 'smallest response of each app: what the framework and our proxy (https redirect, HSTS) cost per request' },
    { metric: 'GET / vs ref GET /sized', ours: `${ctx.app.url}/`, theirs: `${ref.url}/sized`, factor: 0.75, why: 'our home page against a static page of the same gzip size (prose from a seeded word list)' },
  ]
  const rows = []
  for (const pair of pairs) {
    const [oursSize, theirSize] = await Promise.all([wireBytes(pair.ours, BROWSER_HEADERS['accept-encoding']), wireBytes(pair.theirs, BROWSER_HEADERS['accept-encoding'])])
    ctx.log(`${pair.metric}: reference under load…`)
    const theirs = await ctx.loadTest(pair.theirs, { headers: BROWSER_HEADERS })
    ctx.log(`${pair.metric}: ours under load…`)
    const ours = await ctx.loadTest(pair.ours, { headers: BROWSER_HEADERS })
    const problems = [['ours', ours], ['ref', theirs]].filter(([, r]) => r.non2xx + r.errors).map(([who, r]) => `; ${who} had ${r.non2xx} non-2xx, ${r.errors} errors`).join('')
    const size = (s) => `${s.bytes} B ${s.encoding}`
    rows.push(
      row(`${pair.metric}: throughput`, round(ours.requestsPerSec), 'req/s', `${pair.why}; Accept-Encoding: gzip, br; ${load}; goal ≥ ${pair.factor}× ref${problems}`, {
        ref: round(theirs.requestsPerSec),
        ratio: round(ratio(ours.requestsPerSec, theirs.requestsPerSec), 3),
        verdict: atLeastTimes(ours.requestsPerSec, theirs.requestsPerSec, pair.factor),
        goal: `≥ ${pair.factor}× ref`,
      }),
      row(`${pair.metric}: latency p99`, round(ours.p99Ms), 'ms', 'same load', { ref: round(theirs.p99Ms), ratio: round(ratio(ours.p99Ms, theirs.p99Ms), 2) }),
      row(`${pair.metric}: body sent`, oursSize.bytes, 'bytes', `as transferred: ours ${size(oursSize)}, ref ${size(theirSize)}`, { ref: theirSize.bytes, ratio: round(ratio(oursSize.bytes, theirSize.bytes), 2) }),
    )
  }
  return rows
}

/** Runs after every selected suite, right before the app stops, so the peak covers the whole bench run. */
export async function finish(ctx) {
  const { app } = ctx
  const children = app.childPids()
  // RSS is per process: if next-server ever forks workers, this number would undercount, so say so.
  const childNote = children.length ? `; WARNING: server has child processes ${children.join(', ')} not counted` : ''
  // Last sample first: VmHWM read afterwards is then >= every sample, as a peak should be.
  app.rss.stop()
  const peak = app.peakRssMB()
  return [
    row('peak RSS', round(peak), 'MB', `VmHWM of next-server at the end of the run (all selected suites)${childNote}`),
    row('max sampled RSS', round(app.rss.maxMB), 'MB', `VmRSS sampled every 250 ms, cross-check of the peak${childNote}`),
  ]
}
