import { describe, expect, it } from 'vitest'
import { conversationFigures } from './conversation-figures'
import type { HistoryItem, ToolId } from './types'

const FINANCIAL: ToolId[] = ['funding-calculator', 'kpi-analysis', 'valuation', 'burn-runway']
const said = (...messages: string[]): HistoryItem[] => messages.flatMap((content) => [
  { role: 'user' as const, content },
  // The assistant's words carry figures of their own (a suggested raise) that are never the visitor's.
  { role: 'assistant' as const, content: 'With $9M in the bank and a burn of $1M a month, the cash lasts 9 months.' },
])
const runway = (message: string, history: HistoryItem[]) =>
  conversationFigures(message, history, FINANCIAL).calls.find((c) => c.id === 'burn-runway')?.params

describe('conversationFigures', () => {
  it('carries the cash of an earlier message into a follow-up that changes the burn', () => {
    expect(runway('and what if we cut the burn to $40k?', said('$600k in the bank, burn $50k'))).toEqual({ cash: 600_000, monthlyCosts: 40_000 })
  })

  it('keeps the changed burn for a later follow-up without figures', () => {
    expect(runway('how long would the runway be then?', said('$600k in the bank, burn $50k', 'and what if we cut the burn to $40k?'))).toEqual({ cash: 600_000, monthlyCosts: 40_000 })
  })

  it('applies a change "by" an amount to the figure known so far', () => {
    expect(runway('and if we cut it by another 10k?', said('$600k in the bank, burn $50k'))).toEqual({ cash: 600_000, monthlyCosts: 40_000 })
  })

  it('values a follow-up with the industry named earlier', () => {
    const known = conversationFigures('and with 2M revenue, what valuation?', said('We are an AI startup with 1M revenue'), FINANCIAL)
    expect(known.calls.find((c) => c.id === 'valuation')?.params).toEqual({ industry: 'ai', revenue: 2_000_000 })
  })

  it('does not carry old figures into a message about something else', () => {
    const known = conversationFigures('Do I need a GmbH to sell in Germany?', said('$600k in the bank, burn $50k'), FINANCIAL)
    expect(known).toEqual({ figures: {}, calls: [], extra: [], missing: null })
  })

  it('asks for the figures a calculation needs instead of inventing them', () => {
    expect(conversationFigures('how long is our runway?', [], FINANCIAL).missing).toMatch(/cash in the bank and net monthly burn/)
    expect(conversationFigures('what is our CAC?', [], []).missing).toMatch(/spend .* customers/)
    expect(conversationFigures('how much dilution would we take?', [], []).missing).toMatch(/raising .* pre-money/)
  })

  it('asks for figures only when the visitor wants a result, not for a question about the concept', () => {
    expect(conversationFigures('is a pre-money or post-money valuation quoted in term sheets?', [], FINANCIAL).missing).toBeNull()
    expect(conversationFigures('should founders care about dilution at the seed stage?', [], []).missing).toBeNull()
    expect(conversationFigures("what's our post-money valuation after the round?", [], []).missing).toMatch(/pre-money valuation and amount you are raising/)
    expect(conversationFigures('calculate the post-money valuation for me', [], []).missing).toMatch(/pre-money valuation/)
    expect(conversationFigures('we raise at 8M, what is the post-money valuation?', [], []).missing).toMatch(/amount you are raising/)
  })

  it("reads a post-money SAFE's cap as the valuation it converts at, and a pre-money SAFE's cap not", () => {
    const post = conversationFigures('and with a $4M cap?', said("We're raising $500k on a post-money SAFE with a $5M cap."), [])
    expect(post.extra).toEqual(['**Dilution:** $500K on a post-money SAFE with a $4M cap converts to 12.5% of the company, if the next round prices at or above the cap.'])
    const pre = conversationFigures('We raise $500k on a pre-money SAFE with a $5M cap. How much will investors own?', [], [])
    expect(pre.extra).toEqual([])
    expect(pre.missing).toMatch(/pre-money valuation/)
  })

  it('reads "how long" as a runway question only when the money is to last', () => {
    expect(conversationFigures('and how long does it take in total?', [], FINANCIAL).missing).toBeNull()
    expect(conversationFigures('how long will the cash last?', [], FINANCIAL).missing).toMatch(/cash in the bank and net monthly burn/)
  })

  it('carries the market named a turn earlier into a market follow-up for an agent with market data', () => {
    const growth = conversationFigures('and how fast is it growing?', said('How big is the market for AI in logistics?'), ['market-data'])
    expect(growth.calls).toEqual([{ id: 'market-data', params: { industry: 'ai' } }])
    expect(conversationFigures('and how fast is it growing?', said('How big is the market for AI in logistics?'), FINANCIAL).calls).toEqual([])
  })

  it('asks for a runway or valuation only for an agent that calculates', () => {
    expect(conversationFigures('is it worth getting a lawyer?', [], []).missing).toBeNull()
    expect(conversationFigures('how long is our runway?', [], []).missing).toBeNull()
  })

  it('works out CAC and dilution from figures given across turns', () => {
    const cac = conversationFigures('what is our CAC then?', said('we spent 30k on ads and won 120 new customers'), [])
    expect(cac.extra).toEqual(['**CAC:** $30K spent for 120 new customers is about $250 per customer.'])
    const dilution = conversationFigures('how much dilution is that?', said('We raise $2M at an $8M pre-money valuation'), [])
    expect(dilution.extra).toEqual(['**Dilution:** raising $2M at a $8M pre-money valuation gives a post-money valuation of $10M; the new investors own 20% of the company.'])
    expect(dilution.missing).toBeNull()
  })
})
