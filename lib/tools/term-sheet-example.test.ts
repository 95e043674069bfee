import { describe, expect, it } from 'vitest'
import { guideBySlug } from '@/config/content/guides'
import { TERM_SHEET_EXAMPLE } from '@/config/content/guides/term-sheet-basics'
import { formatMoney, formatPercent } from './format'
import { fundingCalculator } from './funding'

// The guide is data (config/ imports nothing from lib/), so its worked example is written out; this checks the
// written sums against the funding calculator the tools page uses.
describe('the term-sheet guide’s worked example', () => {
  const { raise, preMoney, pool } = TERM_SHEET_EXAMPLE
  const round = fundingCalculator({ monthlyBurn: raise / 18, runwayMonths: 18, buffer: 0, preMoneyValuation: preMoney })
  const post = round.postMoneyValuation!
  const investors = round.dilution!
  const text = JSON.stringify(guideBySlug('term-sheet-basics'))

  it('states the post-money valuation and the investors’ share the calculator gives ($2M on $8M pre-money is 20%)', () => {
    expect(text).toContain(`You raise ${formatMoney(raise)} at a ${formatMoney(preMoney)} pre-money valuation.`)
    expect(text).toContain(`is ${formatMoney(post)}, so the new investors own ${formatMoney(raise)} ÷ ${formatMoney(post)} = ${formatPercent(investors)}`)
    expect(formatPercent(investors)).toBe('20%')
  })

  it('states what the founders keep with and without the pool, and the effective pre-money', () => {
    expect(text).toContain(`shareholders keep ${formatPercent(1 - investors)}.`)
    expect(text).toContain(`asks for a ${formatPercent(pool)} option pool`)
    expect(text).toContain(`you keep ${formatPercent(1 - investors - pool)}, and the effective pre-money valuation for you is ${formatMoney(preMoney - pool * post)}.`)
  })
})
