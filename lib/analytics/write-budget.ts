/**
 * A global budget of analytics events written, per minute and per UTC day, across all clients (issue 17 item 5):
 * the per-client limit is defeated by many addresses, and each accepted batch is up to 50 rows on disk. Past the
 * budget, beacons are refused (429) until the window turns; analytics is best-effort, so nothing else suffers.
 * In this process's memory, like the per-client limiter: with several instances each has its own budget.
 */
export type BudgetResult = { ok: true } | { ok: false; retryAfterSeconds: number }
export type WriteBudget = { take: (events: number, now?: number) => BudgetResult }

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

/** A limit of 0 turns that window off. */
export function createWriteBudget({ perMinute, perDay }: { perMinute: number; perDay: number }): WriteBudget {
  const minute = { start: -Infinity, used: 0 }
  const day = { start: -Infinity, used: 0 }
  const roll = (w: { start: number; used: number }, size: number, now: number) => {
    const start = Math.floor(now / size) * size
    if (start !== w.start) Object.assign(w, { start, used: 0 })
  }
  const wait = (w: { start: number }, size: number, now: number) => Math.max(1, Math.ceil((w.start + size - now) / 1000))

  return {
    take(events, now = Date.now()) {
      roll(minute, MINUTE_MS, now)
      roll(day, DAY_MS, now)
      // A batch that would overrun is refused whole and takes nothing: a smaller one may still fit.
      if (perDay > 0 && day.used + events > perDay) return { ok: false, retryAfterSeconds: wait(day, DAY_MS, now) }
      if (perMinute > 0 && minute.used + events > perMinute) return { ok: false, retryAfterSeconds: wait(minute, MINUTE_MS, now) }
      minute.used += events
      day.used += events
      return { ok: true }
    },
  }
}
