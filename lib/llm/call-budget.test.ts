import { describe, expect, it } from 'vitest'
import { createCallBudget } from './call-budget'

const T0 = Date.UTC(2026, 10, 25, 12, 0, 0)

describe('model call budget', async () => {
  it('allows calls within the budget and reports nothing refused', async () => {
    const budget = createCallBudget({ perMinute: 3, perDay: 10 })
    expect(await budget.take(T0)).toBeNull()
    expect(await budget.take(T0)).toBeNull()
    expect(await budget.status(T0)).toMatchObject({ usedThisMinute: 2, usedToday: 2, refusedToday: 0, spent: null })
  })

  it('refuses past the per-minute budget with an error that says which, and tells the admin', async () => {
    const budget = createCallBudget({ perMinute: 1, perDay: 10 })
    await budget.take(T0)
    const error = await budget.take(T0 + 1_000)
    expect(error?.code).toBe('budget-spent')
    expect(error?.message).toBe('The model call budget for this minute (1) is spent')
    expect(await budget.status(T0 + 2_000)).toMatchObject({ refusedToday: 1, spent: 'minute', lastRefusedAt: new Date(T0 + 1_000) })
    expect(await budget.take(T0 + 60_000)).toBeNull()
  })

  it('refuses for the rest of the UTC day once the daily budget is spent', async () => {
    const budget = createCallBudget({ perMinute: 0, perDay: 1 })
    await budget.take(T0)
    expect((await budget.take(T0 + 3_600_000))?.message).toBe('The model call budget for today (1) is spent')
    expect((await budget.status(T0 + 3_600_000)).spent).toBe('day')
    expect(await budget.status(T0 + 86_400_000)).toMatchObject({ refusedToday: 0, spent: null })
    expect(await budget.take(T0 + 86_400_000)).toBeNull()
  })
})
