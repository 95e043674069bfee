import { describe, expect, it } from 'vitest'
import { CHAT_TEXTS } from '@/lib/agents/errors'
import { fetchMode, sendMessage } from './chat-client'
import { WIDGET_TEXTS } from './texts'

const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch
const streamed = (chunks: string[]) =>
  (async () =>
    new Response(
      new ReadableStream({
        start(c) {
          for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk))
          c.close()
        },
      }),
      { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
    )) as unknown as typeof fetch
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

  it('reads a streamed answer: each sentence as it comes, then the whole reply', async () => {
    const events = [
      'event: sentence\ndata: {"text":"We invest."}\n\n',
      'event: sentence\ndata: {"text":" From pre-seed"}\n\nevent: rep',
      `ly\ndata: ${JSON.stringify(REPLY)}\n\n`,
    ]
    const sentences: string[] = []
    const result = await sendMessage('Hi', null, streamed(events), (s) => sentences.push(s))
    expect(sentences).toEqual(['We invest.', ' From pre-seed'])
    expect(result).toEqual({ ok: true, reply: REPLY })
  })

  it('a streamed answer that ends in an error, or breaks off, is a failure with a suggestion', async () => {
    const error = ['event: sentence\ndata: {"text":"We invest."}\n\n', 'event: error\ndata: {"error":"x","suggestion":"Start a new chat."}\n\n']
    expect(await sendMessage('Hi', null, streamed(error), () => {})).toEqual({ ok: false, suggestion: 'Start a new chat.' })
    const cut = ['event: sentence\ndata: {"text":"We invest."}\n\n']
    expect(await sendMessage('Hi', null, streamed(cut), () => {})).toEqual({ ok: false, suggestion: WIDGET_TEXTS.unreachable })
  })

  it('asks for a stream only when it can show one, and takes a whole answer either way', async () => {
    let accept = ''
    const spy = (async (_url: string, init: RequestInit) => {
      accept = new Headers(init.headers).get('accept') ?? ''
      return new Response(JSON.stringify(REPLY), { status: 200, headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
    expect(await sendMessage('Hi', null, spy, () => {})).toEqual({ ok: true, reply: REPLY })
    expect(accept).toMatch(/text\/event-stream/)
    await sendMessage('Hi', null, spy)
    expect(accept).toBe('application/json')
  })

  it('says the assistant could not be reached when the network fails', async () => {
    expect(await sendMessage('Hi', null, failing)).toEqual({ ok: false, suggestion: WIDGET_TEXTS.unreachable })
  })
})

describe('fetchMode', () => {
  it('reads live and coming-soon', async () => {
    expect(await fetchMode(answer(200, { mode: 'live', model: true }))).toEqual({ mode: 'live', model: true })
    expect(await fetchMode(answer(200, { mode: 'live' }))).toEqual({ mode: 'live', model: false })
    expect(await fetchMode(answer(200, { mode: 'coming-soon', comingSoon: REPLY }))).toEqual({ mode: 'coming-soon', comingSoon: REPLY })
  })

  it('is unknown when the API fails or answers nonsense', async () => {
    expect(await fetchMode(failing)).toEqual({ mode: 'unknown' })
    expect(await fetchMode(answer(500, {}))).toEqual({ mode: 'unknown' })
    expect(await fetchMode(answer(200, { mode: 'party' }))).toEqual({ mode: 'unknown' })
  })
})
