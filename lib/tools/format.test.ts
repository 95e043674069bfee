import { describe, expect, it } from 'vitest'
import { formatMoney, formatMoneyExact, formatMonths, formatPercent } from './format'

describe('formatMoney and formatPercent', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [12.345, '$12.35'],
    [5000, '$5K'],
    [350_000, '$350K'],
    [1_080_000, '$1.08M'],
    [207e9, '$207B'],
    [1.44e13, '$14.4T'],
    [-2_500_000, '-$2.5M'],
  ])('formats %d as %s', (n, text) => {
    expect(formatMoney(n)).toBe(text)
  })

  it.each([
    [0.2, '20%'],
    [0.215, '21.5%'],
    [-0.05, '-5%'],
    [0.58, '58%'],
  ])('formats %d as %s', (n, text) => {
    expect(formatPercent(n)).toBe(text)
  })
})

describe('exact money and months', () => {
  it('formats whole dollars with separators and cents only under $100', () => {
    expect(formatMoneyExact(1250)).toBe('$1,250')
    expect(formatMoneyExact(-48_000.4)).toBe('-$48,000')
    expect(formatMoneyExact(12.5)).toBe('$12.50')
  })
  it('formats months', () => {
    expect(formatMonths(8)).toBe('8 months')
    expect(formatMonths(7.456)).toBe('7.5 months')
    expect(formatMonths(1)).toBe('1 month')
  })
})
