import { describe, expect, it } from 'vitest'
import { UNIT_ECONOMICS_VERDICT_GUIDE } from '@/config/content/benchmarks'
import { TOOL_METHODS } from '@/config/content/tools'
import { MAX_LIFETIME_MONTHS, unitEconomics, unitEconomicsInputErrors } from './unit-economics'

describe('unitEconomics', () => {
  it('works out LTV, LTV:CAC and payback', () => {
    const r = unitEconomics({ arpa: 500, grossMargin: 0.8, churn: 0.02, cac: 4000 })
    expect(r.lifetimeMonths).toBe(50)
    expect(r.ltv).toBeCloseTo(20_000)
    expect(r.ltvToCac).toBeCloseTo(5)
    expect(r.paybackMonths).toBeCloseTo(10)
    expect(r.warnings).toEqual([])
  })

  it('warns when customers cost more than they earn, pay back slowly or churn fast', () => {
    const r = unitEconomics({ arpa: 100, grossMargin: 0.5, churn: 0.25, cac: 2000 })
    expect(r.ltvToCac).toBeCloseTo(0.1)
    expect(r.warnings.join(' ')).toMatch(/costs more to win/)
    expect(r.warnings.join(' ')).toMatch(/payback of 40.0 months is long/)
    expect(r.warnings.join(' ')).toMatch(/churn of 25.0% is high/)
  })

  it.each([
    [0.05, 0],
    [0.0501, 1],
    [0.15, 1],
  ])('at a monthly churn of %s warns about churn %s time(s): over 5%, not only over 20%', (churn, count) => {
    const churnLines = unitEconomics({ arpa: 500, grossMargin: 0.8, churn, cac: 100 }).warnings.filter((w) => /churn/.test(w))
    expect(churnLines).toHaveLength(count)
    if (count) expect(churnLines[0]).toMatch(/is high \(above 5%, the top of the usual range/)
  })

  // arpa 100 at a 100% margin and 5% churn: a lifetime of 20 months, an LTV of $2,000, and CAC ÷ 100 months of payback.
  const verdicts = (cac: number, about: RegExp) => {
    const r = unitEconomics({ arpa: 100, grossMargin: 1, churn: 0.05, cac })
    return { insights: r.insights.filter((l) => about.test(l)), warnings: r.warnings.filter((l) => about.test(l)) }
  }

  it.each([
    [2001, 'warnings', /LTV:CAC of 1.0 means each customer costs more to win than they ever earn back/],
    [2000, 'warnings', /LTV:CAC of 1.0 is below the 3:1/],
    [667, 'warnings', /LTV:CAC of 3.0 is below the 3:1/],
    [666, 'insights', /LTV:CAC of 3.0 clears the 3:1 benchmark/],
  ] as const)('an acquisition cost of %s → the LTV:CAC line in %s', (cac, list, text) => {
    const v = verdicts(cac, /LTV:CAC/)
    expect(v[list]).toHaveLength(1)
    expect(v[list][0]).toMatch(text)
    expect(v[list === 'insights' ? 'warnings' : 'insights']).toHaveLength(0)
  })

  it.each([
    [1200, 'insights', /payback of 12.0 months is within the 12 months/],
    [1201, 'warnings', /payback of 12.0 months is long: beyond 12 months/],
  ] as const)('an acquisition cost of %s → the payback line in %s', (cac, list, text) => {
    const v = verdicts(cac, /payback/)
    expect(v[list]).toHaveLength(1)
    expect(v[list][0]).toMatch(text)
  })

  it("states the thresholds and their source in the calculator's guide", () => {
    const guide = TOOL_METHODS['unit-economics'].join(' ')
    expect(guide).toContain(UNIT_ECONOMICS_VERDICT_GUIDE)
    for (const text of ['under 1', 'under 3', 'over 12 months', 'David Skok']) expect(guide).toContain(text)
  })

  it('caps the lifetime at five years when churn is zero or tiny', () => {
    const r = unitEconomics({ arpa: 100, grossMargin: 1, churn: 0, cac: 100 })
    expect(r.lifetimeMonths).toBe(MAX_LIFETIME_MONTHS)
    expect(r.lifetimeCapped).toBe(true)
    expect(r.ltv).toBe(6000)
  })

  it('handles zero CAC and zero margin without NaN', () => {
    expect(unitEconomics({ arpa: 100, grossMargin: 0.5, churn: 0.1, cac: 0 }).ltvToCac).toBeNull()
    const r = unitEconomics({ arpa: 100, grossMargin: 0, churn: 0.1, cac: 100 })
    expect(r.paybackMonths).toBeNull()
    expect(r.ltvToCac).toBe(0)
  })

  it('rejects bad values with a message naming the field', () => {
    expect(() => unitEconomics({ arpa: 0, grossMargin: 0.5, churn: 0.1, cac: 1 })).toThrow('arpa must be greater than zero')
    expect(() => unitEconomics({ arpa: 1, grossMargin: 1.5, churn: 0.1, cac: 1 })).toThrow('grossMargin must be at most 1')
    expect(() => unitEconomics({ arpa: 1, grossMargin: 0.5, churn: -0.1, cac: 1 })).toThrow('churn must be zero or more')
    expect(() => unitEconomics({ arpa: 1, grossMargin: 0.5, churn: 0.1 } as never)).toThrow('cac is required')
  })

  it('says huge inputs are too large instead of Infinity', () => {
    expect(() => unitEconomics({ arpa: 1e307, grossMargin: 1, churn: 0.001, cac: 1 })).toThrow(/too large/)
  })
})

describe('unitEconomicsInputErrors', () => {
  it('names every invalid field at once, and none for valid input', () => {
    expect(unitEconomicsInputErrors({ arpa: 0, grossMargin: 1.5, churn: 2, cac: -1 }).map((e) => e.field)).toEqual(['arpa', 'grossMargin', 'churn', 'cac'])
    expect(unitEconomicsInputErrors({ arpa: 500, grossMargin: 0.8, churn: 0.02, cac: 4000 })).toEqual([])
  })
})
