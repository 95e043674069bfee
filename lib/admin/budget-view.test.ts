import { describe, expect, it } from 'vitest'
import type { CallBudgetStatus } from '@/lib/llm/call-budget'
import { budgetView } from './budget-view'

const base: CallBudgetStatus = { perMinute: 60, perDay: 2000, usedThisMinute: 3, usedToday: 120, refusedToday: 0, lastRefusedAt: null, spent: null }

describe('budgetView', () => {
  it('states the use of both budgets and no notice while calls go ahead', () => {
    expect(budgetView(base)).toEqual({ usage: ['3 of 60 model calls this minute', '120 of 2000 model calls today (UTC)'], notice: null })
  })

  it('says why the assistant answers from canned answers once the daily budget is spent', () => {
    const view = budgetView({ ...base, usedToday: 2000, refusedToday: 7, lastRefusedAt: new Date('2026-11-25T17:00:00Z'), spent: 'day' })
    expect(view.notice).toBe(
      "The daily budget of model calls (LLM_CALLS_PER_DAY = 2000) is spent: the assistant answers from its canned answers until 00:00 UTC. 7 answers today came from canned answers for this reason, the last at 2026-11-25 17:00 UTC.",
    )
  })

  it('reports earlier refusals when the budget has room again', () => {
    const view = budgetView({ ...base, refusedToday: 2, lastRefusedAt: new Date('2026-11-25T09:30:00Z') })
    expect(view.notice).toBe('2 answers today came from canned answers because the per-minute budget (LLM_CALLS_PER_MINUTE = 60) or the daily budget was spent, the last at 2026-11-25 09:30 UTC.')
  })

  it('says when a budget is off', () => {
    expect(budgetView({ ...base, perMinute: 0, perDay: 0 }).usage).toEqual(['3 model calls this minute (no limit)', '120 model calls today (no limit)'])
  })
})
