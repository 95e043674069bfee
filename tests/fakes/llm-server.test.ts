import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../../lib/env'
import { isConfigured, providerSettingsFromEnv } from '../../lib/llm/settings'
import { PROVIDER_IDS, type ProviderId } from '../../lib/llm/types'
import { type FakeLlmServer, startFakeLlmServer } from './llm-server'

let server: FakeLlmServer
beforeAll(async () => {
  server = await startFakeLlmServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const json = { 'content-type': 'application/json' }
const auth = (id: ProviderId) => ({ authorization: `Bearer ${server.apiKey(id)}` })
const groqBody = { model: 'm', messages: [{ role: 'user', content: 'hi' }], temperature: 0.5, top_p: 0.9, max_tokens: 10 }

async function post(id: ProviderId, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${server.baseUrl(id)}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: res.status, headers: res.headers, text: await res.text() }
}

describe('the fake provider server', () => {
  it('listens on loopback and configures every provider through env, as lib/env and settings.ts read it', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const settings = providerSettingsFromEnv(parseEnv(server.env()))
    for (const s of settings) {
      expect(isConfigured(s)).toBe(true)
      expect(s.baseUrl).toBe(server.baseUrl(s.id))
      expect(s.apiKey).toBe(s.type === 'cloud' ? server.apiKey(s.id) : undefined)
    }
    expect(server.apiKey('replicate')).toBe('test-replicate-key')
    expect(server.apiKey('ollama')).toBe('')
    expect(Object.keys(server.env(['ollama', 'replicate'])).sort()).toEqual(['OLLAMA_URL', 'REPLICATE_API_TOKEN', 'REPLICATE_BASE_URL'])
  })

  it('gives every provider a prefix of its own', () => {
    const prefixes = PROVIDER_IDS.map((id) => new URL(server.baseUrl(id)).pathname)
    expect(new Set(prefixes).size).toBe(PROVIDER_IDS.length)
  })

  describe('answers 400 naming what drifted from the wire format', () => {
    it('a wrong path', async () => {
      const res = await post('groq', '/chat/completion', groqBody, { ...json, ...auth('groq') })
      expect(res.status).toBe(400)
      expect(res.text).toContain('unexpected POST /chat/completion')
      expect(res.text).toContain('POST /chat/completions')
    })

    it('a missing or wrong key, without echoing what was sent', async () => {
      const missing = await post('groq', '/chat/completions', groqBody, json)
      expect(missing.status).toBe(400)
      expect(missing.text).toContain('missing Authorization header')
      const wrong = await post('groq', '/chat/completions', groqBody, { ...json, authorization: 'Bearer sk-real-secret' })
      expect(wrong.status).toBe(400)
      expect(wrong.text).not.toContain('sk-real-secret')
    })

    it("Anthropic's headers", async () => {
      const body = { model: 'm', max_tokens: 5, temperature: 0.5, messages: [{ role: 'user', content: 'hi' }] }
      const noVersion = await post('anthropic', '/messages', body, { ...json, 'x-api-key': server.apiKey('anthropic') })
      expect(noVersion.text).toContain('anthropic-version')
      const bearer = await post('anthropic', '/messages', body, { ...json, ...auth('anthropic') })
      expect(bearer.status).toBe(400)
    })

    it('a key sent to a local server', async () => {
      const res = await post('ollama', '/api/chat', {}, { ...json, authorization: 'Bearer x' })
      expect(res.text).toContain('a local server takes no key')
    })

    it('the content type', async () => {
      const res = await post('groq', '/chat/completions', groqBody, { ...auth('groq'), 'content-type': 'text/plain' })
      expect(res.text).toContain('content-type must be application/json')
    })

    it('body fields, by path', async () => {
      const res = await post(
        'groq',
        '/chat/completions',
        { ...groqBody, messages: [{ role: 'robot', content: 'hi' }], max_tokens: '10' },
        { ...json, ...auth('groq') },
      )
      expect(res.status).toBe(400)
      expect(JSON.parse(res.text).error.message).toMatch(/body\.messages\[0\]\.role.*body\.max_tokens/)
    })

    it('stream false where the server needs it', async () => {
      const res = await post('vllm', '/chat/completions', groqBody, json)
      expect(res.text).toContain('body.stream')
    })

    it('a system role in Anthropic messages', async () => {
      const body = { model: 'm', max_tokens: 5, temperature: 0.5, messages: [{ role: 'system', content: 'x' }] }
      const res = await post('anthropic', '/messages', body, { ...json, 'x-api-key': 'test-anthropic-key', 'anthropic-version': '2023-06-01' })
      expect(res.text).toContain('body.messages[0].role')
    })
  })

  it('records each request with its provider, method, path, headers and body', async () => {
    await post('groq', '/chat/completions', groqBody, { ...json, ...auth('groq') })
    expect(server.requests('groq')).toEqual([
      {
        provider: 'groq',
        method: 'POST',
        path: '/groq/openai/v1/chat/completions',
        headers: expect.objectContaining({ authorization: 'Bearer test-groq-key' }),
        body: groqBody,
      },
    ])
    expect(server.requests('openai')).toEqual([])
  })

  it('429 carries Retry-After', async () => {
    server.setMode('groq', { kind: 'rate-limited', retryAfterSeconds: 7 })
    const res = await post('groq', '/chat/completions', groqBody, { ...json, ...auth('groq') })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('7')
    expect(JSON.parse(res.text).error.code).toBe('rate_limit_exceeded')
  })

  it('malformed is a 200 whose JSON is cut in half', async () => {
    server.setMode('groq', { kind: 'malformed' })
    const res = await post('groq', '/chat/completions', groqBody, { ...json, ...auth('groq') })
    expect(res.status).toBe(200)
    expect(() => JSON.parse(res.text)).toThrow()
    expect(res.text.startsWith('{"id":"chatcmpl-')).toBe(true)
  })

  it('a mode applies to the health endpoint only when asked', async () => {
    server.setMode('groq', { kind: 'server-error' })
    expect((await fetch(`${server.baseUrl('groq')}/models`, { headers: auth('groq') })).status).toBe(200)
    server.setMode('groq', { kind: 'server-error' }, { health: true })
    expect((await fetch(`${server.baseUrl('groq')}/models`, { headers: auth('groq') })).status).toBe(500)
    server.reset()
    expect((await fetch(`${server.baseUrl('groq')}/models`, { headers: auth('groq') })).status).toBe(200)
  })

  it("'prediction-failed' is Replicate's alone", () => {
    expect(() => server.setMode('groq', { kind: 'prediction-failed' })).toThrow(/Replicate/)
  })

  it('runs a Replicate prediction starting → processing → succeeded over two polls', async () => {
    const body = {
      version: 'meta/meta-llama-3-8b-instruct',
      input: { prompt: 'hi', system_prompt: '', max_new_tokens: 5, temperature: 0.5, top_p: 0.9 },
    }
    const created = await post('replicate', '/predictions', body, { ...json, ...auth('replicate') })
    expect(created.status).toBe(201)
    const { id, status, urls } = JSON.parse(created.text) as { id: string; status: string; urls: { get: string } }
    expect(status).toBe('starting')
    expect(urls.get).toBe(`${server.baseUrl('replicate')}/predictions/${id}`)
    const poll = async () => (await (await fetch(urls.get, { headers: auth('replicate') })).json()) as Record<string, unknown>
    expect((await poll()).status).toBe('processing')
    const done = await poll()
    expect(done).toMatchObject({ status: 'succeeded', metrics: { input_token_count: 21, output_token_count: 9 } })
    expect((done.output as string[]).join('')).toBe('Hello from the fake replicate provider.')
    const unknown = await fetch(`${server.baseUrl('replicate')}/predictions/nope`, { headers: auth('replicate') })
    expect(unknown.status).toBe(404)
  })

  it('close() ends a hung request', async () => {
    const other = await startFakeLlmServer()
    other.setMode('ollama', { kind: 'hang' })
    const body = { model: 'm', messages: [{ role: 'user', content: 'hi' }], options: { temperature: 0.1, top_p: 0.9, num_predict: 5 }, stream: false }
    const pending = fetch(`${other.baseUrl('ollama')}/api/chat`, { method: 'POST', headers: json, body: JSON.stringify(body) })
    const settled = pending.then(
      () => 'answered',
      () => 'failed',
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(other.requests('ollama')).toHaveLength(1)
    const started = Date.now()
    await other.close()
    expect(await settled).toBe('failed')
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
