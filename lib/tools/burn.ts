/**
 * Burn and runway: gross burn is what leaves the bank each month, net burn what is left after revenue comes in, and
 * runway the months the cash covers at that net burn. A company that earns more than it spends has no runway limit,
 * so runwayMonths is null rather than Infinity.
 */
import { checkNumber, checkResult, inputErrors, type FieldChecks, type ToolInputError } from './errors'
import { KPI_THRESHOLDS } from './kpi'

/** The cash chart stops here: beyond three years a straight-line projection says little. */
export const BURN_CHART_MONTHS = 36

export type BurnInput = { cash: number; monthlyRevenue?: number; monthlyCosts: number }
export type BurnResult = {
  grossBurn: number
  netBurn: number
  /** null when revenue covers costs: the cash does not run out at this rate. */
  runwayMonths: number | null
  shortRunway: boolean
  /** Cash at the end of each month from now, until it runs out or BURN_CHART_MONTHS. */
  cashByMonth: number[]
}

const CHECKS = {
  cash: (v: unknown) => checkNumber(v, 'cash', { min: 0, hint: 'cash in the bank in US dollars' }),
  monthlyRevenue: (v: unknown) => (v === undefined ? 0 : checkNumber(v, 'monthlyRevenue', { min: 0, hint: 'in US dollars' })),
  monthlyCosts: (v: unknown) => checkNumber(v, 'monthlyCosts', { min: 0, hint: 'everything you spend in a month, in US dollars' }),
} satisfies FieldChecks<BurnInput>

/** Every field's problem at once (burnRate() stops at the first), so a form can mark each field that needs fixing. */
export function burnInputErrors(input: BurnInput): ToolInputError[] {
  return inputErrors(input, CHECKS)
}

export function burnRate(input: BurnInput): BurnResult {
  const cash = CHECKS.cash(input?.cash)
  const monthlyRevenue = CHECKS.monthlyRevenue(input.monthlyRevenue)
  const grossBurn = CHECKS.monthlyCosts(input.monthlyCosts)
  const netBurn = checkResult(grossBurn - monthlyRevenue, 'the net burn')
  const runwayMonths = netBurn > 0 ? checkResult(cash / netBurn, 'the runway') : null
  const months = runwayMonths === null ? BURN_CHART_MONTHS : Math.min(BURN_CHART_MONTHS, Math.ceil(runwayMonths))
  const cashByMonth = Array.from({ length: months + 1 }, (_, m) => Math.max(0, cash - netBurn * m))
  return { grossBurn, netBurn, runwayMonths, shortRunway: runwayMonths !== null && runwayMonths < KPI_THRESHOLDS.shortRunwayMonths, cashByMonth }
}
