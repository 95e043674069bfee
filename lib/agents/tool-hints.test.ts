import { describe, expect, it } from 'vitest'
import { figuresIn, industryIn, toolCallsFromMessage } from './tool-hints'
import type { ToolId } from './types'

const ALL: ToolId[] = ['market-data', 'valuation', 'kpi-analysis', 'funding-calculator', 'burn-runway']

describe('tool calls a message spells out', () => {
  it.each([
    ['What is the market size for fintech?', [{ id: 'market-data', params: { industry: 'fintech' } }]],
    ['How big is the artificial intelligence market?', [{ id: 'market-data', params: { industry: 'ai' } }]],
    ["What's a fair valuation for an AI startup with 1M revenue?", [{ id: 'valuation', params: { industry: 'ai', revenue: 1_000_000 } }]],
    ['Healthcare company, $2,500,000 ARR, what are we worth?', [{ id: 'valuation', params: { industry: 'healthcare', revenue: 2_500_000 } }]],
    ['We burn 80k a month, how much should we raise?', [{ id: 'funding-calculator', params: { monthlyBurn: 80_000 } }]],
    ['Our monthly burn is $120,000', [{ id: 'funding-calculator', params: { monthlyBurn: 120_000 } }]],
  ])('%s', (message, calls) => {
    expect(toolCallsFromMessage(message, ALL)).toEqual(calls)
  })

  it.each([
    ['How do you value a startup?', 'no industry and no figure'],
    ['We are 3 founders in fintech with 2 customers', 'small counts are not money, and no market question'],
    ['What is a good revenue multiple?', 'a revenue cue without an amount'],
    ['Tell me about gaming', 'an industry without a market question'],
  ])('%s → none (%s)', (message) => {
    expect(toolCallsFromMessage(message, ALL)).toEqual([])
  })

  it.each([
    ['We burn 80k a month and have 600k in the bank', { burn: 80_000, cash: 600_000 }],
    ['We have 600k in the bank and burn 80k a month', { burn: 80_000, cash: 600_000 }],
    ['We spend 90k a month, have 15k MRR and 900k in the bank', { costs: 90_000, monthlyRevenue: 15_000, cash: 900_000 }],
    ['revenue of 30k a month', { monthlyRevenue: 30_000 }],
    ['$2.5 million ARR', { revenue: 2_500_000 }],
    ['burning $45k/month', { burn: 45_000 }],
  ])('reads each figure of %j once, in one role', (message, figures) => {
    expect(figuresIn(message)).toEqual(figures)
  })

  it('uses one net burn for the runway and the raise, and monthly revenue twelve times for a valuation', () => {
    expect(toolCallsFromMessage('We spend 90k a month, have 15k MRR and 900k in the bank. How much should we raise?', ALL)).toEqual([
      { id: 'burn-runway', params: { cash: 900_000, monthlyCosts: 90_000, monthlyRevenue: 15_000 } },
      { id: 'funding-calculator', params: { monthlyBurn: 75_000 } },
    ])
    // Asked only for the runway, the answer shows no suggested raise: an amount the visitor neither gave nor asked for.
    expect(toolCallsFromMessage('We spend 90k a month, have 15k MRR and 900k in the bank', ALL).map((c) => c.id)).toEqual(['burn-runway'])
    expect(toolCallsFromMessage('AI company with 20k MRR', ALL)).toEqual([{ id: 'valuation', params: { industry: 'ai', revenue: 240_000 } }])
  })

  it('reads "$50k of revenue a month" as monthly revenue, so the runway nets it off the spend', () => {
    expect(figuresIn('We have $1.2M in the bank, spend $150k a month and bring in $50k of revenue a month.')).toEqual({ cash: 1_200_000, costs: 150_000, monthlyRevenue: 50_000 })
  })

  it('reads what a customer pays as a price, never as the burn a raise is worked out from', () => {
    expect(figuresIn('Our customers pay $50 a month on average')).toEqual({ price: 50 })
    expect(toolCallsFromMessage('Our customers pay $50 a month on average. What is our LTV?', ALL)).toEqual([])
  })

  it("runs only the agent's own tools", () => {
    expect(toolCallsFromMessage('What is the market size for fintech?', ['valuation'])).toEqual([])
    expect(toolCallsFromMessage('We burn 80k a month', ['market-data'])).toEqual([])
  })

  it('finds industries by name or alias on word boundaries', () => {
    expect(industryIn('video games are booming')).toBe('gaming')
    expect(industryIn('We build for web3')).toBe('blockchain')
    expect(industryIn('We maintain trains')).toBeNull()
  })
})
