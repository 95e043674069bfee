import { describe, expect, it, vi } from 'vitest'
import { noModelDeps } from '@/tests/support/chat'
import { testAgent } from './orchestrator'
import type { AgentId } from './types'

vi.mock('server-only', () => ({}))

/**
 * Figures read from a message are used once, the same way, everywhere in the answer. Each row is a
 * visitor message with numbers and the figures a hand computation gives (runway = cash ÷ net burn; raise = net burn ×
 * 18 months × 1.2; valuation = revenue × industry multiple × (1 + growth) × 0.8 / 1 / 1.2; monthly revenue × 12 is the
 * annual revenue). Every figure in the answer must be one of them, or a fixed figure of the studio's own copy.
 */
const deps = noModelDeps()

/** Figures the canned copy states whatever the message: the runway warning, typical runway, the studio's checks. */
const FIXED = new Set(['6 months', '24 months', '$100K', '$2M', '12 weeks'])

const FIGURE = /-?\$\d[\d,.]*[KMBT]?|\d+(?:\.\d+)?\s?months?\b|\d+(?:\.\d+)?%|\d+(?:\.\d+)?×/g
const figuresOf = (text: string) => [...new Set(text.match(FIGURE) ?? [])].map((f) => f.replace(/\s+/, ' '))

type Row = [message: string, agent: AgentId, figures: string[]]

const RUNWAY: Row[] = [
  // 600 ÷ 80 = 7.5 months; 80 × 18 × 1.2 = 1,728 → $1.73M
  ['We burn 80k a month and have 600k in the bank', 'financial', ['$80K', '$600K', '7.5 months', '$1.73M', '18 months', '20%']],
  // 1,200 ÷ 120 = 10; 120 × 21.6 = 2,592
  ['Our monthly burn is $120,000 and we have $1.2M in the bank', 'financial', ['$120K', '$1.2M', '10 months', '$2.59M', '18 months', '20%']],
  // 400 ÷ 50 = 8; 50 × 21.6 = 1,080
  ['We burn 50k a month with 400k in the bank', 'financial', ['$50K', '$400K', '8 months', '$1.08M', '18 months', '20%']],
  // 900 ÷ 45 = 20; 45 × 21.6 = 972
  ['burning $45k/month, $900k cash left', 'financial', ['$45K', '$900K', '20 months', '$972K', '18 months', '20%']],
  // 300 ÷ 100 = 3; 100 × 21.6 = 2,160
  ['We have 300k in the bank and burn 100k a month', 'financial', ['$300K', '$100K', '3 months', '$2.16M', '18 months', '20%']],
  // net 90 − 15 = 75; 900 ÷ 75 = 12; 75 × 21.6 = 1,620
  ['We spend 90k a month, have 15k MRR and 900k in the bank', 'financial', ['$900K', '$75K', '$90K', '12 months', '$1.62M', '18 months', '20%']],
  // 35 × 21.6 = 756; 280 ÷ 35 = 8
  ['Burn rate 35k per month, 280k in the bank', 'financial', ['$35K', '$280K', '8 months', '$756K', '18 months', '20%']],
  // 2,000 ÷ 250 = 8; 250 × 21.6 = 5,400
  ['We have $2M in the bank and a net burn of $250K a month', 'financial', ['$2M', '$250K', '8 months', '$5.4M', '18 months', '20%']],
  // 150 ÷ 25 = 6; 25 × 21.6 = 540
  ['We have 150k cash and burn 25k a month', 'financial', ['$150K', '$25K', '6 months', '$540K', '18 months', '20%']],
  // 720 ÷ 60 = 12; 60 × 21.6 = 1,296 → $1.3M
  ['burn is 60k monthly, 720k in the bank', 'financial', ['$60K', '$720K', '12 months', '$1.3M', '18 months', '20%']],
  // 500 ÷ 40 = 12.5; 40 × 21.6 = 864
  ['We spend 40k a month and have 500k in the bank', 'financial', ['$40K', '$500K', '12.5 months', '$864K', '18 months', '20%']],
  // net 70 − 20 = 50; 1,000 ÷ 50 = 20; 50 × 21.6 = 1,080
  ['Our costs are 70k a month, revenue 20k a month, cash 1M', 'financial', ['$1M', '$50K', '$70K', '20 months', '$1.08M', '18 months', '20%']],
  // 450 ÷ 30 = 15; 30 × 21.6 = 648
  ['We are losing 30k a month and have 450k left', 'financial', ['$30K', '$450K', '15 months', '$648K', '18 months', '20%']],
  // 1,000 ÷ 125 = 8; 125 × 21.6 = 2,700
  ['with 1 million in the bank and a burn of 125k a month, how long do we last?', 'financial', ['$1M', '$125K', '8 months', '$2.7M', '18 months', '20%']],
  // 240 ÷ 20 = 12; 20 × 21.6 = 432
  ['20k burn a month, 240k in the bank. when do we run out?', 'financial', ['$20K', '$240K', '12 months', '$432K', '18 months', '20%']],
  // 3,000 ÷ 400 = 7.5; 400 × 21.6 = 8,640
  ['Series A company: $3M cash, burning $400k a month', 'financial', ['$3M', '$400K', '7.5 months', '$8.64M', '18 months', '20%']],
  // the same figures through the investment specialist
  ['We burn 80k a month and have 600k in the bank, are we fundable?', 'investment-specialist', ['$80K', '$600K', '7.5 months', '$1.73M', '18 months', '20%']],
  ['We have 500k in the bank and burn 50k a month. Is that enough runway to apply?', 'investment-specialist', ['$500K', '$50K', '10 months', '$1.08M', '18 months', '20%']],
]

const RAISE: Row[] = [
  // 80 × 21.6 = 1,728
  ['We burn 80k a month, how much should we raise?', 'financial', ['$80K', '$1.73M', '18 months', '20%']],
  // 200 × 21.6 = 4,320
  ['We burn 200k a month', 'financial', ['$200K', '$4.32M', '18 months', '20%']],
  // 15 × 21.6 = 324
  ['our burn is about 15k a month, what raise makes sense?', 'financial', ['$15K', '$324K', '18 months', '20%']],
  // 65 × 21.6 = 1,404
  ['We spend 65k a month. How much to raise?', 'financial', ['$65K', '$1.4M', '18 months', '20%']],
  // 110 × 21.6 = 2,376
  ['Monthly burn $110,000 — what should our seed be?', 'financial', ['$110K', '$2.38M', '18 months', '20%']],
  // 150 × 21.6 = 3,240
  ['we burn 150k a month, how big should the round be', 'investment-specialist', ['$150K', '$3.24M', '18 months', '20%']],
  // 30 × 21.6 = 648
  ['burning 30k monthly, how much should I raise', 'financial', ['$30K', '$648K', '18 months', '20%']],
  // net 100 − 40 = 60; 60 × 21.6 = 1,296
  ['We spend 100k a month and make 40k MRR. How much should we raise?', 'financial', ['$60K', '$1.3M', '18 months', '20%']],
]

const VALUATION: Row[] = [
  // AI ×10 × 1.2 growth: 1M → 12M; ×0.8 = 9.6M; ×1.2 = 14.4M
  ['AI startup with 1M revenue, what are we worth?', 'financial', ['$9.6M', '$14.4M', '$12M', '$1M', '10×', '20%']],
  // fintech ×12 × 1.16: 2M → 27.84M; 22.272M; 33.408M
  ['Fintech company, $2M ARR, what valuation?', 'financial', ['$22.27M', '$33.41M', '$27.84M', '$2M', '12×', '16%']],
  // healthcare ×8 × 1.12: 500K → 4.48M; 3.584M; 5.376M
  ['healthcare startup making 500k revenue, valuation?', 'financial', ['$3.58M', '$5.38M', '$4.48M', '$500K', '8×', '12%']],
  // gaming ×7 × 1.09: 3M → 22.89M; 18.312M; 27.468M
  ['We are a gaming studio with 3M in sales. Valuation?', 'financial', ['$18.31M', '$27.47M', '$22.89M', '$3M', '7×', '9%']],
  // blockchain ×15 × 1.58: 400K → 9.48M; 7.584M; 11.376M
  ['blockchain protocol with $400k revenue, what is it worth', 'financial', ['$7.58M', '$11.38M', '$9.48M', '$400K', '15×', '58%']],
  // AI, 20K MRR = 240K a year → 2.88M; 2.304M; 3.456M
  ['AI company with 20k MRR, what valuation?', 'financial', ['$2.3M', '$3.46M', '$2.88M', '$240K', '10×', '20%']],
  // fintech, 50K MRR = 600K a year → 8.352M; 6.6816M; 10.0224M
  ['fintech at 50k MRR, valuation please', 'financial', ['$6.68M', '$10.02M', '$8.35M', '$600K', '12×', '16%']],
  // AI 5M → 60M; 48M; 72M
  ['AI company with $5M revenue — what valuation would investors give?', 'investment-specialist', ['$48M', '$72M', '$60M', '$5M', '10×', '20%']],
  // healthcare 30K monthly revenue ('a month') = 360K → 3.2256M; 2.58048M; 3.87072M
  ['healthcare app with revenue of 30k a month, what valuation?', 'financial', ['$2.58M', '$3.87M', '$3.23M', '$360K', '8×', '12%']],
  // AI 1M revenue (valuation) + 1.5M cash at 100K burn: 15 months; 100 × 21.6 = 2.16M
  ['AI startup, 1M revenue, burning 100k a month with 1.5M in the bank', 'financial', ['$9.6M', '$14.4M', '$12M', '$1M', '10×', '20%', '$1.5M', '$100K', '15 months', '$2.16M', '18 months']],
]

/** No figures of the visitor's own: no example's figures either (they would read as the visitor's). */
const NO_FIGURES: [message: string, asks: boolean][] = [
  ['How do I calculate runway?', true],
  ['How is burn rate worked out?', false],
  ['how long until we run out of money?', true],
  ['We have 3 founders and 2 customers, how long is our runway?', true],
]
const ROWS = [...RUNWAY, ...RAISE, ...VALUATION]

describe('figures in answers', () => {
  it('checks at least 40 messages', () => {
    expect(ROWS.length + NO_FIGURES.length).toBeGreaterThanOrEqual(40)
  })

  it.each(ROWS)('%s (%s)', async (message, agent, expected) => {
    const result = await testAgent(message, agent, deps)
    if (!result.ok) throw new Error(result.error)
    const content = result.reply.content
    const allowed = new Set([...expected, ...FIXED])
    for (const figure of figuresOf(content)) expect(allowed.has(figure), `${figure} in: ${content}`).toBe(true)
    // The answer leads with the visitor's case: its first figure is theirs, not an example.
    expect(expected, content).toContain(figuresOf(content)[0])
    expect(expected.filter((f) => content.includes(f)).length, content).toBeGreaterThanOrEqual(Math.min(3, expected.length))
  })
})

describe('figures in answers when the visitor gave none', () => {
  it.each(NO_FIGURES)('%s: no figure but the studio’s own, and the question for theirs when it asks for a calculation', async (message, asks) => {
    const result = await testAgent(message, 'financial', deps)
    if (!result.ok) throw new Error(result.error)
    const content = result.reply.content
    for (const figure of figuresOf(content)) expect(FIXED.has(figure), `${figure} in: ${content}`).toBe(true)
    expect(/tell me your cash in the bank and net monthly burn/i.test(content), content).toBe(asks)
  })
})
