import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { json, noContent, problem, readJson, refuseByHeaders, type BodyRule } from './json'

const RULE: BodyRule = { limit: 100, types: /^application\/json\b/i, texts: { type: 'Send JSON.', tooLarge: 'Too large.', syntax: 'Not JSON.', schema: 'Wrong shape.' } }
const schema = z.object({ name: z.string() })

function post(body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return new Request('http://localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

describe('answers', () => {
  it('are never cached unless the route says otherwise', () => {
    expect(json({ a: 1 }).headers.get('Cache-Control')).toBe('no-store')
    expect(json({ a: 1 }, { headers: { 'Cache-Control': 'private, max-age=60' } }).headers.get('Cache-Control')).toBe('private, max-age=60')
    expect(noContent().status).toBe(204)
    expect(noContent().headers.get('Cache-Control')).toBe('no-store')
  })

  it('words an error as {error, ...extra} with its status and headers', async () => {
    const res = problem(429, 'Too many.', { suggestion: 'Wait.' }, { 'Retry-After': '7' })
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toBe('7')
    expect(await res.json()).toEqual({ error: 'Too many.', suggestion: 'Wait.' })
  })
})

describe('readJson', () => {
  it('gives the parsed data of a body that fits the schema', async () => {
    expect(await readJson(post('{"name":"Ada"}'), schema, RULE)).toEqual({ ok: true, data: { name: 'Ada' } })
  })

  it('refuses another content type with 415 before reading', async () => {
    expect(await readJson(post('{"name":"Ada"}', { 'Content-Type': 'text/plain' }), schema, RULE)).toMatchObject({ ok: false, status: 415, message: 'Send JSON.' })
    expect(refuseByHeaders(post('x', { 'Content-Type': 'text/plain' }), { ...RULE, types: undefined })).toBeNull()
  })

  it('refuses a declared length over the limit with 413', () => {
    expect(refuseByHeaders(post('{}', { 'Content-Type': 'application/json', 'Content-Length': '101' }), RULE)).toMatchObject({ status: 413, message: 'Too large.' })
  })

  it('stops reading a body with no declared length once it passes the limit', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled++
          controller.enqueue(new Uint8Array(60).fill(0x20))
        },
      },
      { highWaterMark: 0 },
    )
    expect(await readJson(post(body), schema, RULE)).toMatchObject({ ok: false, fault: 'too-large', status: 413 })
    expect(pulled).toBe(2)
  })

  it('tells invalid JSON from the wrong shape, and hands the schema issues on', async () => {
    expect(await readJson(post('{"name":'), schema, RULE)).toMatchObject({ ok: false, fault: 'syntax', status: 400, message: 'Not JSON.' })
    const wrong = await readJson(post('{"name":1}'), schema, RULE)
    expect(wrong).toMatchObject({ ok: false, fault: 'schema', status: 400, message: 'Wrong shape.' })
    expect(!wrong.ok && wrong.issues?.[0]?.path).toEqual(['name'])
  })

  it('takes an array for no object of fields', async () => {
    expect(await readJson(post('[1]'), z.record(z.string(), z.unknown()), RULE)).toMatchObject({ ok: false, fault: 'schema' })
  })
})
