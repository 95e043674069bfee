import { describe, expect, it, vi } from 'vitest'
import { siteConfig } from '@/lib/site'
import { DEVELOPMENT_CONVERSATIONS, EVERY_ANSWER } from '@/tests/fixtures/conversations/development'
import { modelReply, noModel, noModelDeps } from '@/tests/support/chat'
import { playConversation, talk as talkThrough } from '@/tests/support/play-conversations'
import { CLOSING_NOTES, MORE_DETAILS, RESPONSE_CAPS } from './caps'
import type { OrchestratorDeps } from './orchestrator'
import { TEAM_FORM_ACTION } from './talk-to-team-texts'

vi.mock('server-only', () => ({}))

/**
 * Conversations through the real orchestrator, turn by turn with the session's history, no model configured: the
 * answers stay true to what the visitor said before.
 */
const deps = noModelDeps()

const talk = (messages: readonly string[], with_: OrchestratorDeps = deps) => talkThrough(messages, with_)

describe('a follow-up uses the previous turn', () => {
  it('runs the runway again with the cut burn, then answers "then" with the same figures', async () => {
    const [first, cut, then] = await talk(['$600k in the bank, burn $50k', 'and what if we cut the burn to $40k?', 'how long would the runway be then?'])
    expect(first!.content).toMatch(/\b12 months\b/)
    expect(cut!.content).toMatch(/\$600K .*\$40K .*\b15 months\b/)
    expect(then!.content).toMatch(/\$600K .*\$40K .*\b15 months\b/)
    for (const reply of [cut!, then!]) expect(reply.content).not.toMatch(/\$75K|\b8 months\b|for example/)
  })

  it('asks for the figures when the visitor gave none, rather than answering with an example', async () => {
    const [reply] = await talk(['how long would our runway be?'])
    expect(reply!.content).toMatch(/tell me your cash in the bank and net monthly burn/i)
    expect(reply!.content).not.toMatch(/\$\d/)
  })

  it('works out dilution from figures given a turn earlier', async () => {
    const [, reply] = await talk(['We are raising $2M at an $8M pre-money valuation', 'how much dilution is that?'])
    expect(reply!.content).toMatch(/\b20%/)
  })
})

describe('a request for a person is its own intent', () => {
  const site = siteConfig()
  it.each(['I want to talk to a human please', 'I need a human', 'can I speak to someone', 'real person?'])('%j, mid-conversation, gets the team form, e-mail and phone, uncut', async (message) => {
    const [, reply] = await talk(['We burn 80k a month and have 600k in the bank', message])
    expect(reply!.quickActions[0]?.value).toBe(TEAM_FORM_ACTION)
    expect(reply!.content).toContain(site.email)
    expect(reply!.content).toContain(site.phone)
    expect(reply!.content).not.toContain(MORE_DETAILS)
  })

  it('is answered without asking a configured model', async () => {
    const generate = vi.fn<OrchestratorDeps['generate']>(noModel)
    const [reply] = await talk(['I need a human'], { ...deps, generate })
    expect(generate).not.toHaveBeenCalled()
    expect(reply!.quickActions[0]?.value).toBe(TEAM_FORM_ACTION)
  })
})

describe('legal and local questions are answered from knowledge', () => {
  it('a SAFE question speaks of the SAFE, its cap and discount, and when to get counsel', async () => {
    const [reply] = await talk(['We are raising on a SAFE with a cap and no discount. Can I sign it without a lawyer?'])
    expect(reply!.content).toMatch(/\bSAFE\b/)
    expect(reply!.content).toMatch(/valuation cap/)
    expect(reply!.content).toMatch(/discount/)
    expect(reply!.content).toMatch(/without their own lawyer|Get counsel/)
  })

  it('compares the post-money and pre-money SAFE for the founder within a short answer, then says when to get counsel', async () => {
    const [, compare, counsel] = await talk(['what is a SAFE?', 'post-money or pre-money SAFE, which is better for me?', 'do I need a lawyer to sign one?'])
    expect(compare!.content).toMatch(/post-money SAFE, the standard since 2018/)
    expect(compare!.content).toMatch(/pre-money SAFE at the same cap dilutes you less/)
    expect(compare!.content).not.toContain(MORE_DETAILS)
    const body = CLOSING_NOTES.reduce((text, note) => text.replace(note, '').trim(), compare!.content)
    expect(body.length).toBeLessThanOrEqual(RESPONSE_CAPS.simple_question.chars)
    expect(counsel!.content).toMatch(/get counsel before you sign a pre-money or edited SAFE/)
  })

  it('answers "can I sign it without a lawyer?" about a SAFE with when to get counsel, within a long answer\'s cap', async () => {
    const [reply] = await talk(['We were offered a SAFE with a $5M cap and no discount. Is that normal? Can I sign it without a lawyer?'])
    expect(reply!.content).toMatch(/A cap with no discount is the most common SAFE/)
    expect(reply!.content).toMatch(/Get counsel when the investor edits the text/)
    expect(reply!.content).not.toContain(MORE_DETAILS)
  })

  it('answers which valuation a term sheet quotes, without asking for the visitor’s figures', async () => {
    const [reply] = await talk(['is a pre-money or post-money valuation quoted in term sheets?'])
    expect(reply!.content).toMatch(/term sheet usually quotes the \*\*pre-money\*\* valuation/)
    expect(reply!.content).toMatch(/post-money is pre-money plus the new money/)
    expect(reply!.content).not.toMatch(/Tell me your/)
  })

  it('"Do I need a GmbH to sell in Germany?" speaks to selling from abroad, the entity, VAT and a local adviser', async () => {
    const [reply] = await talk(['Do I need a GmbH to sell in Germany?'])
    expect(reply!.content).toMatch(/from abroad/)
    expect(reply!.content).toMatch(/GmbH, UG or branch/)
    expect(reply!.content).toMatch(/VAT/)
    expect(reply!.content).toMatch(/hire there|permanent establishment/)
    expect(reply!.content).toMatch(/local accountant or lawyer/)
  })

  it('compares a SAFE with a convertible note, then says which is more common at pre-seed', async () => {
    const [difference, common] = await talk(["What's the difference between a SAFE and a convertible note?", 'which one is more common at pre-seed?'])
    expect(difference!.content).toMatch(/^A convertible note is a loan/)
    expect(common!.content).toMatch(/^At pre-seed in the US the SAFE is now the more common of the two/)
  })

  it('answers how long a Delaware flip takes after the Delaware answer', async () => {
    const [, flip] = await talk(['Do we need to be a Delaware C-corp to raise from US VCs?', 'how long does a flip take?'])
    expect(flip!.content).toMatch(/^How long a flip takes varies: .*a day or two.*several weeks to a few months/)
  })

  it('continues a country question with the next country named alone', async () => {
    const [, uk, france] = await talk(['Do I need a GmbH to sell in Germany?', 'and in the UK?', 'what about France?'])
    expect(uk!.content).toMatch(/Companies House/)
    expect(france!.content).toMatch(/\bSAS\b/)
  })

  it.each([
    ['What does an MFN clause in a SAFE mean?', /\bMFN\b/],
    ['what are pro-rata rights?', /pro-rata right/i],
    ['How big should our option pool be before the seed?', /option pool/i],
    ['We want to expand to Brazil, do we need a local company?', /Ltda/],
    ['Should we set up a Pte Ltd in Singapore to sell in Asia?', /ACRA/],
    ['Thinking of a free zone company in Dubai to sell in the region', /free-zone/],
  ])('%j is answered for what it asks', async (message, expected) => {
    const [reply] = await talk([message])
    expect(reply!.content).toMatch(expected)
  })
})

describe('"more details" only on a reply cut at its cap', () => {
  it.each([['hi'], ['hello', 'blorp zing wibble'], ['???'], ['lorem ipsum dolor sit amet'], ['I need a human']])('%j is answered whole', async (...messages) => {
    const replies = await talk(messages)
    for (const reply of replies) expect(reply.content).not.toContain(MORE_DETAILS)
  })

  it('fits a prepared answer to its cap by whole sentences, without inviting more', async () => {
    const [reply] = await talk(['How do I build a financial model?'])
    expect(reply!.content).not.toContain(MORE_DETAILS)
    const body = CLOSING_NOTES.reduce((text, note) => text.replace(note, '').trim(), reply!.content)
    expect(body.length).toBeLessThanOrEqual(RESPONSE_CAPS[reply!.metadata.messageType].chars)
    expect(body).toMatch(/[.!?*)]$/)
  })

  it("offers more details after a model's reply that was cut, whose kept part is within the cap", async () => {
    const long = Array.from({ length: 12 }, (_, i) => `Point ${i + 1} of a model's long answer about financial models.`).join(' ')
    const generate = vi.fn<OrchestratorDeps['generate']>(async () => modelReply(long))
    const [reply] = await talk(['How do I build a financial model?'], { ...deps, generate })
    expect(generate).toHaveBeenCalled()
    expect(reply!.content.endsWith(MORE_DETAILS)).toBe(true)
    const kept = reply!.content.slice(0, -MORE_DETAILS.length).trim()
    expect(kept.length).toBeLessThanOrEqual(RESPONSE_CAPS[reply!.metadata.messageType].chars)
  })
})

describe('the development conversations', () => {
  it.each(DEVELOPMENT_CONVERSATIONS.map((c) => [c.name, c] as const))('%s keeps every rule', async (_name, conversation) => {
    const result = await playConversation(conversation, EVERY_ANSWER, deps)
    expect(result.failures).toEqual([])
  })

  it('reports a broken rule with its turn, reason and the answer', async () => {
    const conversation = { name: 'x', turns: [{ visitor: 'hi', rules: [{ why: 'never greets', mustNotMatch: /hello/i }] }] }
    const result = await playConversation(conversation, [], deps)
    expect(result.failures).toEqual([{ turn: 1, visitor: 'hi', why: 'never greets', excerpt: expect.stringMatching(/Hello!/) }])
  })
})

describe('follow-ups continue a prepared answer’s subject', () => {
  it('answers how long a GmbH takes to register and whether it needs a bank account', async () => {
    const [, time, bank] = await talk(['Do I need a GmbH to sell in Germany?', 'how long does registering one take?', 'and do I need a German bank account for it?'])
    expect(time!.content).toMatch(/weeks/)
    expect(time!.content).toMatch(/Handelsregister/)
    expect(bank!.content).toMatch(/bank account/)
  })

  it('answers "what about taxes there?" after the Brazil answer with whole sentences about the taxes', async () => {
    const [, taxes] = await talk(['We want to sell our SaaS in Brazil, do we need a local company?', 'what about taxes there?'])
    expect(taxes!.content).toMatch(/^Brazilian taxes are layered/)
  })

  it('answers "should I get a lawyer for that?" after the IP answer with what the lawyer is for', async () => {
    const [, counsel] = await talk(['Do I own the code my freelancer wrote?', 'should I get a lawyer for that?'])
    expect(counsel!.content).toMatch(/^Get a lawyer to draft the assignment/)
  })

  it('answers "what about VAT?" after the UK answer with the UK VAT rule', async () => {
    const [, vat] = await talk(['Should we set up a subsidiary in the UK or sell from the US?', 'what about VAT?'])
    expect(vat!.content).toMatch(/^Register for UK VAT/)
  })
})

describe('a follow-up about the studio or a market stays on it', () => {
  it('answers "how long does it take in total?" after the process with its length, not a request for runway figures', async () => {
    const [, total] = await talk(['how does your investment process work?', 'and how long does it take in total?'])
    expect(total!.content).toMatch(/^From application to funds in the bank takes about \*\*9–12 weeks\*\*/)
    expect(total!.content).not.toMatch(/cash in the bank and net monthly burn/)
    expect(total!.content).not.toMatch(/\n\d+\.\s*$/)
  })

  it('answers "and how fast is it growing?" with the growth of the market asked about a turn earlier', async () => {
    const [size, growth] = await talk(['How big is the market for AI in logistics?', 'and how fast is it growing?'])
    const line = /\*\*AI\*\* market: about \$\d+B, growing \d+% a year\./
    expect(size!.content).toMatch(line)
    expect(growth!.content).toMatch(line)
  })
})

describe('marketing questions get an answer, not the specialist introducing itself', () => {
  it('answers how to get the first 100 users, then how to market with basically no budget', async () => {
    const [first, budget] = await talk(['How do we get our first 100 users?', 'we have basically no budget'])
    expect(first!.content).toMatch(/^Reach your first users yourself.*network.*communities.*direct messages/)
    expect(budget!.content).toMatch(/^With no budget, spend time instead of money: founder-led outreach/)
    for (const reply of [first!, budget!]) expect(reply.content).not.toMatch(/I help founders plan growth/)
  })

  it('keeps the introduction for a budget question that is not about having none', async () => {
    const [reply] = await talk(['what marketing budget should a seed startup have?'])
    expect(reply!.content).not.toMatch(/With no budget/)
  })
})

describe('applying', () => {
  it('answers "what do you need from us?" after "how do I apply?" with what the application asks for', async () => {
    const [, needs] = await talk(['how do I apply?', 'what do you need from us?'])
    expect(needs!.content).toMatch(/^We need the essentials: .*founders.*pitch.*traction/)
    expect(needs!.content).not.toContain(MORE_DETAILS)
  })

  it('answers "when will we hear back?" with the review\'s reply time, not the introduction', async () => {
    const [, , hearing] = await talk(['how do I apply?', 'what do you need from us?', 'when will we hear back?'])
    expect(hearing!.content).toMatch(/^A partner reads every application and replies within 2 weeks/)
    const [alone] = await talk(['applied 3 weeks ago and heard nothing, is that normal?'])
    expect(alone!.content).toMatch(/replies within 2 weeks/)
  })
})

describe('answers written to fit', () => {
  it('asks keyboard mash to rephrase instead of greeting it, never cut', async () => {
    const [reply] = await talk(['asdf qwerty'])
    expect(reply!.content).toMatch(/didn't understand.*rephrase\?/)
    expect(reply!.content).not.toContain(MORE_DETAILS)
  })

  it('answers a failing deck upload with the file rules, then the size limit', async () => {
    const [upload, size] = await talk(["I can't upload my deck", "it's a 25 MB pdf"])
    expect(upload!.content).toMatch(/PDF of at most 15 MB/)
    expect(size!.content).toMatch(/Compress/)
    // Cut to its cap, the answer ends on a whole statement, not on the lead-in question of the part cut away.
    expect(size!.content).not.toMatch(/\?\s*$/)
  })
})
