import { describe, expect, it } from 'vitest'
import { industryIn, toolCallsFromMessage } from './tool-hints'
import type { ToolId } from './types'

const ALL: ToolId[] = ['market-data', 'valuation', 'kpi-analysis', 'funding-calculator']

describe('tool calls a message spells out', () => {
  it.each([
    ['What is the market size for fintech?', [{ id: 'market-data', params: { industry: 'fintech' } }]],
    ['How big is the artificial intelligence market?', [{ id: 'market-data', params: { industry: 'ai' } }]],
    ["What's a fair valuation for an AI startup with 1M revenue?", [{ id: 'valuation', params: { industry: 'ai', revenue: '1M' } }]],
    ['Healthcare company, $2,500,000 ARR, what are we worth?', [{ id: 'valuation', params: { industry: 'healthcare', revenue: '2500000' } }]],
    ['We burn 80k a month, how much should we raise?', [{ id: 'funding-calculator', params: { monthlyBurn: '80k' } }]],
    ['Our monthly burn is $120,000', [{ id: 'funding-calculator', params: { monthlyBurn: '120000' } }]],
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
