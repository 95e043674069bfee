import 'server-only'
import { readyDb, usesPostgres, type Db } from '@/lib/db/client'
import { addToCounters, deleteExpiredCounters, readCounters, subtractFromCounters } from '@/lib/db/queries/limit-counters'
import { clientKey } from './client-ip'
import { createRateLimiter, type RateLimiter, type RateLimitResult } from './rate-limit'
import {
  createWindowBudget,
  DAY_MS,
  MINUTE_MS,
  overrun,
  refusal,
  windowStart,
  type BudgetLimits,
  type WindowBudget,
} from './window-budget'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/**
 * The rate limits and budgets every instance on one PostgreSQL shares: each check is one upsert on
 * limit_counters, keyed by the limit's name, the client and the window (aligned to the clock, so every instance agrees
 * on it). They implement the in-memory types, so callers await the same check() and take() either way.
 *
 * When the database does not answer, a check falls back to this process's memory rather than refuse every visitor or
 * let every request through: a limit is a brake, and the outbox keeps forms working through an outage.
 */

type DbSource = () => Promise<Db>

/** Expired windows are deleted at most this often per process: one cheap statement, off the request's path. */
const PRUNE_EVERY_MS = 60_000
let lastPrune = 0

function pruneNowAndThen(db: Db, now: number): void {
  if (now - lastPrune < PRUNE_EVERY_MS) return
  lastPrune = now
  deleteExpiredCounters(db, now).catch((err) => log('limits').warn(`pruning expired counters failed: ${errorMessage(err)}`))
}

let lastWarning = 0
/** Says once a minute that the database did not answer, not once per request. */
function warnFallback(name: string, err: unknown): void {
  const now = Date.now()
  if (now - lastWarning < 60_000) return
  lastWarning = now
  log('limits').warn(`${name}: the database did not answer (${errorMessage(err)}); counting in this process meanwhile`)
}

export function createSharedRateLimiter(options: { name: string; limit: number; windowMs: number; db: DbSource }): RateLimiter {
  const { name, limit, windowMs, db } = options
  const fallback = createRateLimiter({ limit, windowMs })
  return {
    async check(ip, now = Date.now()): Promise<RateLimitResult> {
      if (limit <= 0) return { ok: true }
      try {
        const handle = await db()
        const start = windowStart(now, windowMs)
        // Counted without a cap: a refused request counts too, which is what a client past its limit has earned.
        const [count] = await addToCounters(handle, [{ name, key: clientKey(ip), windowStart: start, windowMs, amount: 1, cap: null }])
        pruneNowAndThen(handle, now)
        if ((count ?? 0) <= limit) return { ok: true }
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) }
      } catch (err) {
        warnFallback(name, err)
        return fallback.check(ip, now)
      }
    },
  }
}

export function createSharedWindowBudget(options: BudgetLimits & { name: string; db: DbSource }): WindowBudget {
  const { name, db, ...limits } = options
  const fallback = createWindowBudget(limits)
  const windows = (now: number) => ({
    minute: { name: `${name}:minute`, key: '', windowStart: windowStart(now, MINUTE_MS), windowMs: MINUTE_MS },
    day: { name: `${name}:day`, key: '', windowStart: windowStart(now, DAY_MS), windowMs: DAY_MS },
    refused: { name: `${name}:refused`, key: '', windowStart: windowStart(now, DAY_MS), windowMs: DAY_MS },
  })

  async function refuse(handle: Db, now: number, which: 'minute' | 'day') {
    await addToCounters(handle, [{ ...windows(now).refused, amount: 1, cap: null }])
    return refusal(which, now)
  }

  return {
    async take(amount, now = Date.now()) {
      try {
        const handle = await db()
        const w = windows(now)
        const alone = overrun(limits, { minute: 0, day: 0 }, amount)
        if (alone) return await refuse(handle, now, alone)
        // Both windows in one statement, each capped: a window that would overrun is left as it was.
        const hits = [
          { ...w.minute, amount, cap: limits.perMinute > 0 ? limits.perMinute : null },
          { ...w.day, amount, cap: limits.perDay > 0 ? limits.perDay : null },
        ]
        const [minute, day] = await addToCounters(handle, hits)
        pruneNowAndThen(handle, now)
        if (minute !== null && day !== null) return { ok: true }
        // Refused whole: give back what the window that had room took (the rare path, so a second statement).
        const took = hits.filter((_, i) => [minute, day][i] !== null)
        if (took.length) await subtractFromCounters(handle, took)
        return await refuse(handle, now, day === null ? 'day' : 'minute')
      } catch (err) {
        warnFallback(name, err)
        return fallback.take(amount, now)
      }
    },
    async use(now = Date.now()) {
      try {
        const w = windows(now)
        const [minute, day, refused] = await readCounters(await db(), [w.minute, w.day, w.refused])
        return {
          ...limits,
          usedThisMinute: minute?.count ?? 0,
          usedToday: day?.count ?? 0,
          refusedToday: refused?.count ?? 0,
          lastRefusedAt: refused?.updatedAt ?? null,
        }
      } catch (err) {
        warnFallback(name, err)
        return fallback.use(now)
      }
    },
  }
}

/** How long a check waits for a database still opening (migrating at start) before it counts in this process. */
const DB_OPEN_WAIT_MS = 1_000
const sharedDb = () => readyDb(DB_OPEN_WAIT_MS)

/** A per-client limiter: in PostgreSQL when the site runs on it (several instances), else in this process's memory. */
export function rateLimiter(options: { name: string; limit: number; windowMs: number }): RateLimiter {
  return usesPostgres() ? createSharedRateLimiter({ ...options, db: sharedDb }) : createRateLimiter(options)
}

/** A global budget: in PostgreSQL when the site runs on it, else in this process's memory. */
export function windowBudget({ name, perMinute, perDay }: BudgetLimits & { name: string }): WindowBudget {
  return usesPostgres() ? createSharedWindowBudget({ name, perMinute, perDay, db: sharedDb }) : createWindowBudget({ perMinute, perDay })
}
