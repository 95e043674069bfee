/**
 * A global budget per minute and per UTC day, across all clients (issue 17 items 5 and 7): per-client limits are
 * defeated by many addresses. Analytics spends it on events stored, the assistant on model calls. In this process's
 * memory, like the per-client limiter: with several instances each has its own budget.
 */
export type BudgetResult = { ok: true } | { ok: false; retryAfterSeconds: number }
export type BudgetUse = { usedThisMinute: number; usedToday: number; perMinute: number; perDay: number }
export type WindowBudget = { take: (amount: number, now?: number) => BudgetResult; use: (now?: number) => BudgetUse }

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

/** A limit of 0 turns that window off. */
export function createWindowBudget({ perMinute, perDay }: { perMinute: number; perDay: number }): WindowBudget {
  const minute = { start: -Infinity, used: 0 }
  const day = { start: -Infinity, used: 0 }
  const roll = (w: { start: number; used: number }, size: number, now: number) => {
    const start = Math.floor(now / size) * size
    if (start !== w.start) Object.assign(w, { start, used: 0 })
  }
  const wait = (w: { start: number }, size: number, now: number) => Math.max(1, Math.ceil((w.start + size - now) / 1000))

  return {
    take(amount, now = Date.now()) {
      roll(minute, MINUTE_MS, now)
      roll(day, DAY_MS, now)
      // A batch that would overrun is refused whole and takes nothing: a smaller one may still fit.
      if (perDay > 0 && day.used + amount > perDay) return { ok: false, retryAfterSeconds: wait(day, DAY_MS, now) }
      if (perMinute > 0 && minute.used + amount > perMinute) return { ok: false, retryAfterSeconds: wait(minute, MINUTE_MS, now) }
      minute.used += amount
      day.used += amount
      return { ok: true }
    },
    use(now = Date.now()) {
      roll(minute, MINUTE_MS, now)
      roll(day, DAY_MS, now)
      return { usedThisMinute: minute.used, usedToday: day.used, perMinute, perDay }
    },
  }
}
