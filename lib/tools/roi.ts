/**
 * Return on an investment or a campaign: ROI = (value gained − cost) ÷ cost; the annualised return compounds it over
 * the period; the break-even month assumes the gain arrives evenly over the period.
 */
import { checkNumber, checkResult, inputErrors, type FieldChecks, type ToolInputError } from './errors'

export type RoiInput = { cost: number; gain: number; months: number }
export type RoiResult = {
  netReturn: number
  roi: number
  /** Compound annual rate; null when the investment is wiped out (the rate is undefined below −100 %). */
  annualised: number | null
  /** Month (1-based) the cumulative gain first covers the cost, or null if it never does within the period. */
  breakEvenMonth: number | null
  /** Cumulative net value (gain so far − cost) at the end of each month, month 0 first. */
  netByMonth: number[]
}

const CHECKS = {
  cost: (v: unknown) => checkNumber(v, 'cost', { min: 0, minExclusive: true, hint: 'what you invest, in US dollars' }),
  gain: (v: unknown) => checkNumber(v, 'gain', { min: 0, hint: 'the total value it brings back over the period, in US dollars' }),
  months: (v: unknown) => checkNumber(v, 'months', { min: 1, max: 120, hint: 'the length of the period in whole months' }),
} satisfies FieldChecks<RoiInput>

/** Every field's problem at once (roiCalculator() stops at the first), so a form can mark each field that needs fixing. */
export function roiInputErrors(input: RoiInput): ToolInputError[] {
  return inputErrors(input, CHECKS)
}

export function roiCalculator(input: RoiInput): RoiResult {
  const cost = CHECKS.cost(input?.cost)
  const gain = CHECKS.gain(input.gain)
  const months = CHECKS.months(input.months)
  const period = Math.round(months)
  const netReturn = checkResult(gain - cost, 'the return')
  const roi = checkResult(netReturn / cost, 'the ROI')
  const growth = gain / cost
  const annualised = growth > 0 ? checkResult(growth ** (12 / period) - 1, 'the annualised return') : null
  const netByMonth = Array.from({ length: period + 1 }, (_, m) => (gain * m) / period - cost)
  const index = netByMonth.findIndex((v, m) => m > 0 && v >= 0)
  return { netReturn, roi, annualised, breakEvenMonth: index > 0 ? index : null, netByMonth }
}
