import { describe, expect, it } from 'vitest'
import { newChatSession } from '@/lib/agents/sessions'
import { conversationView, formatDuration, transcriptLine, transcriptView } from './transcript-view'

describe('chat transcript view', () => {
  it('lists the conversation in order, with the answering agent, and keeps the other fields', () => {
    const view = transcriptView({
      messages: [
        { role: 'user', content: 'How much do you invest?', timestamp: '2026-11-23T10:00:00Z' },
        { role: 'assistant', content: 'We invest $100K–$2M.', timestamp: '2026-11-23T10:00:01Z', agentId: 'investment-specialist' },
      ],
      context: { conversationSummary: 'Asked about check size.', keyTopics: ['investment'] },
      duration: 75,
    })
    expect(view?.lines).toEqual([
      { role: 'visitor', content: 'How much do you invest?', timestamp: '2026-11-23T10:00:00Z', agentId: null },
      { role: 'assistant', content: 'We invest $100K–$2M.', timestamp: '2026-11-23T10:00:01Z', agentId: 'investment-specialist' },
    ])
    expect(view?.duration).toBe('1 min 15 s')
    expect(view?.summary).toBe('Asked about check size.')
    expect(Object.keys(view!.rest)).toEqual(['context'])
  })

  it.each([
    [{ name: 'Ada' }],
    [{ messages: 'hello' }],
    [{ messages: [{ role: 'system', content: 'x' }] }],
    [{ messages: [{ role: 'user', content: 42 }] }],
    [{ messages: [null] }],
  ])('leaves data it cannot read to the generic list: %j', (data) => {
    expect(transcriptView(data)).toBeNull()
  })

  it.each([
    [0, '0 s'],
    [59, '59 s'],
    [60, '1 min 0 s'],
    [3_725, '1 h 2 min'],
  ])('formats %i seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })
})

describe('conversationView', () => {
  it('reads a live conversation with the verdict beside the rated answer only', () => {
    const session = {
      ...newChatSession({ now: new Date('2026-06-01T12:00:00Z') }),
      lastActivity: new Date('2026-06-01T12:01:30Z'),
      messages: [
        { id: 'u1', role: 'user' as const, content: 'How much do you invest?', timestamp: '2026-06-01T12:00:00Z' },
        { id: 'a1', role: 'assistant' as const, content: 'Between $100K and $2M.', timestamp: '2026-06-01T12:00:01Z', agentId: 'investment-specialist' as const },
        { id: 'a2', role: 'assistant' as const, content: 'Anything else?', timestamp: '2026-06-01T12:01:30Z' },
      ],
    }
    const view = conversationView(session, [{ messageId: 'a1', rating: -1, comment: 'Too vague' }])
    expect(view.duration).toBe('1 min 30 s')
    expect(view.lines.map((l) => [l.role, l.agentId, l.rating ?? null])).toEqual([
      ['visitor', null, null],
      ['assistant', 'investment-specialist', { helpful: false, comment: 'Too vague' }],
      ['assistant', null, null],
    ])
  })
})

describe('transcriptLine', () => {
  it('says how many messages and what the visitor asked first', () => {
    const messages = [
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'How do I apply?' },
      { role: 'assistant', content: 'Through /apply.' },
    ]
    expect(transcriptLine({ messages })).toBe('3 messages: How do I apply?')
    expect(transcriptLine({ messages, context: { conversationSummary: 'Asked about applying' } })).toBe('3 messages: Asked about applying')
    expect(transcriptLine({ messages: 'not a list' })).toBe('')
  })
})
