import { createWindowBudget, type BudgetLimits, type BudgetUse, type WindowBudget } from '@/lib/http/window-budget'
import { LlmError } from './errors'

/**
 * The global budget of language-model calls: per-client chat limits are defeated by rotating
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
  take: (now?: number) => Promise<LlmError | null>
  status: (now?: number) => Promise<CallBudgetStatus>
}

/** Over a window budget: in memory by default, or the one all instances share in PostgreSQL (lib/http/shared-limits.ts). */
export function createCallBudget(limits: BudgetLimits, window: WindowBudget = createWindowBudget(limits)): CallBudget {
  const { perMinute, perDay } = limits
  const spentNow = (use: BudgetUse): CallBudgetStatus['spent'] => {
    if (perDay > 0 && use.usedToday >= perDay) return 'day'
    if (perMinute > 0 && use.usedThisMinute >= perMinute) return 'minute'
    return null
  }

  return {
    async take(now = Date.now()) {
      if ((await window.take(1, now)).ok) return null
      const which = spentNow(await window.use(now)) === 'day' ? `today (${perDay})` : `this minute (${perMinute})`
      return new LlmError('budget-spent', `The model call budget for ${which} is spent`)
    },
    async status(now = Date.now()) {
      const use = await window.use(now)
      return { ...use, spent: spentNow(use) }
    },
  }
}
