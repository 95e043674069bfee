/**
 * KPI commentary by threshold, monthly rates as fractions: growth under 10 % or over 30 %, churn at 2 %, 5 % and
 * 20 %, customer acquisition cost over $5,000 and runway under 6 months. Every verdict names its threshold; the
 * guide (KPI_GUIDE, shown with the launch plan's KPI module) states each with its source (config/content/benchmarks.ts).
 */
import { KPI_GUIDE_LINES, KPI_THRESHOLDS } from '@/config/content/benchmarks'
import { weeklyRate, yearlyLoss } from './benchmarks'
import { checkNumber, ToolInputError } from './errors'
import { formatMoney, formatPercent } from './format'

export { KPI_THRESHOLDS }

export type KpiInput = { growth?: number; churn?: number; cac?: number; runwayMonths?: number }
export type KpiResult = { metrics: KpiInput; insights: string[]; warnings: string[] }

const METRICS = ['growth', 'churn', 'cac', 'runwayMonths'] as const
const t = KPI_THRESHOLDS
const pct = formatPercent

/** The verdict on a monthly churn rate: [list, text], one per band between the thresholds. */
function churnVerdict(c: number): ['insights' | 'warnings', string] {
  const lost = `you lose ${pct(Math.round(yearlyLoss(c) * 100) / 100)} of your customers in a year`
  if (c <= t.lowChurn) return ['insights', `Monthly churn of ${pct(c)} is low (${pct(t.lowChurn)} or less, good even for software sold to larger companies).`]
  if (c <= t.highChurn) return ['warnings', `Monthly churn of ${pct(c)} is usual for software sold to small businesses (up to ${pct(t.highChurn)}) but high for larger customers (over ${pct(t.lowChurn)}): ${lost}.`]
  if (c <= t.severeChurn) return ['warnings', `Monthly churn of ${pct(c)} is high (over ${pct(t.highChurn)}, the top of the usual range even for software sold to small businesses): ${lost}. Fix retention before spending more on acquisition.`]
  return ['warnings', `Monthly churn of ${pct(c)} is very high (over ${pct(t.severeChurn)}): ${lost}. Fix retention before spending anything on acquisition.`]
}

/** The verdict on a customer acquisition cost, with the monthly gross margin that earns it back in time. */
export function cacVerdict(cac: number): ['insights' | 'warnings', string] {
  const payback = `to earn it back within ${t.cacPaybackMonths} months, each customer must bring ${formatMoney(cac / t.cacPaybackMonths)} a month in gross margin`
  if (cac > t.highCac) return ['warnings', `A customer acquisition cost of ${formatMoney(cac)} is high (over ${formatMoney(t.highCac)}): ${payback}, which takes large contracts.`]
  return ['insights', `A customer acquisition cost of ${formatMoney(cac)} is moderate (${formatMoney(t.highCac)} or less): ${payback}.`]
}

export function kpiAnalysis(input: KpiInput): KpiResult {
  const given = METRICS.filter((m) => input?.[m] !== undefined)
  if (given.length === 0) {
    throw new ToolInputError('metrics', `Provide at least one metric: ${METRICS.join(', ')}.`)
  }
  const lists = { insights: [] as string[], warnings: [] as string[] }
  const metrics: KpiInput = {}

  if (input.growth !== undefined) {
    // Negative growth is a real (shrinking) business, so it is allowed; a fraction above 10 is a typo for a percentage.
    const g = checkNumber(input.growth, 'growth', { min: -1, max: 10, hint: 'a fraction, e.g. 0.15 for 15%' })
    metrics.growth = g
    const weekly = `about ${pct(Math.round(weeklyRate(g) * 1000) / 1000)} a week`
    if (g < t.slowGrowth) lists.warnings.push(`Monthly growth of ${pct(g)} (${weekly}) is slow (under ${pct(t.slowGrowth)}; 5–7% a week is what Y Combinator calls good): look for the channel or segment that is already working and double down on it.`)
    else if (g > t.strongGrowth) lists.insights.push(`Monthly growth of ${pct(g)} (${weekly}) is strong (over ${pct(t.strongGrowth)}, within or above the 5–7% a week Y Combinator calls good): make sure retention and unit economics keep up with it.`)
    else lists.insights.push(`Monthly growth of ${pct(g)} (${weekly}) is steady (${pct(t.slowGrowth)} to ${pct(t.strongGrowth)}); 5–7% a week, about 24–34% a month, is what Y Combinator calls good.`)
  }
  if (input.churn !== undefined) {
    const c = checkNumber(input.churn, 'churn', { min: 0, max: 1, hint: 'a fraction, e.g. 0.05 for 5%' })
    metrics.churn = c
    const [list, text] = churnVerdict(c)
    lists[list].push(text)
  }
  if (input.cac !== undefined) {
    const cac = checkNumber(input.cac, 'cac', { min: 0, hint: 'customer acquisition cost in US dollars' })
    metrics.cac = cac
    const [list, text] = cacVerdict(cac)
    lists[list].push(text)
  }
  if (input.runwayMonths !== undefined) {
    const r = checkNumber(input.runwayMonths, 'runwayMonths', { min: 0, hint: 'months of cash left' })
    metrics.runwayMonths = r
    if (r < t.shortRunwayMonths) lists.warnings.push(`A runway of ${r} months is short (under ${t.shortRunwayMonths}): a round takes about three months to raise and often six, so start fundraising or cut burn now.`)
    else lists.insights.push(`A runway of ${r} months leaves time to raise the next round (${t.shortRunwayMonths} months or more; a round takes about three months and often six).`)
  }
  return { metrics, ...lists }
}

/** The guide to the verdicts above: each threshold and its source. */
export const KPI_GUIDE = Object.values(KPI_GUIDE_LINES)
