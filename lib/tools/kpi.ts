/**
 * KPI commentary by threshold: growth under 10 % is slow and over 30 % strong, churn over 20 %, customer
 * acquisition cost over $5,000 and runway under 6 months are warnings. Rates are fractions for whatever period the
 * founder reports (the thresholds do not say, so the texts do not either).
 */
import { checkNumber, ToolInputError } from './errors'
import { formatMoney, formatPercent } from './format'

export const KPI_THRESHOLDS = {
  slowGrowth: 0.1,
  strongGrowth: 0.3,
  highChurn: 0.2,
  highCac: 5000,
  shortRunwayMonths: 6,
} as const

export type KpiInput = { growth?: number; churn?: number; cac?: number; runwayMonths?: number }
export type KpiResult = { metrics: KpiInput; insights: string[]; warnings: string[] }

const METRICS = ['growth', 'churn', 'cac', 'runwayMonths'] as const

export function kpiAnalysis(input: KpiInput): KpiResult {
  const given = METRICS.filter((m) => input?.[m] !== undefined)
  if (given.length === 0) {
    throw new ToolInputError('metrics', `Provide at least one metric: ${METRICS.join(', ')}.`)
  }
  const t = KPI_THRESHOLDS
  const insights: string[] = []
  const warnings: string[] = []
  const metrics: KpiInput = {}

  if (input.growth !== undefined) {
    // Negative growth is a real (shrinking) business, so it is allowed; a fraction above 10 is a typo for a percentage.
    const g = checkNumber(input.growth, 'growth', { min: -1, max: 10, hint: 'a fraction, e.g. 0.15 for 15%' })
    metrics.growth = g
    if (g < t.slowGrowth) warnings.push(`Growth of ${formatPercent(g)} is slow (below ${formatPercent(t.slowGrowth)}): look for the channel or segment that is already working and double down on it.`)
    else if (g > t.strongGrowth) insights.push(`Growth of ${formatPercent(g)} is strong (above ${formatPercent(t.strongGrowth)}): make sure retention and unit economics keep up with it.`)
    else insights.push(`Growth of ${formatPercent(g)} is healthy, between ${formatPercent(t.slowGrowth)} and ${formatPercent(t.strongGrowth)}.`)
  }
  if (input.churn !== undefined) {
    const c = checkNumber(input.churn, 'churn', { min: 0, max: 1, hint: 'a fraction, e.g. 0.05 for 5%' })
    metrics.churn = c
    if (c > t.highChurn) warnings.push(`Churn of ${formatPercent(c)} is high (above ${formatPercent(t.highChurn)}): fix retention before spending more on acquisition.`)
    else insights.push(`Churn of ${formatPercent(c)} is within a healthy range.`)
  }
  if (input.cac !== undefined) {
    const cac = checkNumber(input.cac, 'cac', { min: 0, hint: 'customer acquisition cost in US dollars' })
    metrics.cac = cac
    if (cac > t.highCac) warnings.push(`A customer acquisition cost of ${formatMoney(cac)} is high (above ${formatMoney(t.highCac)}): it needs large contracts or long lifetimes to pay back.`)
    else insights.push(`A customer acquisition cost of ${formatMoney(cac)} is manageable.`)
  }
  if (input.runwayMonths !== undefined) {
    const r = checkNumber(input.runwayMonths, 'runwayMonths', { min: 0, hint: 'months of cash left' })
    metrics.runwayMonths = r
    if (r < t.shortRunwayMonths) warnings.push(`A runway of ${r} months is short (under ${t.shortRunwayMonths}): start fundraising or cut burn now, as a round usually takes months to close.`)
    else insights.push(`A runway of ${r} months gives you room to plan the next round.`)
  }
  return { metrics, insights, warnings }
}
