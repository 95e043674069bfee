import { describe, expect, it } from 'vitest'
import { ltvLine, recurringRevenueLine } from './customer-calculations'

const PRICED = "Our customers pay $50 a month on average, gross margin is 80% and they stay about 20 months. What's our LTV?"

describe('lifetime value', () => {
  it('multiplies the monthly price by the gross margin and the months a customer stays', () => {
    expect(ltvLine([PRICED])).toBe('**LTV:** $50 a month × 80% gross margin × 20 months is about $800 per customer.')
  })

  it('divides by monthly churn when the visitor gives churn instead of a lifetime', () => {
    expect(ltvLine(['customers pay $100 a month, 70% margin, 5% monthly churn. LTV?'])).toBe(
      '**LTV:** $100 a month × 70% gross margin ÷ 5% monthly churn is about $1.4K per customer.',
    )
  })

  it('says it is revenue, not the LTV, when the visitor gave no margin', () => {
    expect(ltvLine(['they pay $50 a month and stay 20 months, what is the lifetime value?'])).toMatch(/about \$1K of revenue per customer; times your gross margin/)
  })

  it('weighs it against a CAC given later, against the 3:1 benchmark', () => {
    expect(ltvLine([PRICED, 'and our CAC is $200. is that healthy?'])).toMatch(/LTV to CAC ratio of 4:1, above the common benchmark of 3:1\.$/)
    expect(ltvLine([PRICED, 'our CAC is $400'])).toMatch(/ratio of 2:1, below the common benchmark of 3:1\.$/)
  })

  it('is shown only when the LTV is asked for or a CAC given, and only with a price and a lifetime', () => {
    expect(ltvLine([PRICED, 'how do I build a financial model?'])).toBeNull()
    expect(ltvLine(['what is a good LTV?'])).toBeNull()
    expect(ltvLine(['customers pay $50 a month. LTV?'])).toBeNull()
  })
})

describe('recurring revenue', () => {
  it('works out MRR and ARR from the price per seat, seats per customer and customers', () => {
    expect(recurringRevenueLine(["We charge $30 per seat per month and our 40 customers have 10 seats each. What's our ARR?"])).toBe(
      '**ARR:** $30 a seat × 10 seats × 40 customers is $12K a month (MRR), or $144K a year.',
    )
  })

  it('reads a yearly seat price as a year', () => {
    expect(recurringRevenueLine(['$360 per seat per year, 5 seats each, 10 customers: what is our ARR?'])).toMatch(/is \$1\.5K a month \(MRR\), or \$18K a year\./)
  })

  it('is shown only when ARR or MRR is asked for', () => {
    expect(recurringRevenueLine(['We charge $30 per seat per month and our 40 customers have 10 seats each.'])).toBeNull()
  })
})
