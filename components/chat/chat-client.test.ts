import { describe, expect, it } from 'vitest'
import { CHAT_TEXTS } from '@/lib/agents/errors'
import { fetchMode, sendMessage } from './chat-client'
import { WIDGET_TEXTS } from './texts'

const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch
const failing = (async () => {
  throw new TypeError('Failed to fetch')
}) as unknown as typeof fetch

const REPLY = { id: 'r1', role: 'assistant', content: 'We invest $100K–$2M.', sessionId: 's1', attachments: [], quickActions: [] }

describe('sendMessage', () => {
  it('returns the reply on 200', async () => {
    expect(await sendMessage('Hi', null, answer(200, REPLY))).toEqual({ ok: true, reply: REPLY })
  })

  it.each([
    ['a blank message (400)', 400, { error: 'x', suggestion: CHAT_TEXTS.blank }, CHAT_TEXTS.blank],
    ['too many messages (429)', 429, { error: 'x', suggestion: CHAT_TEXTS.rateLimited }, CHAT_TEXTS.rateLimited],
    ['a 429 without a body the widget understands', 429, 'nope', CHAT_TEXTS.rateLimited],
    ['a server failure (500)', 500, { error: 'The assistant is unavailable right now.' }, WIDGET_TEXTS.unavailable],
  ])('gives the visitor a suggestion for %s', async (_, status, body, suggestion) => {
    expect(await sendMessage('Hi', 's1', answer(status, body))).toEqual({ ok: false, suggestion })
  })

  it('says the assistant could not be reached when the network fails', async () => {
    expect(await sendMessage('Hi', null, failing)).toEqual({ ok: false, suggestion: WIDGET_TEXTS.unreachable })
  })
})

describe('fetchMode', () => {
  it('reads live and coming-soon', async () => {
    expect(await fetchMode(answer(200, { mode: 'live' }))).toEqual({ mode: 'live' })
    expect(await fetchMode(answer(200, { mode: 'coming-soon', comingSoon: REPLY }))).toEqual({ mode: 'coming-soon', comingSoon: REPLY })
  })

  it('is unknown when the API fails or answers nonsense', async () => {
    expect(await fetchMode(failing)).toEqual({ mode: 'unknown' })
    expect(await fetchMode(answer(500, {}))).toEqual({ mode: 'unknown' })
    expect(await fetchMode(answer(200, { mode: 'party' }))).toEqual({ mode: 'unknown' })
  })
})
