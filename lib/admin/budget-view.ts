import type { CallBudgetStatus } from '@/lib/llm/call-budget'
import { formatUtc } from './format-utc'

export type BudgetView = { usage: string[]; notice: string | null }


/**
 * The model call budget on /admin/assistant: how much is used and, when answers came from canned
 * answers because it was spent, which budget, how often and until when — so the admin can tell it from an outage.
 */
export function budgetView(s: CallBudgetStatus): BudgetView {
  const usage = [
    s.perMinute > 0 ? `${s.usedThisMinute} of ${s.perMinute} model calls this minute` : `${s.usedThisMinute} model calls this minute (no limit)`,
    s.perDay > 0 ? `${s.usedToday} of ${s.perDay} model calls today (UTC)` : `${s.usedToday} model calls today (no limit)`,
  ]
  const refused = s.refusedToday > 0 ? `${s.refusedToday} ${s.refusedToday === 1 ? 'answer' : 'answers'} today came from canned answers` : null
  const last = s.lastRefusedAt ? `, the last at ${formatUtc(s.lastRefusedAt)}` : ''
  if (s.spent === 'day') {
    const lead = `The daily budget of model calls (LLM_CALLS_PER_DAY = ${s.perDay}) is spent: the assistant answers from its canned answers until 00:00 UTC.`
    return { usage, notice: refused ? `${lead} ${refused} for this reason${last}.` : lead }
  }
  if (s.spent === 'minute') {
    const lead = `The per-minute budget of model calls (LLM_CALLS_PER_MINUTE = ${s.perMinute}) is spent: the assistant answers from its canned answers until the minute turns.`
    return { usage, notice: refused ? `${lead} ${refused} for this reason${last}.` : lead }
  }
  if (refused) {
    return { usage, notice: `${refused} because the per-minute budget (LLM_CALLS_PER_MINUTE = ${s.perMinute}) or the daily budget was spent${last}.` }
  }
  return { usage, notice: null }
}
