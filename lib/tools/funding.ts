/**
 * How much to raise: monthly burn × target runway months × (1 + buffer); with a pre-money valuation, the dilution
 * that raise implies: raise / (pre-money + raise).
 */
import { FUNDING_THRESHOLDS } from '@/config/content/benchmarks'
import { checkNumber, checkResult, inputErrors, type FieldChecks, type ToolInputError } from './errors'
import { formatPercent } from './format'

/** 18 months is the runway most early-stage investors expect a round to buy; 20 % covers hires and surprises. */
export const FUNDING_DEFAULTS = { runwayMonths: 18, buffer: 0.2 } as const

export type FundingInput = { monthlyBurn: number; runwayMonths?: number; buffer?: number; preMoneyValuation?: number }
export type FundingResult = {
  monthlyBurn: number
  runwayMonths: number
  buffer: number
  raise: number
  preMoneyValuation: number | null
  postMoneyValuation: number | null
  /** Fraction of the company sold, when a pre-money valuation was given. */
  dilution: number | null
}

const CHECKS = {
  monthlyBurn: (v: unknown) => checkNumber(v, 'monthlyBurn', { min: 0, minExclusive: true, hint: 'monthly net spend in US dollars' }),
  runwayMonths: (v: unknown) =>
    v === undefined ? FUNDING_DEFAULTS.runwayMonths : checkNumber(v, 'runwayMonths', { min: 0, minExclusive: true, max: 120, hint: 'the months the round should last' }),
  buffer: (v: unknown) => (v === undefined ? FUNDING_DEFAULTS.buffer : checkNumber(v, 'buffer', { min: 0, max: 2, hint: 'a fraction, e.g. 0.2 for 20%' })),
  preMoneyValuation: (v: unknown) => (v === undefined ? null : checkNumber(v, 'preMoneyValuation', { min: 0, minExclusive: true, hint: 'in US dollars' })),
} satisfies FieldChecks<FundingInput>

/** Every field's problem at once (fundingCalculator() stops at the first), so a form can mark each field that needs fixing. */
export function fundingInputErrors(input: FundingInput): ToolInputError[] {
  return inputErrors(input, CHECKS)
}

export function fundingCalculator(input: FundingInput): FundingResult {
  const monthlyBurn = CHECKS.monthlyBurn(input?.monthlyBurn)
  const runwayMonths = CHECKS.runwayMonths(input.runwayMonths)
  const buffer = CHECKS.buffer(input.buffer)
  const raise = checkResult(monthlyBurn * runwayMonths * (1 + buffer), 'the raise')
  if (input.preMoneyValuation === undefined) {
    return { monthlyBurn, runwayMonths, buffer, raise, preMoneyValuation: null, postMoneyValuation: null, dilution: null }
  }
  const preMoneyValuation = CHECKS.preMoneyValuation(input.preMoneyValuation)!
  const postMoneyValuation = checkResult(preMoneyValuation + raise, 'the post-money valuation')
  return { monthlyBurn, runwayMonths, buffer, raise, preMoneyValuation, postMoneyValuation, dilution: raise / postMoneyValuation }
}

export { FUNDING_THRESHOLDS }

type FundingVerdicts = { insights: string[]; warnings: string[] }

/** What the calculator says about a result: each line from one of FUNDING_THRESHOLDS, whose sources its guide names. */
export function fundingVerdicts(r: Pick<FundingResult, 'runwayMonths' | 'dilution'>): FundingVerdicts {
  const t = FUNDING_THRESHOLDS
  const insights: string[] = []
  const warnings: string[] = []
  if (r.runwayMonths < t.shortRoundMonths) {
    warnings.push(`${r.runwayMonths} months is a short round (under ${t.shortRoundMonths}): raising the next one takes about three months and often six, so you would be fundraising again almost at once.`)
  }
  if (r.dilution !== null) {
    const sold = `Selling ${formatPercent(r.dilution)} of the company`
    if (r.dilution > t.heavyDilution) warnings.push(`${sold} is heavy for one round (over ${formatPercent(t.heavyDilution)}; the median seed round sells about 20%), and the rounds to come dilute you again. Raise less, or at a higher valuation.`)
    else if (r.dilution < t.lightDilution) insights.push(`${sold} is a light round (under ${formatPercent(t.lightDilution)}, about half of the 20% the median seed round sells): usual for pre-seed or angel money.`)
    else insights.push(`${sold} is close to the median seed round, which sells about 20% (between ${formatPercent(t.lightDilution)} and ${formatPercent(t.heavyDilution)}).`)
  }
  return { insights, warnings }
}
