import { describe, expect, it, vi } from 'vitest'
import { noModelDeps } from '@/tests/support/chat'
import { talk as talkThrough } from '@/tests/support/play-conversations'

vi.mock('server-only', () => ({}))

/**
 * Calculations through the real orchestrator, turn by turn, no model configured: each result uses the visitor's
 * figures, from this or an earlier turn, and leads the answer.
 */
const deps = noModelDeps()
const talk = (messages: readonly string[]) => talkThrough(messages, deps)

describe('calculations with the visitor’s numbers', () => {
  it('works out gross and net burn from a quarter’s totals, then answers "and the gross burn?" from them', async () => {
    const [net, gross] = await talk(['Over the last 3 months we spent $180k and brought in $30k of revenue. What is our monthly net burn?', 'and the gross burn?'])
    expect(net!.content).toMatch(/net burn of \$50K a month/)
    expect(gross!.content).toMatch(/gross burn of \$60K a month/)
    for (const reply of [net!, gross!]) expect(reply.content).not.toMatch(/Suggested raise|\$100K/)
  })

  it('works out dilution from a post-money, and again when the post-money changes', async () => {
    const [first, second] = await talk(["We're raising $2M at a $10M post-money. How much are we diluted?", 'and if the post-money were $8M instead?'])
    expect(first!.content).toMatch(/\b20%/)
    expect(second!.content).toMatch(/\b25%/)
  })

  it('works out the post-money from pre-money and raise, then what the investor owns', async () => {
    const [post, share] = await talk(['Pre-money is $6M and we raise $1.5M. What is the post-money valuation?', 'what share does the new investor own then?'])
    expect(post!.content).toMatch(/\$7\.5M/)
    expect(share!.content).toMatch(/\b20%/)
    expect(share!.content).not.toMatch(/\$100K/)
  })

  it('gives a result worked out from figures alone, not followed by the agent introducing itself', async () => {
    const [ask, cac] = await talk(['how do I work out our customer acquisition cost?', 'we spent 9000 dollars and got 45 customers'])
    expect(ask!.content).toMatch(/^Tell me your sales and marketing spend/)
    expect(cac!.content).toBe('**CAC:** $9K spent for 45 new customers is about $200 per customer.')
  })

  it('works out what SAFE investors own at a post-money cap, then at the cap the visitor changes', async () => {
    const [first, second] = await talk(["We're raising $500k on a post-money SAFE with a $5M cap. How much of the company will the SAFE investors own?", 'and with a $4M cap?'])
    expect(first!.content).toMatch(/^\*\*Dilution:\*\* \$500K on a post-money SAFE with a \$5M cap converts to 10% of the company/)
    expect(second!.content).toMatch(/with a \$4M cap converts to 12\.5% of the company/)
  })

  it('nets monthly revenue off the spend for the runway', async () => {
    const [reply] = await talk(['We have $1.2M in the bank, spend $150k a month and bring in $50k of revenue a month. How long is our runway?'])
    expect(reply!.content).toMatch(/net burn of \$100K a month .*about 12 months/)
  })

  it('works out the LTV from price, margin and lifetime, then weighs it against the CAC given next', async () => {
    const [ltv, healthy] = await talk(["Our customers pay $50 a month on average, gross margin is 80% and they stay about 20 months. What's our LTV?", 'and our CAC is $200. is that healthy?'])
    expect(ltv!.content).toMatch(/^\*\*LTV:\*\* .* about \$800 per customer\./)
    expect(ltv!.content).not.toMatch(/Suggested raise/)
    expect(healthy!.content).toMatch(/LTV to CAC ratio of 4:1, above the common benchmark of 3:1/)
  })

  it('works out ARR from seats, then leads with it', async () => {
    const [reply] = await talk(["We charge $30 per seat per month and our 40 customers have 10 seats each. What's our ARR?"])
    expect(reply!.content).toMatch(/^\*\*ARR:\*\* .* \$12K a month \(MRR\), or \$144K a year\./)
  })

  it('adds spend the visitor counts later to the CAC', async () => {
    const [, more] = await talk(['We spent $12,000 on ads last month and got 80 new customers. What is our CAC?', 'what if I also count $3,000 of sales salaries?'])
    expect(more!.content).toMatch(/\$15K \(\$12K \+ \$3K\) spent for 80 new customers is about \$187\.5 per customer/)
  })
})

describe('pricing', () => {
  it('answers how to price a B2B SaaS instead of the financial specialist introducing itself', async () => {
    const [reply] = await talk(['How should we price our B2B SaaS?'])
    expect(reply!.content).toMatch(/^Price on the value you deliver/)
  })
})
