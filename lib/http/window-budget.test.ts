import { describe, expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { createSharedWindowBudget } from './shared-limits'
import { createWindowBudget, type BudgetLimits, type WindowBudget } from './window-budget'

const T0 = Date.UTC(2026, 10, 25, 12, 0, 0)

// The same behaviours hold in memory (one process) and in the database (every instance on one PostgreSQL).
function behaviours(make: (limits: BudgetLimits) => WindowBudget) {
  it('takes events until the per-minute budget is spent, across all clients, then frees it the next minute', async () => {
    const budget = make({ perMinute: 100, perDay: 10_000 })
    expect(await budget.take(60, T0)).toEqual({ ok: true })
    expect(await budget.take(40, T0 + 1_000)).toEqual({ ok: true })
    expect(await budget.take(1, T0 + 2_000)).toEqual({ ok: false, retryAfterSeconds: 58 })
    expect(await budget.take(50, T0 + 60_000)).toEqual({ ok: true })
  })

  it('refuses a batch that would overrun the budget, and takes nothing for it', async () => {
    const budget = make({ perMinute: 100, perDay: 10_000 })
    expect((await budget.take(90, T0)).ok).toBe(true)
    expect((await budget.take(20, T0)).ok).toBe(false)
    expect((await budget.take(10, T0)).ok).toBe(true)
    expect(await budget.use(T0)).toMatchObject({ usedThisMinute: 100, usedToday: 100, refusedToday: 1 })
  })

  it('stops for the rest of the day once the daily budget is spent, and takes nothing from the minute', async () => {
    const budget = make({ perMinute: 100, perDay: 150 })
    expect((await budget.take(100, T0)).ok).toBe(true)
    expect((await budget.take(50, T0 + 60_000)).ok).toBe(true)
    const refused = await budget.take(1, T0 + 120_000)
    expect(refused.ok).toBe(false)
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(3600)
    expect((await budget.use(T0 + 120_000)).usedThisMinute).toBe(0)
    expect((await budget.take(1, T0 + 86_400_000)).ok).toBe(true)
  })

  it('has no limit when set to 0', async () => {
    const budget = make({ perMinute: 0, perDay: 0 })
    expect((await budget.take(1_000_000, T0)).ok).toBe(true)
  })
}

describe('window budget [memory]', () => behaviours(createWindowBudget))

let n = 0
describeEachDb('window budget, shared in the database', ({ handle }) =>
  behaviours((limits) => createSharedWindowBudget({ ...limits, name: `test-${++n}`, db: async () => handle().db })),
)
