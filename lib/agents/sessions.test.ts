import { describe, expect, it } from 'vitest'
import {
  isActive,
  newSessionContext,
  nextConversationStage,
  nextProfileStage,
  recentHistory,
  recordExchange,
  SESSION_LIMITS,
  titleFrom,
} from './sessions'
import type { AgentId, ChatSession, ConversationStage, ProfileStage, StoredMessage } from './types'

const START = new Date('2026-06-01T12:00:00.000Z')

function session(overrides: Partial<ChatSession> = {}): ChatSession {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: 'anonymous',
    agentId: null,
    title: '',
    messages: [],
    context: newSessionContext(),
    startTime: START,
    lastActivity: START,
    status: 'active',
    tags: [],
    ...overrides,
  }
}

let n = 0
function exchange(text: string, opts: { reply?: string; topics?: string[]; company?: string | null; agentId?: AgentId; at?: string } = {}) {
  n += 1
  const at = opts.at ?? new Date(START.getTime() + n * 1000).toISOString()
  const user: StoredMessage = { id: `u${n}`, role: 'user', content: text, timestamp: at }
  const reply: StoredMessage = { id: `a${n}`, role: 'assistant', content: opts.reply ?? 'Happy to help.', timestamp: at, agentId: opts.agentId ?? 'meta3-primary' }
  return { user, reply, topics: opts.topics ?? [], company: opts.company }
}

/** Plays a conversation through recordExchange. */
function play(...texts: (string | Parameters<typeof exchange>)[]): ChatSession {
  return texts.reduce<ChatSession>((s, t) => recordExchange(s, typeof t === 'string' ? exchange(t) : exchange(...t)), session())
}

describe('conversation stage', () => {
  it.each<[ConversationStage, string, boolean, ConversationStage]>([
    ['greeting', 'Hello there', false, 'greeting'],
    ['greeting', 'How much do you invest per company?', false, 'specialized'],
    ['greeting', 'We are raising a seed round', false, 'specialized'],
    ['greeting', 'How do I apply?', false, 'action'],
    ['greeting', 'Can I contact the team?', false, 'action'],
    ['greeting', 'How do I apply for funding?', false, 'action'],
    ['greeting', 'What does the studio build?', true, 'information'],
    ['specialized', 'thanks!', false, 'specialized'],
    ['action', 'ok great', false, 'action'],
    ['specialized', 'Tell me about your team', true, 'information'],
    ['action', 'What is your valuation approach?', false, 'specialized'],
    ['information', 'I would like to get in touch', false, 'action'],
    ['greeting', 'This is fundamental research on maintenance', false, 'greeting'],
    ['greeting', 'Is the application process long?', false, 'action'],
  ])('%s + %j (topic covered: %s) → %s', (from, text, coversTopic, to) => {
    expect(nextConversationStage(from, text, coversTopic)).toBe(to)
  })
})

describe('profile stage', () => {
  it.each<[ProfileStage, string, ProfileStage]>([
    ['unknown', 'Hi, who are you?', 'unknown'],
    ['unknown', 'Do you provide funding?', 'evaluation'],
    ['unknown', 'Are you an investor in fintech?', 'evaluation'],
    ['unknown', 'Could we partner on a pilot?', 'partnership'],
    ['unknown', 'I want to apply', 'partnership'],
    ['evaluation', 'Can we apply for investment?', 'partnership'],
    ['evaluation', 'What pages do you have?', 'evaluation'],
    ['partnership', 'What is your typical investment?', 'partnership'],
    ['unknown', 'Our fundamentals are strong', 'unknown'],
  ])('%s + %j → %s', (from, text, to) => {
    expect(nextProfileStage(from, text)).toBe(to)
  })
})

describe('recordExchange', () => {
  it('appends the visitor message and the reply, and remembers the agent', () => {
    const s = play(['Hi', { agentId: 'general-conversation' }])
    expect(s.messages.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(s.agentId).toBe('general-conversation')
    expect(s.context.state.lastAgentUsed).toBe('general-conversation')
  })

  it('titles the session from the first visitor message only', () => {
    const s = play('  What   do you\ninvest in?  ', 'Something else entirely')
    expect(s.title).toBe('What do you invest in?')
  })

  it.each([
    ['short', 'Hello', 'Hello'],
    ['exactly 60', 'a'.repeat(60), 'a'.repeat(60)],
    ['long, cut at a word', 'We are building an agentic AI platform for clinical trial recruitment in Europe', 'We are building an agentic AI platform for clinical trial…'],
    ['one long word', 'x'.repeat(80), `${'x'.repeat(59)}…`],
  ])('title: %s', (_name, text, title) => {
    expect(titleFrom(text)).toBe(title)
    expect(titleFrom(text).length).toBeLessThanOrEqual(60)
  })

  it('dedupes topics, keeps the most recent last, and caps key topics at 10', () => {
    const topics = Array.from({ length: 12 }, (_, i) => `topic-${i}`)
    let s = session()
    for (const t of topics) s = recordExchange(s, exchange('a question', { topics: [t] }))
    s = recordExchange(s, exchange('again', { topics: [' Topic-3 ', 'topic-3'] }))
    expect(s.context.state.topicsCovered).toHaveLength(12)
    expect(s.context.state.topicsCovered.filter((t) => t === 'topic-3')).toHaveLength(1)
    expect(s.context.keyTopics).toHaveLength(SESSION_LIMITS.keyTopics)
    expect(s.context.keyTopics.at(-1)).toBe('topic-3')
    expect(s.context.keyTopics).not.toContain('topic-0')
  })

  it('moves the stage through greeting → specialized → action → information', () => {
    const stages = [
      play('Hello'),
      play('Hello', 'How much funding do you provide for AI startups?'),
      play('Hello', 'How much funding do you provide?', 'How do I apply?'),
      play('Hello', 'How much funding do you provide?', 'How do I apply?', ['Who is on the team?', { topics: ['team'] }]),
    ].map((s) => s.context.state.conversationStage)
    expect(stages).toEqual(['greeting', 'specialized', 'action', 'information'])
  })

  it.each([
    [300, 'brief'],
    [301, 'detailed'],
  ])('a %i-character reply makes the style %s', (length, style) => {
    expect(play(['Tell me more', { reply: 'x'.repeat(length) }]).context.state.preferredResponseStyle).toBe(style)
  })

  it('keeps the detailed style after a short reply', () => {
    const s = play(['Tell me more', { reply: 'x'.repeat(400) }], ['ok', { reply: 'Sure.' }])
    expect(s.context.state.preferredResponseStyle).toBe('detailed')
  })

  it('counts a visitor text seen before as a repeated query, ignoring case and punctuation', () => {
    const s = play('How do I apply?', 'how do i apply', 'What do you invest in?', 'HOW DO I APPLY!!')
    expect(s.context.state.repeatedQueries).toBe(2)
  })

  it('does not count an assistant text the visitor echoes as a repeat', () => {
    expect(play(['Hi', { reply: 'Happy to help.' }], 'Happy to help.').context.state.repeatedQueries).toBe(0)
  })

  it('keeps the stated company until another is stated', () => {
    expect(play(['We are Acme Bio', { company: '  Acme   Bio ' }], ['Next question', { company: null }]).context.userProfile.company).toBe('Acme Bio')
    expect(play(['We are Acme', { company: 'Acme' }], ['Now we are Beta', { company: 'Beta' }]).context.userProfile.company).toBe('Beta')
  })

  it('regenerates the summary each time the message count passes a multiple of 5', () => {
    const s2 = play('one', 'two')
    expect(s2.context.conversationSummary).toBe('')
    const s3 = play(['We are Acme, a seed stage fintech', { company: 'Acme', topics: ['fintech'] }], 'How much funding?', 'thanks')
    expect(s3.context.conversationSummary).toBe(
      'Topics: fintech. Company: Acme. Startup stage: seed. Interest: evaluation. Opened with: "We are Acme, a seed stage fintech". 3 visitor messages.',
    )
    const s4 = recordExchange(s3, exchange('and the process?', { topics: ['process'] }))
    expect(s4.context.conversationSummary).toBe(s3.context.conversationSummary)
    const s5 = recordExchange(s4, exchange('ok'))
    expect(s5.context.conversationSummary).toContain('Topics: fintech, process.')
    expect(s5.context.conversationSummary).toContain('5 visitor messages.')
  })

  it('keeps only the last 100 messages', () => {
    let s = session()
    for (let i = 0; i < 55; i += 1) s = recordExchange(s, exchange(`question ${i}`))
    expect(s.messages).toHaveLength(SESSION_LIMITS.storedMessages)
    expect(s.messages[0]?.content).toBe('question 5')
  })

  it('moves last activity forward to the reply and reactivates an archived session', () => {
    const s = recordExchange(session({ status: 'archived' }), exchange('back again', { at: '2026-06-09T08:00:00.000Z' }))
    expect(s.lastActivity.toISOString()).toBe('2026-06-09T08:00:00.000Z')
    expect(s.status).toBe('active')
  })

  it('does not change the session it is given', () => {
    const before = session()
    const snapshot = structuredClone(before)
    recordExchange(before, exchange('How do I apply for funding?', { topics: ['funding'], reply: 'x'.repeat(400) }))
    expect(before).toEqual(snapshot)
  })
})

describe('recentHistory and isActive', () => {
  it('returns the last 10 messages as history, oldest first', () => {
    let s = session()
    for (let i = 0; i < 8; i += 1) s = recordExchange(s, exchange(`q${i}`))
    const history = recentHistory(s)
    expect(history).toHaveLength(10)
    expect(history[0]).toEqual({ role: 'user', content: 'q3' })
    expect(recentHistory(s, 6)).toHaveLength(6)
    expect(recentHistory(s, 0)).toEqual([])
  })

  it.each([
    ['29 minutes idle', 29, 'active', true],
    ['30 minutes idle', 30, 'active', true],
    ['31 minutes idle', 31, 'active', false],
    ['archived', 1, 'archived', false],
  ] as const)('%s → active %s', (_name, minutes, status, active) => {
    const now = new Date(START.getTime() + minutes * 60_000)
    expect(isActive(session({ status }), now)).toBe(active)
  })
})
