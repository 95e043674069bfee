// What the logger costs a request: GET / on the site with LOG_LEVEL=debug, where every request writes a line (its
// method, route, status and time, with its request id) to stdout, which this bench reads as a log collector would,
// against the same site with LOG_LEVEL=silent. Both run beside each other in this run, load-tested alternately and
// in turn first; judged by the ratio of their medians (goal: at least 1/1.05 of the silent throughput).
import { startApp } from '../app-server.mjs'
import { round } from '../report.mjs'
import { atLeastTimes, median, ratio } from '../verdicts.mjs'
import { ROOT } from '../../build.mjs'

export const name = 'logging'
export const description = 'GET / throughput with a log line per request (LOG_LEVEL=debug) vs logging silenced (goal ≥ 1/1.05)'

const FACTOR = 1 / 1.05
const ROUNDS = 4
const row = (metric, value, unit, note, more = {}) => ({ group: name, metric, value, unit, note, ...more })

export async function run(ctx) {
  ctx.log('starting the site twice: LOG_LEVEL=silent and LOG_LEVEL=debug…')
  const silent = await startApp(ROOT, { env: { LOG_LEVEL: 'silent' } })
  const logging = await startApp(ROOT, { env: { LOG_LEVEL: 'debug' } })
  const runs = { off: [], on: [] }
  try {
    // Alternated, and in turn first (off-on, on-off, …), so that a neighbour's load on the shared CPUs and whatever
    // favours the first or second run of a pair fall on both sides alike.
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 ? ['on', 'off'] : ['off', 'on']
      ctx.log(`logging round ${i + 1}/${ROUNDS}: ${order.join(', then ')}…`)
      for (const mode of order) runs[mode].push((await ctx.loadTest(`${(mode === 'on' ? logging : silent).url}/`)).requestsPerSec)
    }
  } finally {
    await Promise.all([silent.stop(), logging.stop()])
  }
  const off = median(runs.off)
  const on = median(runs.on)
  const load = `median of ${ROUNDS} runs each, alternated; autocannon ${ctx.options.duration} s, ${ctx.options.connections} connections; ${ctx.sameMachineNote}`
  return [
    row('GET /, logging silenced (reference)', round(off), 'req/s', `LOG_LEVEL=silent; ${load}`),
    row('GET /, a log line per request', round(on), 'req/s', `LOG_LEVEL=debug: request id + one JSON line per request to stdout; ${load}`, {
      ref: round(off),
      ratio: round(ratio(on, off), 3),
      goal: '≥ 1/1.05 of silent',
      verdict: atLeastTimes(on, off, FACTOR),
    }),
  ]
}
