import { describe, expect, it } from 'vitest'
import { createWindowBudget } from './window-budget'

describe('window budget', () => {
  const T0 = Date.UTC(2026, 10, 25, 12, 0, 0)

  it('takes events until the per-minute budget is spent, across all clients, then frees it the next minute', () => {
    const budget = createWindowBudget({ perMinute: 100, perDay: 10_000 })
    expect(budget.take(60, T0)).toEqual({ ok: true })
    expect(budget.take(40, T0 + 1_000)).toEqual({ ok: true })
    expect(budget.take(1, T0 + 2_000)).toEqual({ ok: false, retryAfterSeconds: 58 })
    expect(budget.take(50, T0 + 60_000)).toEqual({ ok: true })
  })

  it('refuses a batch that would overrun the budget, and takes nothing for it', () => {
    const budget = createWindowBudget({ perMinute: 100, perDay: 10_000 })
    expect(budget.take(90, T0).ok).toBe(true)
    expect(budget.take(20, T0).ok).toBe(false)
    expect(budget.take(10, T0).ok).toBe(true)
  })

  it('stops for the rest of the day once the daily budget is spent', () => {
    const budget = createWindowBudget({ perMinute: 100, perDay: 150 })
    expect(budget.take(100, T0).ok).toBe(true)
    expect(budget.take(50, T0 + 60_000).ok).toBe(true)
    const refused = budget.take(1, T0 + 120_000)
    expect(refused.ok).toBe(false)
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(3600)
    expect(budget.take(1, T0 + 86_400_000).ok).toBe(true)
  })

  it('has no limit when set to 0', () => {
    const budget = createWindowBudget({ perMinute: 0, perDay: 0 })
    expect(budget.take(1_000_000, T0).ok).toBe(true)
  })
})
