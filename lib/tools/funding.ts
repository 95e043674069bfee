/**
 * How much to raise: monthly burn × target runway months × (1 + buffer); with a pre-money valuation, the dilution
 * that raise implies: raise / (pre-money + raise).
 */
import { checkNumber, checkResult } from './errors'

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

export function fundingCalculator(input: FundingInput): FundingResult {
  const monthlyBurn = checkNumber(input?.monthlyBurn, 'monthlyBurn', { min: 0, minExclusive: true, hint: 'monthly net spend in US dollars' })
  const runwayMonths =
    input.runwayMonths === undefined
      ? FUNDING_DEFAULTS.runwayMonths
      : checkNumber(input.runwayMonths, 'runwayMonths', { min: 0, minExclusive: true, max: 120, hint: 'the months the round should last' })
  const buffer =
    input.buffer === undefined
      ? FUNDING_DEFAULTS.buffer
      : checkNumber(input.buffer, 'buffer', { min: 0, max: 2, hint: 'a fraction, e.g. 0.2 for 20%' })
  const raise = checkResult(monthlyBurn * runwayMonths * (1 + buffer), 'the raise')
  if (input.preMoneyValuation === undefined) {
    return { monthlyBurn, runwayMonths, buffer, raise, preMoneyValuation: null, postMoneyValuation: null, dilution: null }
  }
  const preMoneyValuation = checkNumber(input.preMoneyValuation, 'preMoneyValuation', { min: 0, minExclusive: true, hint: 'in US dollars' })
  const postMoneyValuation = checkResult(preMoneyValuation + raise, 'the post-money valuation')
  return { monthlyBurn, runwayMonths, buffer, raise, preMoneyValuation, postMoneyValuation, dilution: raise / postMoneyValuation }
}
