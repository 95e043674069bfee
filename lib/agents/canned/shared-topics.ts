import type { CannedAnswer } from '@/lib/agents/types'
import { answer, ask, go, link } from './shared'

/**
 * Answers several specialists give, kept apart from any one of them so that no specialist imports another. Each keeps
 * the id of the specialist that gave it first, so moving it here changes no answer.
 */

/** How to price: visitors ask the financial and the marketing specialist alike. */
export function pricingAnswer(): CannedAnswer {
  return answer(
    'financial-pricing',
    ['pricing', 'price', 'prices', 'pricing model', 'pricing strategy', 'how to price', 'how should we price', 'how should i price', 'how much to charge', 'what to charge', 'per seat', 'usage-based', 'tiers', 'freemium'],
    `Price on the value you deliver, not on your costs: find what the outcome is worth to the buyer and charge a share of it.\n\n` +
      `For B2B software, start with two or three tiers on the unit that grows with the customer's value (seats, usage or outcomes), and test the price in sales calls before you publish it. ` +
      `If nobody pushes back, you are probably charging too little. For AI products, check that each tier still covers its model costs at heavy use.`,
    [link('Unit economics calculator', '/tools/unit-economics'), link('Financial model', '/tools/financial-model')],
    [ask('How do I work out my unit economics?'), ask('How do I build a financial model?')],
  )
}

/** Which valuation a round quotes: a term-sheet question reaches the investment or the legal specialist. */
export function prePostMoneyAnswer(): CannedAnswer {
  return answer(
    'investment-pre-post-money',
    ['pre-money', 'post-money', 'pre-money valuation', 'post-money valuation', 'pre or post', 'term sheet', 'term sheets', 'quoted', 'headline valuation'],
    `A priced round's term sheet usually quotes the **pre-money** valuation; post-money is pre-money plus the new money. ` +
      `Many term sheets state both, and a post-money SAFE, the common SAFE since 2018, states its cap as a post-money valuation.\n\n` +
      `Check which one a number is before you compare offers. The new investors own their investment ÷ the post-money, and an option pool created before the round sits inside the pre-money, so it dilutes only the existing shareholders. ` +
      `[Term-sheet basics](/resources/term-sheet-basics) walks through the rest of the terms.`,
    [link('Term-sheet basics', '/resources/term-sheet-basics'), link('Valuation calculator', '/tools/valuation-calculator')],
    [ask('How much dilution would our round cause?'), ask('How do you value a company?'), go('Apply for funding', '/apply')],
  )
}
