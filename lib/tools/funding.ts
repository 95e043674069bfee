/**
 * How much to raise: monthly burn × target runway months × (1 + buffer); with a pre-money valuation, the dilution
 * that raise implies: raise / (pre-money + raise).
 */
import { checkNumber, checkResult, inputErrors, type FieldChecks, type ToolInputError } from './errors'

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
