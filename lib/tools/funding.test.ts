import { describe, expect, it } from 'vitest'
import { ToolInputError } from './errors'
import { FUNDING_DEFAULTS, fundingCalculator, fundingInputErrors } from './funding'

describe('fundingCalculator', () => {
  it('raises burn × runway × (1 + buffer)', () => {
    expect(fundingCalculator({ monthlyBurn: 50_000, runwayMonths: 24, buffer: 0.25 }).raise).toBe(1_500_000)
  })

  it('defaults to 18 months and a 20% buffer', () => {
    const r = fundingCalculator({ monthlyBurn: 50_000 })
    expect(r).toMatchObject({ runwayMonths: FUNDING_DEFAULTS.runwayMonths, buffer: FUNDING_DEFAULTS.buffer })
    expect(r.raise).toBeCloseTo(1_080_000)
  })

  it('accepts a zero buffer', () => {
    expect(fundingCalculator({ monthlyBurn: 10_000, runwayMonths: 12, buffer: 0 }).raise).toBe(120_000)
  })

  it('computes dilution as raise / (pre-money + raise)', () => {
    const r = fundingCalculator({ monthlyBurn: 100_000, runwayMonths: 10, buffer: 0, preMoneyValuation: 3_000_000 })
    expect(r.postMoneyValuation).toBe(4_000_000)
    expect(r.dilution).toBe(0.25)
  })

  it('leaves dilution null without a pre-money valuation', () => {
    expect(fundingCalculator({ monthlyBurn: 1 })).toMatchObject({ dilution: null, preMoneyValuation: null, postMoneyValuation: null })
  })

  it.each([
    [{}, /monthlyBurn is required/],
    [{ monthlyBurn: 0 }, /monthlyBurn must be greater than zero/],
    [{ monthlyBurn: -1 }, /monthlyBurn must be greater than zero/],
    [{ monthlyBurn: Number.NaN }, /monthlyBurn must be a number/],
    [{ monthlyBurn: 1000, runwayMonths: 0 }, /runwayMonths must be greater than zero/],
    [{ monthlyBurn: 1000, runwayMonths: 500 }, /runwayMonths must be at most 120/],
    [{ monthlyBurn: 1000, buffer: -0.1 }, /buffer must be zero or more/],
    [{ monthlyBurn: 1000, preMoneyValuation: 0 }, /preMoneyValuation must be greater than zero/],
    [{ monthlyBurn: 1000, preMoneyValuation: Number.POSITIVE_INFINITY }, /preMoneyValuation must be a finite number/],
  ])('rejects %j', (input, message) => {
    expect(() => fundingCalculator(input as never)).toThrow(ToolInputError)
    expect(() => fundingCalculator(input as never)).toThrow(message)
  })

  it('refuses a raise too large to represent instead of returning Infinity', () => {
    expect(() => fundingCalculator({ monthlyBurn: 1e307, runwayMonths: 100 })).toThrow(/too large/)
  })

  it('keeps dilution below 1 for huge raises on a small pre-money', () => {
    const r = fundingCalculator({ monthlyBurn: 1e12, preMoneyValuation: 1 })
    expect(r.dilution).toBeGreaterThan(0.99)
    expect(r.dilution).toBeLessThan(1)
  })
})

describe('fundingInputErrors', () => {
  it('names every invalid field at once, and none for valid input or fields left empty', () => {
    expect(fundingInputErrors({ monthlyBurn: 0, runwayMonths: 500, buffer: 3, preMoneyValuation: -1 }).map((e) => e.field)).toEqual(['monthlyBurn', 'runwayMonths', 'buffer', 'preMoneyValuation'])
    expect(fundingInputErrors({ monthlyBurn: 80_000 })).toEqual([])
  })
})
