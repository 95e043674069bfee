// How fast and how heavy the bare site is: cold start, GET / under load against a node:http baseline, peak memory.
import { startBareServer } from '../bare-server.mjs'
import { bodyBytes } from '../http.mjs'
import { round } from '../report.mjs'

export const name = 'server'
export const description = 'cold start, GET / throughput and latency vs a bare node:http server, peak RSS'

const row = (metric, value, unit, note) => ({ group: name, metric, value, unit, note })

export async function run(ctx) {
  const { app } = ctx
  const rows = [row('cold start', round(app.coldStartMs, 0), 'ms', 'spawn of `next start` → first 2xx of GET /, fresh DATA_DIR (migrations run)')]

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
