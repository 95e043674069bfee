import { describe, expect, it } from 'vitest'
import { classifyMessage } from './classify'
import { selectAgent, SCORE } from './select'
import { AGENT_IDS } from './specialists'
import type { AgentId, HistoryItem, RoutingInput } from './types'

const HISTORY: HistoryItem[] = [
  { role: 'user', content: 'How much do you invest?' },
  { role: 'assistant', content: 'We invest $100K–$2M from pre-seed to Series A.' },
]

function route(message: string, lastAgentId: AgentId | null = null, history: HistoryItem[] = lastAgentId ? HISTORY : []) {
  const input: RoutingInput = { message, history, lastAgentId }
  return selectAgent(input, classifyMessage(input))
}

describe('message → agent', () => {
  it.each([
    // the conflicts literal keyword scoring gets wrong
    ['Do you lead rounds?', 'investment-specialist'], // under 50 characters
    ['Series A?', 'investment-specialist'],
    ["Where's the form?", 'meta3-primary'], // navigation, not a greeting
    ['where is the apply page', 'meta3-primary'], // navigation beats the investment topic word
    ['Tell me about Meta3', 'meta3-primary'], // an opener about the studio as a whole is not a greeting
    ['What is Meta3 Ventures and who is on the team?', 'meta3-primary'],
    ['What services do you offer?', 'meta3-primary'], // priority 10 still wins its own questions
    ['How can I contact your team?', 'meta3-primary'],
    ['help', 'meta3-primary'], // bare help: the front desk
    ['I need help', 'meta3-primary'],
    ['help, the site is broken', 'support-specialist'], // help with a problem: support
    ['URGENT!!', 'support-specialist'], // urgency words alone
    // the substring traps
    ['this is broken', 'support-specialist'], // 'hi' in 'this' is no greeting
    ['Hi this is Tom', 'general-conversation'],
    ['We ship weekly, how should we measure growth?', 'marketing'], // 'ip' in 'ship' is not legal
    ['ip protection for my ML model', 'meta3-legal'],
    ['I have some questions', 'general-conversation'], // 'som' in 'some' is not research
    ["What's the SOM for AI compliance tools?", 'meta3-research'],
    ['How do I maintain my account password?', 'support-specialist'], // 'ai' in 'maintain'
    ['We maintain a waitlist of 2,000 users — how do we convert them?', 'marketing'],
    // every agent
    ['hola', 'general-conversation'],
    ['Are you a real person?', 'general-conversation'],
    ['How much do you invest?', 'investment-specialist'],
    ['What are your investment criteria?', 'investment-specialist'],
    ['How do you value pre-revenue startups?', 'investment-specialist'],
    ['How do I build an MVP?', 'venture-launch-builder'],
    ['I have an idea for an app, where do I start?', 'venture-launch-builder'],
    ['How big is the fintech market?', 'meta3-research'],
    ['market trends in blockchain 2025', 'meta3-research'],
    ['Who are my competitors in fintech?', 'competitive-intelligence'],
    ['Do a SWOT analysis for my edtech startup', 'competitive-intelligence'],
    ["I can't log in", 'support-specialist'],
    ["What's the status of my application?", 'support-specialist'],
    ['How do I grow my user base?', 'marketing'],
    ['Should we do a Product Hunt launch?', 'marketing'], // 'launch' alone would say venture
    ['How much should I raise in my seed round?', 'financial'], // fundraising planning, not our money
    ["What's a healthy burn rate for a seed startup?", 'financial'],
    ["What's a SAFE note?", 'meta3-legal'],
    ['Where can I read your privacy policy?', 'meta3-legal'], // not the privacy agent
    ['Is this chat confidential?', 'meta3-legal'], // privacy is answered from the privacy policy
    ['I want to discuss my idea privately', 'meta3-legal'], // privacy outranks the idea
    ['Is my data safe?', 'meta3-legal'], // 'safe' is not a SAFE, but the answer is still the legal agent's
    ['We want to expand into Germany next year', 'meta3-local'],
    ['Do I need a permit to open a coffee shop in Denver?', 'meta3-local'],
    ['Is your office in Berlin?', 'meta3-primary'], // the studio's own place, not an expansion
    ['What is the market size of fintech in India?', 'meta3-research'], // a place does not make sizing local
    ['Hola from Madrid!', 'general-conversation'], // a place is not a topic
    ['What is the growth rate of the healthcare market?', 'meta3-research'], // 'growth' alone is not marketing
  ] as const)('%j → %s', (message, agent) => {
    expect(route(message).agentId).toBe(agent)
  })

  it.each([
    ['tell me more', 'investment-specialist'],
    ['how long does that take?', 'investment-specialist'],
    ['What about competitors?', 'competitive-intelligence'], // a follow-up that changes topic
  ] as const)('follow-up %j after the investment specialist → %s', (message, agent) => {
    expect(route(message, 'investment-specialist').agentId).toBe(agent)
  })

  it('falls back to meta3-primary when no agent can handle the message', () => {
    const selection = route('Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt')
    expect(selection.agentId).toBe('meta3-primary')
    expect(selection.scores.every((s) => !s.canHandle)).toBe(true)
    expect(selection.reason).toMatch(/default/)
  })
})

describe('score', () => {
  it('adds priority, +10 per specialty, +25 once when named and +20 per boost keyword', () => {
    const s = route('How should I think about valuation and runway?').scores.find((x) => x.agentId === 'financial')!
    expect(s).toMatchObject({ priority: 76, specialtyMatches: ['runway'], mentionBonus: 25, boostMatches: ['runway'], lastUsedBonus: 0 })
    expect(s.total).toBe(76 + SCORE.specialty + SCORE.mention + SCORE.boost)
  })

  it('lets the +15 for the last agent used decide a near tie', () => {
    const message = 'How should I think about valuation and runway?'
    const fresh = route(message)
    expect(fresh.agentId).toBe('financial')
    expect(fresh.scores.find((x) => x.agentId === 'investment-specialist')!.total).toBe(130) // 75 + 10 + 25 + 20
    expect(fresh.scores.find((x) => x.agentId === 'financial')!.total).toBe(131)
    const continued = route(message, 'investment-specialist')
    expect(continued.agentId).toBe('investment-specialist')
    expect(continued.scores.find((x) => x.agentId === 'investment-specialist')).toMatchObject({ lastUsedBonus: 15, total: 145 })
  })

  it('lets the +25 for naming an agent decide', () => {
    expect(route('vesting and dilution').agentId).toBe('meta3-legal') // 97 against 96
    const named = route('vesting and dilution, financial analyst please')
    expect(named.agentId).toBe('financial')
    expect(named.scores.find((x) => x.agentId === 'financial')).toMatchObject({ mentionBonus: 25, total: 76 + 25 + 20 })
  })

  it('breaks an exact tie by the agents order, specialists first', () => {
    const selection = route("I'm stuck on my roadmap")
    const totals = selection.scores.filter((s) => s.canHandle).map((s) => [s.agentId, s.total])
    expect(totals).toEqual([
      ['venture-launch-builder', 85],
      ['support-specialist', 85],
    ])
    expect(selection.agentId).toBe('venture-launch-builder')
  })

  it('breaks a tie in favour of the last agent used', () => {
    expect(route("I'm stuck on my roadmap", 'support-specialist').agentId).toBe('support-specialist')
  })

  it('returns a breakdown for every agent and a one-line reason naming the winner', () => {
    const selection = route('How much do you invest?')
    expect(selection.scores.map((s) => s.agentId)).toEqual([...AGENT_IDS])
    expect(selection.reason).toMatch(/^investment-specialist scored \d+ = priority 75/)
    expect(selection.reason).not.toContain('\n')
  })

  it('gives the same answer for the same input', () => {
    expect(route('Who are my competitors?')).toEqual(route('Who are my competitors?'))
  })
})
