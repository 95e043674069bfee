import { describe, expect, it } from 'vitest'
import { CHAT_BODY_MAX_BYTES, chatEndSchema, chatRequestSchema, parseChatBody, readChatBody } from './chat-request'
import { CHAT_TEXTS } from './errors'

const json = (text: string) => ({ contentType: 'application/json', text })

describe('parseChatBody for POST /api/chat', () => {
  it('accepts a message with and without a session id', () => {
    expect(parseChatBody(chatRequestSchema, json('{"message":"Hi"}'))).toEqual({ ok: true, data: { message: 'Hi', sessionId: undefined } })
    expect(parseChatBody(chatRequestSchema, json('{"message":"Hi","sessionId":"a1b2-c3"}'))).toEqual({
      ok: true,
      data: { message: 'Hi', sessionId: 'a1b2-c3' },
    })
  })

  it('accepts the launch builder as the source of a message the site wrote', () => {
    expect(parseChatBody(chatRequestSchema, json('{"message":"Hi","source":"launch-review"}'))).toMatchObject({ ok: true, data: { source: 'launch-review' } })
  })

  it('treats a null session id as none', () => {
    expect(parseChatBody(chatRequestSchema, json('{"message":"Hi","sessionId":null}'))).toMatchObject({ ok: true, data: { sessionId: undefined } })
  })

  it('leaves blank and over-long messages to checkMessage, which owns their texts', () => {
    expect(parseChatBody(chatRequestSchema, json('{"message":"   "}'))).toMatchObject({ ok: true })
    expect(parseChatBody(chatRequestSchema, json(JSON.stringify({ message: 'x'.repeat(2500) })))).toMatchObject({ ok: true })
  })

  it.each([
    ['a missing message', '{}', 400, CHAT_TEXTS.blank],
    ['a message that is not text', '{"message":42}', 400, 'Send JSON'],
    ['a session id with odd characters', '{"message":"Hi","sessionId":"../etc"}', 400, 'Send JSON'],
    ['an unknown source', '{"message":"Hi","source":"admin"}', 400, 'Send JSON'],
    ['a JSON array', '[1,2]', 400, 'Send JSON'],
    ['text that is not JSON', 'hello', 400, 'Send JSON'],
  ])('refuses %s with a suggestion', (_, text, status, suggestion) => {
    const result = parseChatBody(chatRequestSchema, json(text))
    expect(result).toMatchObject({ ok: false, status })
    if (!result.ok) expect(result.suggestion).toContain(suggestion)
  })

  it('refuses a body that is not JSON by content type (415)', () => {
    expect(parseChatBody(chatRequestSchema, { contentType: 'text/plain', text: '{"message":"Hi"}' })).toMatchObject({ ok: false, status: 415 })
    expect(parseChatBody(chatRequestSchema, { contentType: null, text: '{"message":"Hi"}' })).toMatchObject({ ok: false, status: 415 })
  })

  it('refuses a body that was too large to read (413) with the too-long text', () => {
    expect(parseChatBody(chatRequestSchema, { contentType: 'application/json', text: null })).toMatchObject({
      ok: false,
      status: 413,
      suggestion: CHAT_TEXTS.tooLong,
    })
  })
})

describe('parseChatBody for POST /api/chat/end', () => {
  it('accepts the text/plain body navigator.sendBeacon sends', () => {
    const result = parseChatBody(chatEndSchema, { contentType: 'text/plain;charset=UTF-8', text: '{"sessionId":"abc"}' }, { allowText: true })
    expect(result).toEqual({ ok: true, data: { sessionId: 'abc' } })
  })

  it('requires a session id', () => {
    expect(parseChatBody(chatEndSchema, json('{}'), { allowText: true })).toMatchObject({ ok: false, status: 400 })
  })
})

describe('readChatBody', () => {
  const post = (body: string, headers: Record<string, string> = {}) => new Request('http://x/api/chat', { method: 'POST', body, headers })

  it('returns the body text under the limit', async () => {
    expect(await readChatBody(post('{"message":"héllo"}'))).toBe('{"message":"héllo"}')
  })

  it('returns null for a body past the limit even without a Content-Length', async () => {
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('x'.repeat(CHAT_BODY_MAX_BYTES)))
        c.enqueue(new TextEncoder().encode('y'))
        c.close()
      },
    })
    const request = new Request('http://x/api/chat', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect(await readChatBody(request)).toBeNull()
  })

  it('returns null at once when the declared length is past the limit', async () => {
    expect(await readChatBody(post('{}', { 'content-length': String(CHAT_BODY_MAX_BYTES + 1) }))).toBeNull()
  })
})
