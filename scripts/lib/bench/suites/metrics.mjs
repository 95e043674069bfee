// What the metrics cost: GET / throughput on two fresh apps started alike, one with METRICS_TOKEN set (every request
// timed through the HTTP diagnostics channels, and /api/metrics scraped once a second during the load, as Prometheus
// would) and one without (nothing measured). Runs alternate off/on so drift on a shared machine falls on both.
// Goal: with metrics ≥ 1/1.05 of without, in the same run.
import { startApp } from '../app-server.mjs'
import { round } from '../report.mjs'
import { atLeastTimes, median, ratio } from '../verdicts.mjs'
import { ROOT } from '../../build.mjs'

export const name = 'metrics'
export const description = 'GET / throughput with metrics on (METRICS_TOKEN, one scrape a second) vs off, same run (goal ≥ 1/1.05)'

const TOKEN = 'bench-metrics-token-0123456789'
const PAIRS = 2
const FACTOR = 1 / 1.05
const row = (metric, value, unit, note, more = {}) => ({ group: name, metric, value, unit, note, ...more })

/** Scrapes once a second until stopped; counts the scrapes that answered 200 (a broken route must not pass silently). */
function scrapeEverySecond(url) {
  let ok = 0
  let failed = 0
  const timer = setInterval(() => {
    fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      .then(async (r) => {
        await r.arrayBuffer()
        if (r.status === 200) ok++
        else failed++
      })
      .catch(() => failed++)
  }, 1000)
  return () => {
    clearInterval(timer)
    return { ok, failed }
  }
}

export async function run(ctx) {
  ctx.log('starting an app without metrics and one with METRICS_TOKEN…')
  const off = await startApp(ROOT)
  let on
  try {
    on = await startApp(ROOT, { env: { METRICS_TOKEN: TOKEN } })
    const offRuns = []
    const onRuns = []
    const scrapes = { ok: 0, failed: 0 }
    for (let pair = 1; pair <= PAIRS; pair++) {
      ctx.log(`GET /, metrics off (${pair}/${PAIRS})…`)
      offRuns.push((await off.failIfDies(ctx.loadTest(`${off.url}/`))).requestsPerSec)
      ctx.log(`GET /, metrics on, scraped every second (${pair}/${PAIRS})…`)
      const stop = scrapeEverySecond(on.url)
      try {
        onRuns.push((await on.failIfDies(ctx.loadTest(`${on.url}/`))).requestsPerSec)
      } finally {
        const s = stop()
        scrapes.ok += s.ok
        scrapes.failed += s.failed
      }
    }
    const offRate = median(offRuns)
    const onRate = scrapes.ok > 0 ? median(onRuns) : null
    const load = `autocannon ${ctx.options.duration} s, ${ctx.options.connections} connections, after ${ctx.options.warmup} s warm-up, ${PAIRS} runs each alternating, median`
    return [
      row('GET / throughput, metrics off (reference)', round(offRate), 'req/s', `${load}; ${ctx.sameMachineNote}; runs ${offRuns.map((r) => round(r)).join(', ')}`),
      row('GET / throughput, metrics on', round(onRate), 'req/s', `${load}; runs ${onRuns.map((r) => round(r)).join(', ')}; ${scrapes.ok} scrapes answered 200, ${scrapes.failed} did not`, {
        ref: round(offRate),
        ratio: round(ratio(onRate, offRate), 3),
        goal: '≥ 1/1.05 of off',
        verdict: atLeastTimes(onRate, offRate, FACTOR),
      }),
    ]
  } finally {
    await on?.stop()
    await off.stop()
  }
}
