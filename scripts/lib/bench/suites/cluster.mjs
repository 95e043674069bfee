// POST throughput and p99 through nginx with 1 and with 3 instances of the build on one PostgreSQL
// (deploy/cluster.mjs), on a scratch database of TEST_DATABASE_URL (skipped with a note without it, or without
// nginx). On a 2-core machine that also runs the load generator, nginx and PostgreSQL, 3 instances cannot add CPU:
// the rows show what the extra processes cost or gain there, not what more machines would give.
import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { startCluster } from '../../../../deploy/cluster.mjs'
import { createScratchDatabase } from '../../scratch-db.mjs'
import { round } from '../report.mjs'

export const name = 'cluster'
export const description = 'POST /api/forms/contact through nginx with 1 and with 3 instances on one PostgreSQL'

const row = (metric, value, unit, note) => ({ group: name, metric, value, unit, note })
const body = JSON.stringify({ name: 'Bench Visitor', email: 'visitor@example.com', message: 'Benchmark message through the balancer.' })

export async function run(ctx) {
  const baseUrl = process.env.TEST_DATABASE_URL
  const missing = !baseUrl ? 'TEST_DATABASE_URL is not set' : spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status !== 0 ? 'nginx is not installed' : null
  if (missing) {
    ctx.footnote(`cluster: skipped, ${missing}`)
    return [row('POST through nginx, 1 instance', null, 'req/s', `skipped: ${missing}`)]
  }
  const load = `autocannon ${ctx.options.duration} s, ${ctx.options.connections} connections, after 5 s warm-up, through nginx`
  const scratch = await createScratchDatabase(baseUrl, 'vs_bench')
  const rows = []
  try {
    for (const instances of [1, 3]) {
      ctx.log(`${instances} instance(s) behind nginx…`)
      const cluster = await startCluster({
        instances,
        env: {
          DATABASE_URL: scratch.url,
          SESSION_SECRET: randomBytes(24).toString('hex'),
          NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
          FORM_RATE_LIMIT: '0',
        },
      })
      try {
        const r = await ctx.loadTest(`${cluster.url}/api/forms/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, warmup: 5 })
        rows.push(
          row(`POST through nginx, ${instances} instance(s): throughput`, round(r.requestsPerSec), 'req/s', `${load}; each request stores a row; ${ctx.sameMachineNote}`),
          row(`POST through nginx, ${instances} instance(s): p99`, round(r.p99Ms), 'ms', `p50 ${round(r.p50Ms)} ms; non-2xx + errors ${r.non2xx + r.errors} of ${r.total}`),
        )
      } finally {
        await cluster.stop()
      }
    }
  } finally {
    await scratch.drop()
  }
  return rows
}
