/**
 * A global budget per minute and per UTC day, across all clients: per-client limits are
 * defeated by many addresses. Analytics spends it on events stored, the assistant on model calls. This one counts in
 * this process's memory (one process with the embedded database); with PostgreSQL every instance spends one budget
 * in the database (lib/http/shared-limits.ts implements the same type).
 */
export type BudgetResult = { ok: true } | { ok: false; retryAfterSeconds: number }
export type BudgetUse = {
  usedThisMinute: number
  usedToday: number
  perMinute: number
  perDay: number
  /** Takes refused today (UTC) because a window was spent. */
  refusedToday: number
  lastRefusedAt: Date | null
}
export type WindowBudget = { take: (amount: number, now?: number) => Promise<BudgetResult>; use: (now?: number) => Promise<BudgetUse> }
export type BudgetLimits = { perMinute: number; perDay: number }

export const MINUTE_MS = 60_000
export const DAY_MS = 86_400_000

export const windowStart = (now: number, size: number) => Math.floor(now / size) * size
/** Seconds until the window of `size` that holds `now` ends; at least 1. */
export const secondsLeft = (now: number, size: number) => Math.max(1, Math.ceil((windowStart(now, size) + size - now) / 1000))

/**
 * Which window refuses `amount` on top of what is used, or null when it fits. A batch that would overrun is refused
 * whole and takes nothing: a smaller one may still fit. A limit of 0 turns that window off.
 */
export function overrun(limits: BudgetLimits, used: { minute: number; day: number }, amount: number): 'minute' | 'day' | null {
  if (limits.perDay > 0 && used.day + amount > limits.perDay) return 'day'
  if (limits.perMinute > 0 && used.minute + amount > limits.perMinute) return 'minute'
  return null
}

export const refusal = (which: 'minute' | 'day', now: number): BudgetResult => ({
  ok: false,
  retryAfterSeconds: secondsLeft(now, which === 'day' ? DAY_MS : MINUTE_MS),
})

export function createWindowBudget(limits: BudgetLimits): WindowBudget {
  const minute = { start: -Infinity, used: 0 }
  const day = { start: -Infinity, used: 0 }
  const refused = { start: -Infinity, used: 0, last: null as Date | null }
  const roll = (w: { start: number; used: number }, size: number, now: number) => {
    const start = windowStart(now, size)
    if (start !== w.start) Object.assign(w, { start, used: 0 })
  }
  const rollAll = (now: number) => {
    roll(minute, MINUTE_MS, now)
    roll(day, DAY_MS, now)
    roll(refused, DAY_MS, now)
  }

  return {
    async take(amount, now = Date.now()) {
      rollAll(now)
      const which = overrun(limits, { minute: minute.used, day: day.used }, amount)
      if (which) {
        refused.used += 1
        refused.last = new Date(now)
        return refusal(which, now)
      }
      minute.used += amount
      day.used += amount
      return { ok: true }
    },
    async use(now = Date.now()) {
      rollAll(now)
      return { ...limits, usedThisMinute: minute.used, usedToday: day.used, refusedToday: refused.used, lastRefusedAt: refused.last }
    },
  }
}
