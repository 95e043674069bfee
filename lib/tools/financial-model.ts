/**
 * A three-statement-lite projection over 36 months: an income statement (revenue, cost of revenue, gross profit,
 * operating expenses, net income), a cash statement (opening, funding, closing) and a small balance: cash is the only
 * asset, the funding gap (what the company would have to find once cash is spent) the only liability, and equity is
 * computed from its own parts, paid-in capital (cash at the start plus funding) and retained earnings (net income to
 * date), so cash − gap = equity holds as a check rather than by definition. It ignores tax, receivables and debt on
 * purpose: at this stage the question is how long the cash lasts and when the company earns its keep.
 */
import { checkNumber, checkResult, inputErrors, ToolInputError, type FieldChecks } from './errors'

export const MODEL_MONTHS = 36

export type FinancialModelInput = {
  startingMrr: number
  /** Monthly revenue growth as a fraction. */
  monthlyGrowth: number
  grossMargin: number
  monthlyOpex: number
  /** Monthly opex growth as a fraction. */
  opexGrowth?: number
  openingCash: number
  fundingAmount?: number
  /** 1-based month the funding arrives in. */
  fundingMonth?: number
}

export type ModelRow = {
  period: string
  revenue: number
  costOfRevenue: number
  grossProfit: number
  opex: number
  netIncome: number
  openingCash: number
  funding: number
  /** Never below zero: a company cannot hold negative cash; what it lacks is the funding gap. */
  closingCash: number
  fundingGap: number
  equity: number
}

export type FinancialModelResult = { months: ModelRow[]; years: ModelRow[]; cashOutMonth: number | null; profitableMonth: number | null }

const CHECKS = {
  startingMrr: (v: unknown) => checkNumber(v, 'startingMrr', { min: 0, hint: 'monthly recurring revenue today, in US dollars' }),
  monthlyGrowth: (v: unknown) => checkNumber(v, 'monthlyGrowth', { min: -1, max: 10, hint: 'a monthly rate as a fraction, e.g. 0.08 for 8%' }),
  grossMargin: (v: unknown) => checkNumber(v, 'grossMargin', { min: 0, max: 1, hint: 'a fraction, e.g. 0.7 for 70%' }),
  monthlyOpex: (v: unknown) => checkNumber(v, 'monthlyOpex', { min: 0, hint: 'operating expenses a month, in US dollars' }),
  opexGrowth: (v: unknown) => (v === undefined ? 0 : checkNumber(v, 'opexGrowth', { min: -1, max: 10, hint: 'a monthly rate as a fraction' })),
  openingCash: (v: unknown) => checkNumber(v, 'openingCash', { min: 0, hint: 'cash in the bank today, in US dollars' }),
  fundingAmount: (v: unknown) => (v === undefined ? 0 : checkNumber(v, 'fundingAmount', { min: 0, hint: 'in US dollars' })),
  fundingMonth: (v: unknown) => {
    const month = v === undefined ? 1 : checkNumber(v, 'fundingMonth', { min: 1, max: MODEL_MONTHS, hint: `a month from 1 to ${MODEL_MONTHS}` })
    if (!Number.isInteger(month)) throw new ToolInputError('fundingMonth', 'fundingMonth must be a whole month number.')
    return month
  },
} satisfies FieldChecks<FinancialModelInput>

/** Every field's problem at once (financialModel() stops at the first), so a form can mark each field that needs fixing. */
export function financialModelInputErrors(input: FinancialModelInput): ToolInputError[] {
  return inputErrors(input, CHECKS)
}

export function financialModel(input: FinancialModelInput): FinancialModelResult {
  const mrr = CHECKS.startingMrr(input?.startingMrr)
  const growth = CHECKS.monthlyGrowth(input.monthlyGrowth)
  const margin = CHECKS.grossMargin(input.grossMargin)
  const opex0 = CHECKS.monthlyOpex(input.monthlyOpex)
  const opexGrowth = CHECKS.opexGrowth(input.opexGrowth)
  const cash0 = CHECKS.openingCash(input.openingCash)
  const fundingAmount = CHECKS.fundingAmount(input.fundingAmount)
  const fundingMonth = CHECKS.fundingMonth(input.fundingMonth)

  const months: ModelRow[] = []
  let position = cash0 // cash less the funding gap
  let paidIn = cash0 // opening cash is taken as paid-in capital: the balance starts with nothing else
  let retained = 0
  for (let m = 1; m <= MODEL_MONTHS; m++) {
    const revenue = checkResult(mrr * (1 + growth) ** (m - 1), 'the revenue')
    const grossProfit = revenue * margin
    const costOfRevenue = revenue - grossProfit
    const opex = checkResult(opex0 * (1 + opexGrowth) ** (m - 1), 'the operating expenses')
    const netIncome = checkResult(grossProfit - opex, 'the net income')
    const funding = m === fundingMonth ? fundingAmount : 0
    const openingCash = Math.max(0, position)
    position = checkResult(position + netIncome + funding, 'the cash')
    paidIn += funding
    retained += netIncome
    const equity = checkResult(paidIn + retained, 'the equity')
    months.push({ period: `Month ${m}`, revenue, costOfRevenue, grossProfit, opex, netIncome, openingCash, funding, closingCash: Math.max(0, position), fundingGap: Math.max(0, -position), equity })
  }

  const years = [0, 1, 2].map((y) => {
    const slice = months.slice(y * 12, y * 12 + 12)
    const sum = (k: keyof ModelRow) => slice.reduce((s, r) => s + (r[k] as number), 0)
    return {
      period: `Year ${y + 1}`,
      revenue: sum('revenue'),
      costOfRevenue: sum('costOfRevenue'),
      grossProfit: sum('grossProfit'),
      opex: sum('opex'),
      netIncome: sum('netIncome'),
      openingCash: slice[0]!.openingCash,
      funding: sum('funding'),
      closingCash: slice.at(-1)!.closingCash,
      fundingGap: slice.at(-1)!.fundingGap,
      equity: slice.at(-1)!.equity,
    }
  })
  return {
    months,
    years,
    cashOutMonth: months.findIndex((r) => r.fundingGap > 0) + 1 || null,
    profitableMonth: months.findIndex((r) => r.netIncome > 0) + 1 || null,
  }
}

export const MODEL_COLUMNS: readonly { key: keyof ModelRow; label: string }[] = [
  { key: 'period', label: 'Period' },
  { key: 'revenue', label: 'Revenue' },
  { key: 'costOfRevenue', label: 'Cost of revenue' },
  { key: 'grossProfit', label: 'Gross profit' },
  { key: 'opex', label: 'Operating expenses' },
  { key: 'netIncome', label: 'Net income' },
  { key: 'openingCash', label: 'Opening cash' },
  { key: 'funding', label: 'Funding' },
  { key: 'closingCash', label: 'Closing cash' },
  { key: 'fundingGap', label: 'Funding gap' },
  { key: 'equity', label: 'Equity' },
]

/** A CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(Math.round(value * 100) / 100) : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The monthly rows then the yearly totals, amounts unformatted in whole dollars, as on the page, for a spreadsheet. */
export function modelToCsv(result: FinancialModelResult): string {
  const lines = [MODEL_COLUMNS.map((c) => csvField(c.label)).join(',')]
  const cell = (v: string | number) => csvField(typeof v === 'number' ? Math.round(v) || 0 : v)
  for (const row of [...result.months, ...result.years]) lines.push(MODEL_COLUMNS.map((c) => cell(row[c.key])).join(','))
  return lines.join('\r\n') + '\r\n'
}

/**
 * The example assumptions the template and the model page start from. No raise: a headline computed with money the
 * company does not have yet told a founder the cash lasts three years when it runs out within the year.
 */
export const TEMPLATE_ASSUMPTIONS: FinancialModelInput = {
  startingMrr: 25_000,
  monthlyGrowth: 0.06,
  grossMargin: 0.7,
  monthlyOpex: 90_000,
  opexGrowth: 0.01,
  openingCash: 600_000,
  fundingAmount: 0,
  fundingMonth: 6,
}

const ASSUMPTION_LABELS: Record<keyof FinancialModelInput, string> = {
  startingMrr: 'Monthly recurring revenue today (USD)',
  monthlyGrowth: 'Revenue growth per month (fraction)',
  grossMargin: 'Gross margin (fraction)',
  monthlyOpex: 'Operating expenses per month (USD)',
  opexGrowth: 'Operating expense growth per month (fraction)',
  openingCash: 'Cash today (USD)',
  fundingAmount: 'Funding raised (USD)',
  fundingMonth: 'Month the funding arrives',
}

/** The assumptions block, a blank line, then the 36-month projection they produce: the template, and the page's CSV. */
export function templateCsv(assumptions: FinancialModelInput = TEMPLATE_ASSUMPTIONS): string {
  // Every assumption in a fixed order, an empty value for one left out (the model's default applies).
  const keys = Object.keys(ASSUMPTION_LABELS) as (keyof FinancialModelInput)[]
  const head = ['Assumption,Value', ...keys.map((k) => `${csvField(ASSUMPTION_LABELS[k])},${csvField(assumptions[k] ?? '')}`)]
  return head.join('\r\n') + '\r\n\r\n' + modelToCsv(financialModel(assumptions))
}
