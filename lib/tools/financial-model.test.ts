import { describe, expect, it } from 'vitest'
import { csvField, financialModel, MODEL_MONTHS, modelToCsv, templateCsv } from './financial-model'

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
    // The balance balances: cash (the only asset) equals equity every month.
    for (const m of r.months) expect(m.closingCash).toBeCloseTo(m.equity)
  })

  it('adds funding in its month and finds the first profitable month', () => {
    const r = financialModel({ ...BASE, fundingAmount: 2_000_000, fundingMonth: 6 })
    expect(r.months[5]!.funding).toBe(2_000_000)
    expect(r.years[0]!.funding).toBe(2_000_000)
    // 20,000 × 1.05^(m-1) × 0.7 > 60,000 first when 1.05^(m-1) > 4.2857: m - 1 = 30.
    expect(r.profitableMonth).toBe(31)
  })

  it('finds the month cash runs out', () => {
    expect(financialModel({ ...BASE, openingCash: 100_000 }).cashOutMonth).toBe(3)
    expect(financialModel(BASE).cashOutMonth).toBeNull()
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
    expect(lines[0]).toBe('Period,Revenue,Cost of revenue,Gross profit,Operating expenses,Net income,Opening cash,Funding,Closing cash,Equity')
    expect(lines).toHaveLength(1 + 36 + 3)
    expect(lines[1]).toBe('Month 1,20000,6000,14000,60000,-46000,1000000,0,954000,954000')
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
    expect(lines).toContain('Period,Revenue,Cost of revenue,Gross profit,Operating expenses,Net income,Opening cash,Funding,Closing cash,Equity')
    expect(lines.filter((l) => /^Month \d/.test(l)).length).toBe(36)
  })
})
