/**
 * Revenue-multiple valuation range: low / mid / high = 0.8 / 1.0 / 1.2 × revenue × multiple × (1 + growth).
 * A rough benchmark for a conversation, not a price: it ignores margins, stage and terms.
 */
import { VALUATION_THRESHOLDS } from '@/config/content/benchmarks'
import { checkNumber, checkResult, inputErrors, type FieldChecks, type ToolInputError } from './errors'
import { formatPercent } from './format'
import { MARKET_DATA, resolveIndustry, type Industry } from './market-data'

export const VALUATION_MULTIPLES: Readonly<Record<Industry, number>> = {
  ai: 10,
  fintech: 12,
  healthcare: 8,
  gaming: 7,
  blockchain: 15,
}

export const VALUATION_RANGE = { low: 0.8, mid: 1, high: 1.2 } as const

/**
 * Growth is an annual fraction (0.2 = 20 %). Above 10 (1,000 %) it is almost surely a percentage typed as a whole
 * number, and below -1 (1 + growth ≤ 0) the formula would value a company at zero or less.
 */
export const GROWTH_BOUNDS = { min: -1, max: 10 } as const

export type ValuationInput = { industry: string; revenue: number; growth?: number }
export type ValuationResult = {
  industry: Industry
  label: string
  revenue: number
  growth: number
  multiple: number
  low: number
  mid: number
  high: number
}

const checkRevenue = (revenue: unknown) =>
  checkNumber(revenue, 'revenue', { min: 0, minExclusive: true, hint: 'annual revenue in US dollars; a revenue multiple cannot value a company without revenue' })

const checkGrowth = (growth: unknown) =>
  checkNumber(growth, 'growth', { min: GROWTH_BOUNDS.min, minExclusive: true, max: GROWTH_BOUNDS.max, hint: 'annual growth as a fraction, e.g. 0.2 for 20%' })

const CHECKS: FieldChecks<ValuationInput> = { revenue: checkRevenue, growth: (growth) => (growth === undefined ? 0 : checkGrowth(growth)) }

/** Every field's problem at once (valuation() stops at the first), so a form can mark each field that needs fixing. */
export function valuationInputErrors(input: ValuationInput): ToolInputError[] {
  return inputErrors(input, CHECKS)
}

export function valuation(input: ValuationInput): ValuationResult {
  const industry = resolveIndustry(input?.industry)
  const revenue = checkRevenue(input.revenue)
  const growth = input.growth === undefined ? MARKET_DATA[industry].growth : checkGrowth(input.growth)
  const multiple = VALUATION_MULTIPLES[industry]
  const base = checkResult(revenue * multiple * (1 + growth), 'the valuation')
  return {
    industry,
    label: MARKET_DATA[industry].label,
    revenue,
    growth,
    multiple,
    low: checkResult(base * VALUATION_RANGE.low, 'the valuation'),
    mid: base,
    high: checkResult(base * VALUATION_RANGE.high, 'the valuation'),
  }
}

/** The warning the valuation gives, from VALUATION_THRESHOLDS (its source is in the calculator's guide), if any. */
export function valuationWarnings(growth: number): string[] {
  const t = VALUATION_THRESHOLDS.lowGrowth
  return growth < t ? [`Growth of ${formatPercent(growth)} a year is slow (under ${formatPercent(t)}): investors pay lower multiples for it, so expect the low end of the range.`] : []
}
