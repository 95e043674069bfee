/**
 * Unit economics: lifetime value LTV = monthly revenue per customer × gross margin ÷ monthly churn; LTV:CAC and the
 * months of gross profit it takes to earn back the acquisition cost. With no churn a lifetime would be endless, so
 * it is capped at MAX_LIFETIME_MONTHS (five years), the horizon investors usually credit.
 */
import { UNIT_ECONOMICS_THRESHOLDS } from '@/config/content/benchmarks'
import { checkNumber, checkResult, inputErrors, type FieldChecks, type ToolInputError } from './errors'
import { KPI_THRESHOLDS } from './kpi'
import { formatPercent } from './format'

export const MAX_LIFETIME_MONTHS = 60
/** LTV:CAC of 3 or more is the benchmark for a healthy business (its source: config/content/benchmarks.ts); under 1 each customer loses money. */
export const LTV_CAC_HEALTHY = UNIT_ECONOMICS_THRESHOLDS.healthyLtvToCac
/** Payback within a year is good for most subscription businesses; SMB buyers churn before longer paybacks. */
const PAYBACK_GOOD_MONTHS = UNIT_ECONOMICS_THRESHOLDS.goodPaybackMonths

export type UnitEconomicsInput = { arpa: number; grossMargin: number; churn: number; cac: number }
export type UnitEconomicsResult = {
  lifetimeMonths: number
  lifetimeCapped: boolean
  ltv: number
  ltvToCac: number | null
  paybackMonths: number | null
  insights: string[]
  warnings: string[]
}

const CHECKS = {
  arpa: (v: unknown) => checkNumber(v, 'arpa', { min: 0, minExclusive: true, hint: 'average monthly revenue per customer, in US dollars' }),
  grossMargin: (v: unknown) => checkNumber(v, 'grossMargin', { min: 0, max: 1, hint: 'a fraction, e.g. 0.75 for 75%' }),
  churn: (v: unknown) => checkNumber(v, 'churn', { min: 0, max: 1, hint: 'monthly churn as a fraction, e.g. 0.03 for 3%' }),
  cac: (v: unknown) => checkNumber(v, 'cac', { min: 0, hint: 'customer acquisition cost in US dollars' }),
} satisfies FieldChecks<UnitEconomicsInput>

/** Every field's problem at once (unitEconomics() stops at the first), so a form can mark each field that needs fixing. */
export function unitEconomicsInputErrors(input: UnitEconomicsInput): ToolInputError[] {
  return inputErrors(input, CHECKS)
}

export function unitEconomics(input: UnitEconomicsInput): UnitEconomicsResult {
  const arpa = CHECKS.arpa(input?.arpa)
  const grossMargin = CHECKS.grossMargin(input.grossMargin)
  const churn = CHECKS.churn(input.churn)
  const cac = CHECKS.cac(input.cac)

  const uncapped = churn > 0 ? 1 / churn : Infinity
  const lifetimeMonths = Math.min(uncapped, MAX_LIFETIME_MONTHS)
  const monthlyProfit = checkResult(arpa * grossMargin, 'the gross profit')
  const ltv = checkResult(monthlyProfit * lifetimeMonths, 'the lifetime value')
  const ltvToCac = cac > 0 ? checkResult(ltv / cac, 'LTV:CAC') : null
  const paybackMonths = monthlyProfit > 0 ? checkResult(cac / monthlyProfit, 'the payback') : null

  const insights: string[] = []
  const warnings: string[] = []
  if (ltvToCac === null) insights.push('With no acquisition cost every customer is profit from the first month; check that the cost of sales and marketing is really zero.')
  else if (ltvToCac < 1) warnings.push(`An LTV:CAC of ${ltvToCac.toFixed(1)} means each customer costs more to win than they ever earn back: fix pricing, margin or churn before spending more on growth.`)
  else if (ltvToCac < LTV_CAC_HEALTHY) warnings.push(`An LTV:CAC of ${ltvToCac.toFixed(1)} is below the ${LTV_CAC_HEALTHY}:1 most investors look for: lower acquisition cost or raise value per customer.`)
  else insights.push(`An LTV:CAC of ${ltvToCac.toFixed(1)} clears the ${LTV_CAC_HEALTHY}:1 benchmark: each customer earns back what they cost several times over.`)
  if (paybackMonths === null) warnings.push('With no gross profit per customer the acquisition cost is never paid back.')
  else if (paybackMonths > PAYBACK_GOOD_MONTHS) warnings.push(`A payback of ${paybackMonths.toFixed(1)} months is long: beyond ${PAYBACK_GOOD_MONTHS} months growth ties up a lot of cash.`)
  else insights.push(`A payback of ${paybackMonths.toFixed(1)} months is within the ${PAYBACK_GOOD_MONTHS} months that keeps growth affordable.`)
  if (churn > KPI_THRESHOLDS.highChurn) warnings.push(`Monthly churn of ${(churn * 100).toFixed(1)}% is high (above ${formatPercent(KPI_THRESHOLDS.highChurn)}, the top of the usual range even for software sold to small businesses): fix retention before spending more on acquisition.`)
  if (uncapped > MAX_LIFETIME_MONTHS) insights.push(`The customer lifetime is capped at ${MAX_LIFETIME_MONTHS} months: at this churn customers would stay longer, but few investors credit more than five years.`)
  return { lifetimeMonths, lifetimeCapped: uncapped > MAX_LIFETIME_MONTHS, ltv, ltvToCac, paybackMonths, insights, warnings }
}
