/**
 * A 24-month cash plan: revenue and costs each grow by a monthly rate, and closing cash carries into the next month.
 * It reports the first month cash goes below zero and the first month revenue covers costs, if either happens.
 */
import { checkNumber, checkResult, inputErrors, type FieldChecks, type ToolInputError } from './errors'

export const CASH_FLOW_MONTHS = 24

export type CashFlowInput = {
  openingCash: number
  monthlyRevenue: number
  /** Monthly fraction, e.g. 0.1 for 10 % a month. */
  revenueGrowth?: number
  monthlyCosts: number
  costGrowth?: number
}
export type CashFlowMonth = { month: number; revenue: number; costs: number; net: number; closingCash: number }
export type CashFlowResult = {
  months: CashFlowMonth[]
  /** First month (1-based) that ends with less than zero cash, or null. */
  cashOutMonth: number | null
  /** First month whose revenue covers its costs, or null. */
  breakEvenMonth: number | null
  lowestCash: number
}

const rate = (value: unknown, field: string) =>
  value === undefined ? 0 : checkNumber(value, field, { min: -1, max: 10, hint: 'a monthly rate as a fraction, e.g. 0.05 for 5%' })

const CHECKS = {
  openingCash: (v: unknown) => checkNumber(v, 'openingCash', { hint: 'cash in the bank today, in US dollars' }),
  monthlyRevenue: (v: unknown) => checkNumber(v, 'monthlyRevenue', { min: 0, hint: 'in US dollars' }),
  revenueGrowth: (v: unknown) => rate(v, 'revenueGrowth'),
  monthlyCosts: (v: unknown) => checkNumber(v, 'monthlyCosts', { min: 0, hint: 'in US dollars' }),
  costGrowth: (v: unknown) => rate(v, 'costGrowth'),
} satisfies FieldChecks<CashFlowInput>

/** Every field's problem at once (cashFlowPlan() stops at the first), so a form can mark each field that needs fixing. */
export function cashFlowInputErrors(input: CashFlowInput): ToolInputError[] {
  return inputErrors(input, CHECKS)
}

export function cashFlowPlan(input: CashFlowInput): CashFlowResult {
  const openingCash = CHECKS.openingCash(input?.openingCash)
  const revenue0 = CHECKS.monthlyRevenue(input.monthlyRevenue)
  const costs0 = CHECKS.monthlyCosts(input.monthlyCosts)
  const revenueGrowth = CHECKS.revenueGrowth(input.revenueGrowth)
  const costGrowth = CHECKS.costGrowth(input.costGrowth)

  const months: CashFlowMonth[] = []
  let cash = openingCash
  for (let m = 1; m <= CASH_FLOW_MONTHS; m++) {
    const revenue = checkResult(revenue0 * (1 + revenueGrowth) ** (m - 1), 'the revenue')
    const costs = checkResult(costs0 * (1 + costGrowth) ** (m - 1), 'the costs')
    const net = checkResult(revenue - costs, 'the net cash flow')
    cash = checkResult(cash + net, 'the closing cash')
    months.push({ month: m, revenue, costs, net, closingCash: cash })
  }
  return {
    months,
    cashOutMonth: months.find((m) => m.closingCash < 0)?.month ?? null,
    breakEvenMonth: months.find((m) => m.net >= 0 && m.revenue > 0)?.month ?? null,
    lowestCash: Math.min(openingCash, ...months.map((m) => m.closingCash)),
  }
}
