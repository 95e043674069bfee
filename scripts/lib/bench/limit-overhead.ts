// What a shared limit costs, run by the `limits` bench suite in a tsx child process: one rate-limit
// check counted in PostgreSQL (one upsert on limit_counters) against the same check in this process's memory, and a
// model-call budget take (both windows in one statement). Needs a PostgreSQL URL (argv[2]); makes a scratch database
// there and drops it. Prints one JSON line.
import { openDb } from '@/lib/db/client'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { createSharedRateLimiter, createSharedWindowBudget } from '@/lib/http/shared-limits'
import { createWindowBudget } from '@/lib/http/window-budget'
import { createScratchDatabase } from '@/tests/support/db'
import { quantile, timed } from './timing'

const url = process.argv[2]
const CHECKS = Number(process.argv[3] ?? 2000)
const WARMUP = 200

/** p50 and p99 of n sequential runs. */
async function percentiles(fn: (i: number) => Promise<unknown>, n: number): Promise<{ p50: number; p99: number }> {
  const times = await timed(fn, n)
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) }
}

async function main() {
  if (!url) throw new Error('usage: limit-overhead.ts <postgres url> [checks]')
  const scratch = await createScratchDatabase(url)
  // A pool of 10, like the app's: the measured cost includes taking a connection from it.
  const handle = await openDb({ kind: 'postgres', url: scratch.url })
  try {
    const db = async () => handle.db
    const limits = { limit: 1_000_000, windowMs: 60_000 }
    const budgetLimits = { perMinute: 1_000_000, perDay: 10_000_000 }
    // 1000 clients in turn, as a busy site's would: a mix of new and existing rows.
    const ip = (i: number) => `198.51.${(i >> 8) & 3}.${i & 255}`
    const memory = createRateLimiter(limits)
    const shared = createSharedRateLimiter({ ...limits, name: 'bench', db })
    const memoryBudget = createWindowBudget(budgetLimits)
    const sharedBudget = createSharedWindowBudget({ ...budgetLimits, name: 'bench-budget', db })

    await timed((i) => shared.check(ip(i)), WARMUP)
    await timed((i) => memory.check(ip(i)), WARMUP)
    const result = {
      checks: CHECKS,
      memory: await percentiles((i) => memory.check(ip(i)), CHECKS),
      postgres: await percentiles((i) => shared.check(ip(i)), CHECKS),
      memoryBudget: await percentiles(() => memoryBudget.take(1), CHECKS),
      postgresBudget: await percentiles(() => sharedBudget.take(1), CHECKS),
    }
    console.log(JSON.stringify(result))
  } finally {
    await handle.close()
    await scratch.drop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
