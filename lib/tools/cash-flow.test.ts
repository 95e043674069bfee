import { describe, expect, it } from 'vitest'
import { CASH_FLOW_MONTHS, cashFlowInputErrors, cashFlowPlan } from './cash-flow'

describe('cashFlowPlan', () => {
  it('plans 24 months with compounding growth', () => {
    const r = cashFlowPlan({ openingCash: 500_000, monthlyRevenue: 10_000, revenueGrowth: 0.1, monthlyCosts: 50_000 })
    expect(r.months).toHaveLength(CASH_FLOW_MONTHS)
    expect(r.months[0]).toEqual({ month: 1, revenue: 10_000, costs: 50_000, net: -40_000, closingCash: 460_000 })
    expect(r.months[1]!.revenue).toBeCloseTo(11_000)
    expect(r.months[1]!.closingCash).toBeCloseTo(421_000)
  })

  it('finds the break-even month', () => {
    // 10,000 × 1.1^(m-1) ≥ 50,000 first at m = 18 (1.1^17 ≈ 5.05).
    const r = cashFlowPlan({ openingCash: 1_000_000, monthlyRevenue: 10_000, revenueGrowth: 0.1, monthlyCosts: 50_000 })
    expect(r.breakEvenMonth).toBe(18)
    expect(r.cashOutMonth).toBeNull()
  })

  it('finds the month cash runs out and the lowest point', () => {
    const r = cashFlowPlan({ openingCash: 100_000, monthlyRevenue: 0, monthlyCosts: 30_000 })
    expect(r.cashOutMonth).toBe(4)
    expect(r.breakEvenMonth).toBeNull()
    expect(r.lowestCash).toBe(100_000 - 24 * 30_000)
  })

  it('accepts zero everything and negative opening cash (an overdraft)', () => {
    expect(cashFlowPlan({ openingCash: 0, monthlyRevenue: 0, monthlyCosts: 0 }).cashOutMonth).toBeNull()
    expect(cashFlowPlan({ openingCash: -10, monthlyRevenue: 0, monthlyCosts: 0 }).cashOutMonth).toBe(1)
  })

  it('rejects bad values with a message naming the field', () => {
    expect(() => cashFlowPlan({ openingCash: 1, monthlyRevenue: -5, monthlyCosts: 1 })).toThrow('monthlyRevenue must be zero or more')
    expect(() => cashFlowPlan({ openingCash: 1, monthlyRevenue: 5, monthlyCosts: 1, revenueGrowth: 12 })).toThrow('revenueGrowth must be at most 10')
    expect(() => cashFlowPlan({ monthlyRevenue: 5, monthlyCosts: 1 } as never)).toThrow('openingCash is required')
  })

  it('says huge inputs are too large instead of Infinity', () => {
    expect(() => cashFlowPlan({ openingCash: 1, monthlyRevenue: 1e307, revenueGrowth: 10, monthlyCosts: 0 })).toThrow(/too large/)
  })
})

describe('cashFlowInputErrors', () => {
  it('names every invalid field at once, and none for valid input', () => {
    expect(cashFlowInputErrors({ openingCash: Number.NaN, monthlyRevenue: -1, revenueGrowth: 50, monthlyCosts: -1, costGrowth: -2 }).map((e) => e.field)).toEqual([
      'openingCash',
      'monthlyRevenue',
      'revenueGrowth',
      'monthlyCosts',
      'costGrowth',
    ])
    expect(cashFlowInputErrors({ openingCash: 100_000, monthlyRevenue: 0, monthlyCosts: 30_000 })).toEqual([])
  })
})
