import { describe, expect, it } from 'vitest'
import { AGENT_IDS } from '@/lib/agents/specialists'
import type { AgentId, MessageContext } from '@/lib/agents/types'
import { COMING_SOON, allCannedAnswers, cannedAnswer, emergencyAnswer, greetingAnswer } from './index'

const context = (over: Partial<MessageContext>): MessageContext => ({
  messageType: 'simple_question',
  conversationLength: 2,
  previousTopics: [],
  userIntent: 'information',
  responseComplexity: 'brief',
  ...over,
})

/** The topics each agent must cover, besides its default. */
const REQUIRED_TOPICS: Record<AgentId, string[]> = {
  'investment-specialist': ['investment-criteria', 'investment-process', 'investment-valuation', 'investment-portfolio', 'investment-due-diligence', 'investment-check-size'],
  'venture-launch-builder': ['venture-business-plan', 'venture-mvp', 'venture-market-validation'],
  'competitive-intelligence': ['competitive-analysis', 'competitive-swot', 'competitive-positioning'],
  'meta3-research': ['research-market-sizing', 'research-competitive-landscape', 'research-trends', 'research-industry'],
  'support-specialist': ['support-general', 'support-account', 'support-bug-report', 'support-urgent'],
  marketing: ['marketing-growth', 'marketing-acquisition', 'marketing-brand', 'marketing-content', 'marketing-campaigns'],
  financial: ['financial-modelling', 'financial-unit-economics', 'financial-fundraising', 'financial-cash-flow', 'financial-runway'],
  'meta3-legal': ['legal-incorporation', 'legal-patent', 'legal-trademark', 'legal-copyright', 'legal-term-sheet', 'legal-privacy'],
  'meta3-local': ['local-market-entry', 'local-entity', 'local-permits', 'local-programmes', 'local-hiring', 'local-location', 'local-culture'],
  'general-conversation': ['general-greeting', 'general-thanks', 'general-small-talk', 'general-capabilities'],
  'meta3-primary': ['primary-about', 'primary-focus', 'primary-team', 'primary-navigation', 'primary-forms', 'primary-contact', 'primary-apply'],
}

const DEFAULT_ID: Record<AgentId, string> = {
  'investment-specialist': 'investment-default',
  'venture-launch-builder': 'venture-default',
  'competitive-intelligence': 'competitive-default',
  'meta3-research': 'research-default',
  'support-specialist': 'support-default',
  marketing: 'marketing-default',
  financial: 'financial-default',
  'meta3-legal': 'legal-default',
  'meta3-local': 'local-default',
  'general-conversation': 'general-default',
  'meta3-primary': 'primary-default',
}

describe('catalogue', () => {
  it.each(AGENT_IDS)('%s has every required topic and a default', (agentId) => {
    const ids = allCannedAnswers()
      .filter((a) => a.agentId === agentId)
      .map((a) => a.answer.id)
    expect(ids).toEqual(expect.arrayContaining([...REQUIRED_TOPICS[agentId], DEFAULT_ID[agentId]]))
  })

  // Two agents may give the same answer (pricing from marketing or financial): then it is one answer, the same text.
  it('gives every answer a unique id, shared only by the same answer given by two agents', () => {
    const byId = new Map<string, Set<string>>()
    for (const { answer } of allCannedAnswers().filter((a) => a.answer.id !== 'general-greeting'))
      byId.set(answer.id, (byId.get(answer.id) ?? new Set()).add(answer.content))
    expect([...byId].filter(([, contents]) => contents.size > 1).map(([id]) => id)).toEqual([])
    expect(allCannedAnswers().filter((a) => a.answer.id === 'financial-pricing').map((a) => a.agentId).sort()).toEqual(['financial', 'marketing'])
  })

  it.each(AGENT_IDS)('%s answers a message that matches nothing with its default', (agentId) => {
    expect(cannedAnswer(agentId, 'zzz qqq').id).toBe(DEFAULT_ID[agentId])
  })
})

// message → answer, within the agent routing chose. Traps: keywords must match whole words only.
const ROWS: [AgentId, string, string][] = [
  ['investment-specialist', 'How much do you invest?', 'investment-check-size'],
  ['investment-specialist', 'What do you invest in?', 'investment-criteria'],
  ['investment-specialist', 'do you lead rounds at series a?', 'investment-check-size'],
  ['investment-specialist', 'What is your funding process and how long does it take?', 'investment-process'],
  ['investment-specialist', 'How do you set the valuation, pre-money or post-money?', 'investment-valuation'],
  ['investment-specialist', 'Which companies are in your portfolio?', 'investment-portfolio'],
  ['investment-specialist', 'How does due diligence work?', 'investment-due-diligence'],
  ['investment-specialist', 'Our seedling idea needs capitalization advice', 'investment-default'], // seed ⊄ seedling
  ['venture-launch-builder', 'Help me write a business plan', 'venture-business-plan'],
  ['venture-launch-builder', 'How should I scope my MVP?', 'venture-mvp'],
  ['venture-launch-builder', 'How do I validate demand before building?', 'venture-market-validation'],
  ['venture-launch-builder', 'I am planning things', 'venture-default'], // plan ⊄ planning
  ['competitive-intelligence', 'Who are my main competitors?', 'competitive-analysis'],
  ['competitive-intelligence', 'Can you do a SWOT for my startup', 'competitive-swot'],
  ['competitive-intelligence', "What's our moat and how do we differentiate?", 'competitive-positioning'],
  ['meta3-research', 'What is the TAM for my product?', 'research-market-sizing'],
  ['meta3-research', 'I have some questions', 'research-default'], // som ⊄ some
  ['meta3-research', 'Map the competitive landscape for legal AI', 'research-competitive-landscape'],
  ['meta3-research', 'What are the trends for 2026?', 'research-trends'],
  ['meta3-research', 'How big is the fintech industry?', 'research-industry'],
  ['support-specialist', "I can't log in to my account", 'support-account'],
  ['support-specialist', 'Found a bug: the page crashed', 'support-bug-report'],
  ['support-specialist', 'URGENT: need to speak to someone right now', 'support-urgent'],
  ['support-specialist', 'What is the status of my application?', 'support-application-status'],
  ['support-specialist', 'Do you have an API?', 'support-api'],
  ['support-specialist', 'I need help with a problem', 'support-general'],
  ['support-specialist', 'the apiary is lovely', 'support-default'], // api ⊄ apiary
  ['marketing', 'How do we grow faster?', 'marketing-growth'],
  ['marketing', 'Best channels for customer acquisition?', 'marketing-acquisition'],
  ['marketing', 'We need a new logo and branding', 'marketing-brand'],
  ['marketing', 'What should our content marketing look like?', 'marketing-content'],
  ['marketing', 'Planning a launch campaign', 'marketing-campaigns'],
  ['financial', 'Our burn rate is high, how much runway do we have?', 'financial-runway'],
  ['financial', 'Can you review my financial model?', 'financial-modelling'],
  ['financial', 'What LTV to CAC should we aim for?', 'financial-unit-economics'],
  ['financial', 'How much should we raise in our seed round?', 'financial-fundraising'],
  ['financial', 'How do I manage cash flow?', 'financial-cash-flow'],
  ['meta3-legal', 'How much does a patent cost?', 'legal-patent'],
  ['meta3-legal', 'Should I register a trademark?', 'legal-trademark'],
  ['meta3-legal', 'Who owns the copyright on our code?', 'legal-copyright'],
  ['meta3-legal', 'How do I protect my IP?', 'legal-ip'],
  ['meta3-legal', 'We ship every week', 'legal-default'], // ip ⊄ ship
  ['meta3-legal', 'Should we incorporate in Delaware?', 'legal-incorporation'],
  ['meta3-legal', 'What is a liquidation preference in a term sheet?', 'legal-term-sheet'],
  ['meta3-legal', 'What happens to my data?', 'legal-privacy'],
  ['meta3-primary', 'Can we run models on-premise?', 'primary-own-models'],
  ['meta3-local', 'We want to expand into Spain', 'local-market-entry'],
  ['meta3-local', 'Do we need a subsidiary to sell in Canada?', 'local-entity'],
  ['meta3-local', 'What permits does a cafe need?', 'local-permits'],
  ['meta3-local', 'Are there government grants for startups in Ireland?', 'local-programmes'],
  ['meta3-local', 'Can an employer of record hire for us in Brazil?', 'local-brazil'],
  ['meta3-local', 'Which city should we choose for our office?', 'local-location'],
  ['meta3-local', 'How does business culture differ in Korea?', 'local-culture'],
  ['meta3-local', 'Tell me about Lisbon', 'local-default'],
  ['general-conversation', 'Thanks a lot!', 'general-thanks'],
  ['general-conversation', 'What can you do?', 'general-capabilities'],
  ['general-conversation', 'how are you?', 'general-small-talk'],
  ['general-conversation', 'hey there', 'general-greeting'],
  ['general-conversation', 'this is odd', 'general-default'], // hi ⊄ this
  ['general-conversation', 'bye!', 'general-goodbye'],
  ['meta3-primary', 'Who is on your team?', 'primary-team'],
  ['meta3-primary', 'What does the studio focus on?', 'primary-focus'],
  ['meta3-primary', 'Where can I find the blog page?', 'primary-navigation'],
  ['meta3-primary', "Where's the form?", 'primary-forms'],
  ['meta3-primary', 'Which form should I fill in as an investor?', 'primary-forms'],
  ['meta3-primary', 'How can I contact you by email?', 'primary-contact'],
  ['meta3-primary', 'How do I apply?', 'primary-apply'],
  ['meta3-primary', 'I want to maintain contact', 'primary-contact'], // ai ⊄ maintain: focus must not win
  ['meta3-primary', 'Tell me about the firm', 'primary-about'],
  ['meta3-primary', 'How much do you invest?', 'primary-focus'], // routed here anyway: still quotes the check size
  ['meta3-primary', 'How do I apply for funding?', 'primary-apply'],
  ['meta3-primary', 'We would like a partnership', 'primary-partners'],
]

describe('choosing an answer', () => {
  it.each(ROWS)('%s: %j → %s', (agentId, message, expected) => {
    expect(cannedAnswer(agentId, message).id).toBe(expected)
  })

  it('prefers the topic with more matched keywords over an earlier one', () => {
    // criteria lists 'invest in'; check size lists 'how much' and 'invest' and comes later
    expect(cannedAnswer('investment-specialist', 'How much do you invest in a company?').id).toBe('investment-check-size')
  })

  it('breaks a tie in list order', () => {
    // 'invest in' (criteria) vs 'invest' (check size): one keyword each, criteria is listed first
    expect(cannedAnswer('investment-specialist', 'Do you invest in hardware?').id).toBe('investment-criteria')
  })

  it('continues the most recent earlier topic on a follow-up that names none', () => {
    const followUp = context({ messageType: 'follow_up', previousTopics: ['valuation', 'due diligence'] })
    expect(cannedAnswer('investment-specialist', 'tell me more', followUp).id).toBe('investment-due-diligence')
  })

  it('does not reuse earlier topics for a message that is not a follow-up', () => {
    const question = context({ messageType: 'simple_question', previousTopics: ['valuation'] })
    expect(cannedAnswer('investment-specialist', 'tell me more', question).id).toBe('investment-default')
  })

  it('answers a greeting to the general agent in the visitor’s language', () => {
    expect(cannedAnswer('general-conversation', 'hola, ¿qué tal?').content).toMatch(/^¡Hola!/)
  })

  it('greets when the general agent gets an unmatched opening classified as a greeting', () => {
    expect(cannedAnswer('general-conversation', 'sveiki', context({ messageType: 'greeting' })).id).toBe('general-greeting')
  })

  it('returns a copy the caller may trim without changing later answers', () => {
    const first = cannedAnswer('investment-specialist', 'How much do you invest?')
    first.attachments.length = 0
    first.quickActions.length = 0
    const again = cannedAnswer('investment-specialist', 'How much do you invest?')
    expect(again.attachments.length).toBeGreaterThan(0)
    expect(again.quickActions.length).toBeGreaterThan(0)
  })
})

describe('greetingAnswer', () => {
  it.each([
    ['hola', '¡Hola!'],
    ['Buenos días', '¡Hola!'],
    ['bonjour', 'Bonjour !'],
    ['Hallo zusammen', 'Hallo!'],
    ['ciao', 'Ciao!'],
    ['olá', 'Olá!'],
    ['こんにちは', 'こんにちは!'],
    ['Good morning!', 'Good morning!'],
    ['hi', 'Hello!'],
    ['cholas', 'Hello!'], // hola ⊄ cholas
  ])('%j opens with %j', (message, salutation) => {
    expect(greetingAnswer(message).content.startsWith(`${salutation} `)).toBe(true)
  })

  it('stays under the greeting cap with two next steps', () => {
    const greeting = greetingAnswer('Buenas tardes')
    expect(greeting.content.length).toBeLessThanOrEqual(150)
    expect(greeting.quickActions).toHaveLength(2)
  })
})

describe('emergencyAnswer', () => {
  it.each(AGENT_IDS)('%s apologises in at most two sentences and links to contact', (agentId) => {
    const emergency = emergencyAnswer(agentId)
    expect(emergency.content.split(/(?<=[.!?])\s+/)).toHaveLength(2)
    expect(emergency.content).toContain('(/contact)')
    expect(emergency.attachments.map((a) => a.url)).toContain('/contact')
  })
})

describe('COMING_SOON', () => {
  it('says agentic AI workflows are coming and offers the five navigation options', () => {
    expect(COMING_SOON.content).toContain('Agentic AI workflows are coming')
    expect(COMING_SOON.quickActions).toEqual([
      { label: 'Apply', value: '/apply' },
      { label: 'Services', value: '/services' },
      { label: 'Portfolio', value: '/portfolio' },
      { label: 'Contact', value: '/contact' },
      { label: 'Resources', value: '/resources' },
    ])
  })
})
