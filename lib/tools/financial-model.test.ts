import { describe, expect, it } from 'vitest'
import { csvField, financialModel, financialModelInputErrors, MODEL_MONTHS, modelToCsv, TEMPLATE_ASSUMPTIONS, templateCsv } from './financial-model'

const BASE = { startingMrr: 20_000, monthlyGrowth: 0.05, grossMargin: 0.7, monthlyOpex: 60_000, openingCash: 1_000_000 }

describe('financialModel', () => {
  it('projects 36 months and three yearly totals that tie out', () => {
    const r = financialModel(BASE)
    expect(r.months).toHaveLength(MODEL_MONTHS)
    const m1 = r.months[0]!
    expect(m1).toMatchObject({ revenue: 20_000, costOfRevenue: 6000, grossProfit: 14_000, opex: 60_000, netIncome: -46_000, closingCash: 954_000 })
    expect(r.years).toHaveLength(3)
    const y1 = r.years[0]!
    expect(y1.revenue).toBeCloseTo(r.months.slice(0, 12).reduce((s, m) => s + m.revenue, 0))
    expect(y1.closingCash).toBe(r.months[11]!.closingCash)
    // The balance balances: cash (the only asset) less the funding gap (the only liability) equals equity every month.
    for (const m of r.months) expect(m.closingCash - m.fundingGap).toBeCloseTo(m.equity)
  })

  it('adds funding in its month and finds the first profitable month', () => {
    const r = financialModel({ ...BASE, fundingAmount: 2_000_000, fundingMonth: 6 })
    expect(r.months[5]!.funding).toBe(2_000_000)
    expect(r.years[0]!.funding).toBe(2_000_000)
    // 20,000 × 1.05^(m-1) × 0.7 > 60,000 first when 1.05^(m-1) > 4.2857: m - 1 = 30.
    expect(r.profitableMonth).toBe(31)
  })

  it('finds the month cash runs out, from which cash stays at zero and the gap grows', () => {
    const r = financialModel({ ...BASE, openingCash: 100_000 })
    expect(r.cashOutMonth).toBe(3)
    expect(r.months[2]).toMatchObject({ closingCash: 0, openingCash: 100_000 - 46_000 - 45_300 })
    expect(r.months[2]!.fundingGap).toBeCloseTo(46_000 + 45_300 + 44_565 - 100_000)
    expect(r.months[2]!.equity).toBeCloseTo(-r.months[2]!.fundingGap)
    expect(financialModel(BASE).cashOutMonth).toBeNull()
  })

  it('computes equity from paid-in capital and retained earnings, not from the cash line', () => {
    const r = financialModel({ ...BASE, openingCash: 100_000, fundingAmount: 50_000, fundingMonth: 2 })
    const retained = r.months.slice(0, 12).reduce((s, m) => s + m.netIncome, 0)
    expect(r.years[0]!.equity).toBeCloseTo(100_000 + 50_000 + retained)
    expect(r.years[0]!.closingCash).toBe(0)
    expect(r.years[0]!.equity).toBeLessThan(0)
  })

  it('starts from no raise: with the template assumptions the last month with cash is month 8', () => {
    expect(TEMPLATE_ASSUMPTIONS.fundingAmount).toBe(0)
    const r = financialModel(TEMPLATE_ASSUMPTIONS)
    expect(r.months[7]!.closingCash).toBeGreaterThan(0)
    expect(r.cashOutMonth).toBe(9)
    expect(r.years.every((y) => y.funding === 0)).toBe(true)
  })

  it('handles zero revenue and zero costs without NaN', () => {
    const r = financialModel({ startingMrr: 0, monthlyGrowth: 0, grossMargin: 0, monthlyOpex: 0, openingCash: 0 })
    expect(r.months.every((m) => m.closingCash === 0)).toBe(true)
    expect(r.profitableMonth).toBeNull()
  })

  it('rejects bad values with a message naming the field', () => {
    expect(() => financialModel({ ...BASE, grossMargin: 2 })).toThrow('grossMargin must be at most 1')
    expect(() => financialModel({ ...BASE, monthlyOpex: -1 })).toThrow('monthlyOpex must be zero or more')
    expect(() => financialModel({ ...BASE, fundingMonth: 40 })).toThrow('fundingMonth must be at most 36')
    expect(() => financialModel({ ...BASE, fundingMonth: 2.5 })).toThrow('fundingMonth must be a whole month number')
    expect(() => financialModel({ ...BASE, startingMrr: undefined } as never)).toThrow('startingMrr is required')
  })

  it('says huge inputs are too large instead of Infinity', () => {
    expect(() => financialModel({ ...BASE, startingMrr: 1e300, monthlyGrowth: 10 })).toThrow(/too large/)
  })
})

describe('modelToCsv', () => {
  it('writes a header, 36 monthly rows and 3 yearly rows with plain numbers', () => {
    const csv = modelToCsv(financialModel(BASE))
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Period,Revenue,Cost of revenue,Gross profit,Operating expenses,Net income,Opening cash,Funding,Closing cash,Funding gap,Equity')
    expect(lines).toHaveLength(1 + 36 + 3)
    expect(lines[1]).toBe('Month 1,20000,6000,14000,60000,-46000,1000000,0,954000,0,954000')
    expect(lines.at(-1)).toMatch(/^Year 3,/)
  })

  it('quotes fields with commas, quotes or line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField(1.005)).toBe('1')
  })
})

describe('templateCsv', () => {
  it('starts with the assumptions and ends with the projection', () => {
    const lines = templateCsv().split('\r\n')
    expect(lines[0]).toBe('Assumption,Value')
    expect(lines[1]).toBe('Monthly recurring revenue today (USD),25000')
    expect(lines).toContain('Period,Revenue,Cost of revenue,Gross profit,Operating expenses,Net income,Opening cash,Funding,Closing cash,Funding gap,Equity')
    expect(lines.filter((l) => /^Month \d/.test(l)).length).toBe(36)
  })

  it('records every input, blank where one was left out', () => {
    const lines = templateCsv({ ...BASE, fundingAmount: 250_000 }).split('\r\n')
    expect(lines.slice(0, 9)).toEqual([
      'Assumption,Value',
      'Monthly recurring revenue today (USD),20000',
      'Revenue growth per month (fraction),0.05',
      'Gross margin (fraction),0.7',
      'Operating expenses per month (USD),60000',
      'Operating expense growth per month (fraction),',
      'Cash today (USD),1000000',
      'Funding raised (USD),250000',
      'Month the funding arrives,',
    ])
  })
})

describe('financialModelInputErrors', () => {
  it('names every invalid field at once, and none for the template', () => {
    const bad = { startingMrr: -1, monthlyGrowth: 20, grossMargin: 2, monthlyOpex: -1, opexGrowth: -3, openingCash: -1, fundingAmount: -1, fundingMonth: 2.5 }
    expect(financialModelInputErrors(bad).map((e) => e.field)).toEqual(['startingMrr', 'monthlyGrowth', 'grossMargin', 'monthlyOpex', 'opexGrowth', 'openingCash', 'fundingAmount', 'fundingMonth'])
    expect(financialModelInputErrors(TEMPLATE_ASSUMPTIONS)).toEqual([])
  })
})
