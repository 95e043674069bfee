// What the metrics cost: GET / throughput on two fresh apps started alike, one with METRICS_TOKEN set (every request
// timed through the HTTP diagnostics channels, and /api/metrics scraped once a second during the load, as Prometheus
// would) and one without (nothing measured). Both are warmed up first (a fresh app runs its start-up jobs), then the
// runs alternate off, on, on, off… so drift on a shared machine falls on both alike; the medians are compared.
// Goal: with metrics ≥ 1/1.05 of without, in the same run.
import http from 'node:http'
import { startApp } from '../app-server.mjs'
import { round } from '../report.mjs'
import { atLeastTimes, median, ratio } from '../verdicts.mjs'
import { ROOT } from '../../build.mjs'

export const name = 'metrics'
export const description = 'GET / throughput with metrics on (METRICS_TOKEN, one scrape a second) vs off, same run (goal ≥ 1/1.05)'

const TOKEN = 'bench-metrics-token-0123456789'
const PAIRS = 5
const FACTOR = 1 / 1.05
const row = (metric, value, unit, note, more = {}) => ({ group: name, metric, value, unit, note, ...more })

/**
 * Scrapes once a second until stopped; counts the scrapes that answered 200 (a broken route must not pass silently)
 * and keeps how long each took. Each scrape on a connection of its own that closes after it (agent: false): a kept-alive
 * one would hold the server's shutdown open for its whole keep-alive timeout.
 */
function scrapeEverySecond(url, into) {
  const scrapeOnce = () => {
    const started = performance.now()
    const request = http.get(`${url}/api/metrics`, { agent: false, headers: { authorization: `Bearer ${TOKEN}` } }, (response) => {
      response.resume()
      response.on('end', () => {
        if (response.statusCode !== 200) return void into.failed++
        into.ok++
        into.ms.push(performance.now() - started)
      })
    })
    request.on('error', () => into.failed++)
  }
  const timer = setInterval(scrapeOnce, 1000)
  return () => clearInterval(timer)
}

export async function run(ctx) {
  ctx.log('starting an app without metrics and one with METRICS_TOKEN…')
  // Explicitly off, whatever the environment the bench runs in says.
  const off = await startApp(ROOT, { env: { METRICS_TOKEN: '' } })
  let on
  try {
    on = await startApp(ROOT, { env: { METRICS_TOKEN: TOKEN } })
    const offRuns = []
    const onRuns = []
    const scrapes = { ok: 0, failed: 0, ms: [] }
    const measure = async (which) => {
      if (which === 'off') return void offRuns.push((await off.failIfDies(ctx.loadTest(`${off.url}/`))).requestsPerSec)
      const stop = scrapeEverySecond(on.url, scrapes)
      try {
        onRuns.push((await on.failIfDies(ctx.loadTest(`${on.url}/`))).requestsPerSec)
      } finally {
        stop()
      }
    }
    ctx.log('warming both up…')
    for (const app of [off, on]) await app.failIfDies(ctx.loadTest(`${app.url}/`, { duration: ctx.options.warmup, warmup: 0 }))
    for (let pair = 1; pair <= PAIRS; pair++) {
      const order = pair % 2 ? ['off', 'on'] : ['on', 'off']
      for (const which of order) {
        ctx.log(`GET /, metrics ${which}${which === 'on' ? ', scraped every second' : ''} (${pair}/${PAIRS})…`)
        await measure(which)
      }
    }
    const offRate = median(offRuns)
    const onRate = scrapes.ok > 0 ? median(onRuns) : null
    const load = `autocannon ${ctx.options.duration} s, ${ctx.options.connections} connections, after ${ctx.options.warmup} s warm-up, ${PAIRS} runs each alternating, median`
    return [
      row('GET / throughput, metrics off (reference)', round(offRate), 'req/s', `${load}; ${ctx.sameMachineNote}; runs ${offRuns.map((r) => round(r)).join(', ')}`),
      row('GET / throughput, metrics on', round(onRate), 'req/s', `${load}; runs ${onRuns.map((r) => round(r)).join(', ')}; ${scrapes.ok} scrapes answered 200 (median ${round(median(scrapes.ms))} ms under the load), ${scrapes.failed} did not`, {
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
