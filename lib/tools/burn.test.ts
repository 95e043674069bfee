import { describe, expect, it } from 'vitest'
import { burnInputErrors, burnRate } from './burn'

describe('burnRate', () => {
  it('works out gross and net burn and the runway', () => {
    const r = burnRate({ cash: 600_000, monthlyRevenue: 25_000, monthlyCosts: 100_000 })
    expect(r.grossBurn).toBe(100_000)
    expect(r.netBurn).toBe(75_000)
    expect(r.runwayMonths).toBe(8)
    expect(r.shortRunway).toBe(false)
    expect(r.cashByMonth).toHaveLength(9)
    expect(r.cashByMonth.at(-1)).toBe(0)
  })

  it('warns under six months of runway', () => {
    expect(burnRate({ cash: 100_000, monthlyCosts: 20_000 }).shortRunway).toBe(true)
    expect(burnRate({ cash: 120_000, monthlyCosts: 20_000 }).shortRunway).toBe(false)
  })

  it('has no runway limit when revenue covers costs, and charts three years', () => {
    const r = burnRate({ cash: 50_000, monthlyRevenue: 30_000, monthlyCosts: 30_000 })
    expect(r.runwayMonths).toBeNull()
    expect(r.shortRunway).toBe(false)
    expect(r.cashByMonth).toHaveLength(37)
  })

  it('handles zero cash: no runway at all', () => {
    expect(burnRate({ cash: 0, monthlyCosts: 10_000 }).runwayMonths).toBe(0)
  })

  it('rejects negative and missing values with a message naming the field', () => {
    expect(() => burnRate({ cash: -1, monthlyCosts: 10 })).toThrow('cash must be zero or more')
    expect(() => burnRate({ cash: 1, monthlyCosts: -10 })).toThrow('monthlyCosts must be zero or more')
    expect(() => burnRate({ cash: 1 } as never)).toThrow('monthlyCosts is required')
    expect(() => burnRate({ cash: Number.NaN, monthlyCosts: 1 })).toThrow('cash must be a number')
  })

  it('says the inputs are too large instead of returning Infinity', () => {
    expect(() => burnRate({ cash: 1e308, monthlyRevenue: 0, monthlyCosts: 1e-10 })).toThrow(/too large/)
  })
})

describe('burnInputErrors', () => {
  it('names every invalid field at once, where burnRate stops at the first, and none for valid input', () => {
    expect(burnInputErrors({ cash: -1, monthlyRevenue: Number.NaN, monthlyCosts: -5 }).map((e) => e.field)).toEqual(['cash', 'monthlyRevenue', 'monthlyCosts'])
    expect(() => burnRate({ cash: -1, monthlyCosts: -5 })).toThrow(/^cash/)
    expect(burnInputErrors({ cash: 100_000, monthlyCosts: 10_000 })).toEqual([])
  })
})
