// What the logger costs a request: a route that writes one log line per request (lib/log at info, request ids on,
// written to a file) against the same route with logging silenced and no request ids, both measured in this run,
// alternately, and judged by their ratio (goal: at least 1/1.05 of the silent throughput). The route is a bare
// node:http handler, the harshest case: a Next.js route does far more work per request, so the logger's share of it
// is smaller still.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startChildServer } from '../child-server.mjs'
import { round } from '../report.mjs'
import { TSX } from '../tsx-child.mjs'
import { atLeastTimes, median, ratio } from '../verdicts.mjs'
import { ROOT } from '../../build.mjs'

export const name = 'logging'
export const description = 'throughput of a route logging one line per request (info, to a file) vs the same route silenced (goal ≥ 1/1.05)'

const FACTOR = 1 / 1.05
const ROUNDS = 4
const row = (metric, value, unit, note, more = {}) => ({ group: name, metric, value, unit, note, ...more })

function startRoute(mode, logFile) {
  const args = (port) => [TSX, '--conditions=react-server', 'scripts/lib/bench/logging-server.ts', String(port), mode, logFile]
  return startChildServer(`the ${mode === 'on' ? 'logging' : 'silent'} route`, args, { timeoutMs: 30_000, spawnOptions: { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' } } })
}

export async function run(ctx) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-logging-'))
  const logFile = path.join(dir, 'site.log')
  const silent = await startRoute('off', path.join(dir, 'silent.log'))
  const logging = await startRoute('on', logFile)
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
  const lines = countLines(logFile)
  fs.rmSync(dir, { recursive: true, force: true })
  const off = median(runs.off)
  const on = median(runs.on)
  const load = `median of ${ROUNDS} runs each, alternated, autocannon ${ctx.options.duration} s, ${ctx.options.connections} connections; ${ctx.sameMachineNote}`
  return [
    row('route, logging silenced (reference)', round(off), 'req/s', `LOG_LEVEL=silent, no request ids; ${load}`),
    row('route, one info line per request', round(on), 'req/s', `request id + pino JSON line with redaction, ${lines} lines written to a file; ${load}`, {
      ref: round(off),
      ratio: round(ratio(on, off), 3),
      goal: '≥ 1/1.05 of silent',
      verdict: atLeastTimes(on, off, FACTOR),
    }),
  ]
}

function countLines(file) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length
  } catch {
    return 0
  }
}
