import { describe, expect, it } from 'vitest'
import { ToolInputError } from './errors'
import { TOOL_METHODS } from '@/config/content/tools'
import { FUNDING_VERDICT_GUIDE } from '@/config/content/benchmarks'
import { FUNDING_DEFAULTS, FUNDING_THRESHOLDS, fundingCalculator, fundingInputErrors, fundingVerdicts } from './funding'

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

describe('fundingVerdicts: one line per threshold, each boundary on its side', () => {
  const verdict = (dilution: number | null, runwayMonths = 18) => fundingVerdicts({ runwayMonths, dilution })

  it.each([
    [0.08, 'insights', /8% of the company is a light round \(under 10%/],
    [0.1, 'insights', /10% of the company is close to the median seed round/],
    [0.2, 'insights', /20% of the company is close to the median seed round/],
    [0.25, 'insights', /25% of the company is close to the median seed round/],
    [0.2501, 'warnings', /25% of the company is heavy for one round \(over 25%/],
    [0.4, 'warnings', /40% of the company is heavy/],
  ] as const)('dilution %s → a line in %s', (dilution, list, text) => {
    const v = verdict(dilution)
    expect(v[list]).toHaveLength(1)
    expect(v[list][0]).toMatch(text)
    expect(v[list === 'insights' ? 'warnings' : 'insights']).toHaveLength(0)
  })

  it('never calls a light round "within the 15–25%" (8% was once said to be)', () => {
    expect(verdict(0.08).insights.join(' ')).not.toMatch(/15–25|within/)
  })

  it('says nothing about dilution without a pre-money valuation', () => {
    expect(verdict(null)).toEqual({ insights: [], warnings: [] })
  })

  it.each([
    [11.9, 1],
    [12, 0],
  ])('a round of %s months → %s short-round warning(s)', (months, count) => {
    const v = verdict(null, months)
    expect(v.warnings).toHaveLength(count)
    if (count) expect(v.warnings[0]).toMatch(/short round \(under 12\)/)
  })

  it("states every threshold and its source in the calculator's guide", () => {
    const guide = TOOL_METHODS['funding-calculator'].join(' ')
    expect(guide).toContain(FUNDING_VERDICT_GUIDE)
    for (const t of [`under ${FUNDING_THRESHOLDS.shortRoundMonths} months`, 'under 10%', 'over 25%', 'Carta', 'Elad Gil']) expect(guide).toContain(t)
  })
})
