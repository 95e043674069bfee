import { describe, expect, it } from 'vitest'
import { ToolInputError } from './errors'
import { UnknownIndustryError } from './market-data'
import { VALUATION_VERDICT_GUIDE } from '@/config/content/benchmarks'
import { TOOL_METHODS } from '@/config/content/tools'
import { valuation, valuationInputErrors, valuationWarnings } from './valuation'

describe('valuation', () => {
  it.each([
    ['ai', 10, 0.2],
    ['fintech', 12, 0.16],
    ['healthcare', 8, 0.12],
    ['gaming', 7, 0.09],
    ['blockchain', 15, 0.58],
  ])('values %s at 0.8/1.0/1.2 × revenue × %d × (1 + its growth) by default', (industry, multiple, growth) => {
    const r = valuation({ industry, revenue: 1_000_000 })
    const base = 1_000_000 * multiple * (1 + growth)
    expect(r.multiple).toBe(multiple)
    expect(r.growth).toBe(growth)
    expect(r.low).toBeCloseTo(base * 0.8)
    expect(r.mid).toBeCloseTo(base)
    expect(r.high).toBeCloseTo(base * 1.2)
  })

  it('uses the growth given instead of the industry default', () => {
    const r = valuation({ industry: 'AI', revenue: 500_000, growth: 1 })
    expect(r).toMatchObject({ industry: 'ai', growth: 1, mid: 10_000_000, low: 8_000_000, high: 12_000_000 })
  })

  it('accepts zero and negative growth above -100%', () => {
    expect(valuation({ industry: 'gaming', revenue: 100, growth: 0 }).mid).toBe(700)
    expect(valuation({ industry: 'gaming', revenue: 100, growth: -0.5 }).mid).toBe(350)
  })

  it.each([
    [{ industry: 'ai', revenue: 0 }, /revenue must be greater than zero/],
    [{ industry: 'ai', revenue: -5 }, /revenue must be greater than zero/],
    [{ industry: 'ai', revenue: Number.NaN }, /revenue must be a number/],
    [{ industry: 'ai', revenue: Number.POSITIVE_INFINITY }, /revenue must be a finite number/],
    [{ industry: 'ai' }, /revenue is required/],
    [{ industry: 'ai', revenue: '1000' }, /revenue must be a number/],
    [{ industry: 'ai', revenue: 1000, growth: -1 }, /growth must be greater than -1/],
    [{ industry: 'ai', revenue: 1000, growth: 20 }, /growth must be at most 10/],
    [{ industry: 'ai', revenue: 1000, growth: Number.NaN }, /growth must be a number/],
  ])('rejects %j', (input, message) => {
    expect(() => valuation(input as never)).toThrow(ToolInputError)
    expect(() => valuation(input as never)).toThrow(message)
  })

  it('rejects an unknown industry by name', () => {
    expect(() => valuation({ industry: 'space', revenue: 1 })).toThrow(UnknownIndustryError)
  })

  it('handles huge revenue without returning Infinity', () => {
    expect(valuation({ industry: 'ai', revenue: 1e12 }).high).toBeCloseTo(1.44e13)
    expect(() => valuation({ industry: 'blockchain', revenue: 1e307 })).toThrow(/too large/)
  })
})

describe('valuationInputErrors', () => {
  it('reports every invalid field, not only the first', () => {
    expect(valuationInputErrors({ industry: 'ai', revenue: 0, growth: 50 }).map((e) => e.field)).toEqual(['revenue', 'growth'])
    expect(valuationInputErrors({ industry: 'ai', revenue: Number.NaN }).map((e) => e.field)).toEqual(['revenue'])
    expect(valuationInputErrors({ industry: 'ai', revenue: 1_000_000, growth: 0.2 })).toEqual([])
  })
})

describe('valuationWarnings: the slow-growth boundary', () => {
  it.each([
    [0.1499, 1],
    [0.15, 0],
    [0.3, 0],
  ])('annual growth of %s → %s warning(s)', (growth, count) => {
    const w = valuationWarnings(growth)
    expect(w).toHaveLength(count)
    if (count) expect(w[0]).toMatch(/a year is slow \(under 15%\)/)
  })

  it("states the threshold and its source in the calculator's guide", () => {
    const guide = TOOL_METHODS['valuation-calculator'].join(' ')
    expect(guide).toContain(VALUATION_VERDICT_GUIDE)
    expect(guide).toMatch(/under 15% a year is slow, after Jamin Ball’s Clouded Judgement/)
  })
})
