// Shared limits: with PostgreSQL every rate-limit check and budget take is one statement on
// limit_counters, so all instances count together. What that adds per check, beside the in-memory check the embedded
// database keeps (the reference). Goal ≤ 2 ms median. Runs in its own tsx process against TEST_DATABASE_URL (or
// DATABASE_URL) in a scratch database; it needs no app server, and is skipped with a note when neither is set.
import { round } from '../report.mjs'
import { runTsxJson } from '../tsx-child.mjs'
import { atMost } from '../verdicts.mjs'

export const name = 'limits'
export const description = 'added latency of a rate-limit check counted in PostgreSQL (goal ≤ 2 ms median), in-memory check beside it'

const GOAL_MS = 2
const CHECKS = 2000
const row = (metric, value, note, goal) => ({ group: name, metric, value, unit: 'ms', note, ...(goal ? { verdict: atMost(value, GOAL_MS), goal: `≤ ${GOAL_MS} ms` } : {}) })

export async function run(ctx) {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  if (!url) {
    const note = 'skipped: set TEST_DATABASE_URL (a role that may create databases) or DATABASE_URL to measure on PostgreSQL'
    ctx.footnote(`limits: ${note}`)
    return [row('rate-limit check on PostgreSQL p50', null, note)]
  }
  ctx.log(`${CHECKS} rate-limit checks and budget takes, in memory and on PostgreSQL…`)
  const r = await runTsxJson('limit-overhead.ts', [url, String(CHECKS)], 'limits bench')
  const seq = `${r.checks} sequential checks over 1000 clients, after 200 warm-ups`
  return [
    row('rate-limit check in memory p50 (reference)', round(r.memory.p50, 4), `${seq}; p99 ${round(r.memory.p99, 4)} ms (the embedded database's limiter)`),
    row('rate-limit check on PostgreSQL p50', round(r.postgres.p50, 3), `${seq}: one upsert on limit_counters; p99 ${round(r.postgres.p99, 3)} ms`, true),
    row('added per check p50', round(r.postgres.p50 - r.memory.p50, 3), 'PostgreSQL p50 minus in-memory p50', true),
    row('budget take on PostgreSQL p50', round(r.postgresBudget.p50, 3), `minute and day windows in one statement; p99 ${round(r.postgresBudget.p99, 3)} ms; in memory p50 ${round(r.memoryBudget.p50, 4)} ms`, true),
  ]
}
