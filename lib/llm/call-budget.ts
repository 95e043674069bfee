import { createWindowBudget } from '@/lib/http/window-budget'
import { LlmError } from './errors'

/**
 * The global budget of language-model calls (issue 17 item 7): per-client chat limits are defeated by rotating
 * addresses and a fresh session per message, and every call costs money. Past LLM_CALLS_PER_MINUTE or
 * LLM_CALLS_PER_DAY no provider is called: the assistant answers from its canned answers, and /admin/assistant shows
 * how many answers the budget turned away and why.
 */
export type CallBudgetStatus = {
  perMinute: number
  perDay: number
  usedThisMinute: number
  usedToday: number
  /** Calls refused today (UTC) because a budget was spent. */
  refusedToday: number
  lastRefusedAt: Date | null
  /** Which budget is spent right now, if any. */
  spent: 'minute' | 'day' | null
}

export type CallBudget = {
  /** Reserves one call; null when it may go ahead, else the error the caller reports instead of calling. */
  take: (now?: number) => LlmError | null
  status: (now?: number) => CallBudgetStatus
}

const DAY_MS = 86_400_000

export function createCallBudget({ perMinute, perDay }: { perMinute: number; perDay: number }): CallBudget {
  const window = createWindowBudget({ perMinute, perDay })
  const refusals = { day: -1, count: 0, last: null as Date | null }

  const spentNow = (now: number): CallBudgetStatus['spent'] => {
    const use = window.use(now)
    if (perDay > 0 && use.usedToday >= perDay) return 'day'
    if (perMinute > 0 && use.usedThisMinute >= perMinute) return 'minute'
    return null
  }
  const refusedToday = (now: number) => (refusals.day === Math.floor(now / DAY_MS) ? refusals.count : 0)

  return {
    take(now = Date.now()) {
      if (window.take(1, now).ok) return null
      const day = Math.floor(now / DAY_MS)
      refusals.count = refusals.day === day ? refusals.count + 1 : 1
      refusals.day = day
      refusals.last = new Date(now)
      const which = spentNow(now) === 'day' ? `today (${perDay})` : `this minute (${perMinute})`
      return new LlmError('budget-spent', `The model call budget for ${which} is spent`)
    },
    status(now = Date.now()) {
      const use = window.use(now)
      return { ...use, refusedToday: refusedToday(now), lastRefusedAt: refusals.last, spent: spentNow(now) }
    },
  }
}
