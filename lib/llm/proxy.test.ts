import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { withFakeServer } from '@/tests/fakes/adapter-contract'
import { providerBody, proxyChat, proxyHealth, type ProxyPayload } from './proxy'
import { providerSettingsFromEnv } from './settings'
import type { ProviderId, ProviderSettings } from './types'

/** The agent proxy against the loopback fake provider server, which checks each provider's wire format. */

const fake = withFakeServer()

function settingsFor(id: ProviderId, env: Record<string, string> = fake().env(['ollama', 'localai', 'vllm'])): ProviderSettings {
  const found = providerSettingsFromEnv(parseEnv(env)).find((s) => s.id === id)
  if (!found) throw new Error(`no settings for ${id}`)
  return found
}

const deps = (id: ProviderId, timeoutMs = 2_000) => ({ settings: settingsFor(id), timeoutMs })

const payload: ProxyPayload = {
  model: 'qwen2.5:latest',
  messages: [
    { role: 'system', content: 'You answer briefly.' },
    { role: 'user', content: 'Hello there' },
  ],
}

describe('proxyChat: payload validation', () => {
  const invalid: [string, unknown, RegExp][] = [
    ['no payload', undefined, /^Invalid payload: payload: /],
    ['no model', { messages: payload.messages }, /^Invalid payload: payload\.model: /],
    ['messages not an array', { model: 'm', messages: 'hi' }, /^Invalid payload: payload\.messages: /],
    ['no messages', { model: 'm', messages: [] }, /^Invalid payload: payload\.messages: /],
    ['a role the proxy does not know', { model: 'm', messages: [{ role: 'tool', content: 'x' }] }, /^Invalid payload: payload\.messages\.0\.role: /],
    ['content not a string', { model: 'm', messages: [{ role: 'user', content: 3 }] }, /^Invalid payload: payload\.messages\.0\.content: /],
    ['temperature as text', { ...payload, temperature: 'hot' }, /^Invalid payload: payload\.temperature: /],
    ['max_tokens not whole', { ...payload, max_tokens: 1.5 }, /^Invalid payload: payload\.max_tokens: /],
    ['an option that is not a number', { ...payload, options: { temperature: 'x' } }, /^Invalid payload: payload\.options\.temperature: /],
    ['a field the proxy does not forward', { ...payload, keep_alive: '5m' }, /^Invalid payload: payload: .*keep_alive/],
  ]
  for (const [what, body, message] of invalid) {
    it(`answers 400 for ${what}, without calling the provider`, async () => {
      const result = await proxyChat(deps('ollama'), body)
      expect(result).toMatchObject({ ok: false, status: 400 })
      if (!result.ok) expect(result.error).toMatch(message)
      expect(fake().requests('ollama')).toHaveLength(0)
    })
  }
})

describe('proxyChat: forwarding', () => {
  it('posts Ollama its own chat format, stream forced off, and returns its reply as it is', async () => {
    const result = await proxyChat(deps('ollama'), { ...payload, temperature: 0.2, max_tokens: 64, top_p: 0.5, stream: true })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ model: expect.any(String), message: { role: 'assistant', content: expect.any(String) }, done: true })
    expect(typeof result.body.prompt_eval_count).toBe('number')
    expect(typeof result.body.eval_count).toBe('number')
    const [sent] = fake().requests('ollama')
    expect(sent?.method).toBe('POST')
    expect(sent?.path).toMatch(/\/api\/chat$/)
    expect(sent?.body).toEqual({
      model: 'qwen2.5:latest',
      messages: payload.messages,
      options: { temperature: 0.2, top_p: 0.5, num_predict: 64 },
      stream: false,
    })
  })

  it("passes Ollama's own options through, over the translated sampling fields, and fills the rest with the defaults", async () => {
    const result = await proxyChat(deps('ollama'), { ...payload, temperature: 0.2, options: { temperature: 0.9, num_ctx: 4096 } })
    expect(result.ok).toBe(true)
    expect(fake().requests('ollama')[0]?.body).toMatchObject({ options: { temperature: 0.9, num_ctx: 4096, top_p: 0.9, num_predict: 1024 } })
  })

  for (const id of ['localai', 'vllm'] as const) {
    it(`posts ${id} an OpenAI-style chat completion with stream false and returns choices[0].message.content`, async () => {
      const result = await proxyChat(deps(id), { ...payload, model: settingsFor(id).models[0]!, options: { temperature: 0.3, num_predict: 32 }, top_p: 0.8 })
      expect(result.ok).toBe(true)
      if (!result.ok) return
      expect(result.body).toMatchObject({ id: expect.any(String), choices: [{ message: { content: expect.any(String) } }] })
      const [sent] = fake().requests(id)
      expect(sent?.path).toMatch(/\/chat\/completions$/)
      expect(sent?.body).toEqual({
        model: settingsFor(id).models[0],
        messages: payload.messages,
        temperature: 0.3,
        max_tokens: 32,
        top_p: 0.8,
        stream: false,
      })
    })
  }

  it("builds each body in the provider's format from either style of sampling fields, with the default settings for the rest", () => {
    expect(providerBody('ollama', { ...payload, max_tokens: 10 })).toEqual({
      model: payload.model,
      messages: payload.messages,
      options: { temperature: 0.7, top_p: 0.9, num_predict: 10 },
      stream: false,
    })
    expect(providerBody('vllm', { ...payload, options: { top_p: 0.5 }, top_p: 0.4 })).toEqual({
      model: payload.model,
      messages: payload.messages,
      temperature: 0.7,
      max_tokens: 1024,
      top_p: 0.4,
      stream: false,
    })
  })
})

describe('proxyChat: failures', () => {
  it('answers 503 "<Name> is not configured" for a provider without a URL, sending nothing', async () => {
    const result = await proxyChat({ settings: settingsFor('vllm', fake().env(['ollama'])), timeoutMs: 2_000 }, payload)
    expect(result).toEqual({ ok: false, status: 503, error: 'vLLM is not configured' })
    expect(fake().requests()).toHaveLength(0)
  })

  const httpErrors: [ProviderId, RegExp][] = [
    ['ollama', /^Ollama error: 500 \S/],
    ['vllm', /^vLLM error: 500 \S/],
    ['localai', /^LocalAI API error 500: \S/],
  ]
  for (const [id, text] of httpErrors) {
    it(`answers 502 with the provider error text when ${id} fails with HTTP 500`, async () => {
      fake().setMode(id, { kind: 'server-error' })
      const result = await proxyChat(deps(id), { ...payload, model: settingsFor(id).models[0]! })
      expect(result).toMatchObject({ ok: false, status: 502 })
      if (!result.ok) expect(result.error).toMatch(text)
    })
  }

  it("answers 502 'Invalid response format from Ollama API' for a truncated reply", async () => {
    fake().setMode('ollama', { kind: 'malformed' })
    expect(await proxyChat(deps('ollama'), payload)).toEqual({ ok: false, status: 502, error: 'Invalid response format from Ollama API' })
  })

  it('gives up on a hung provider at the timeout with a short text', async () => {
    fake().setMode('ollama', { kind: 'hang' })
    const started = Date.now()
    const result = await proxyChat(deps('ollama', 300), payload)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(result).toEqual({ ok: false, status: 502, error: 'Ollama did not answer within 300 ms' })
  })

  it('says a provider is not reachable without naming its address', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`
    const settings = settingsFor('ollama', { OLLAMA_URL: url })
    const result = await proxyChat({ settings, timeoutMs: 2_000 }, payload)
    expect(result).toEqual({ ok: false, status: 502, error: 'Ollama is not reachable' })
  })

  it('never puts the base URL in an error', async () => {
    for (const kind of ['server-error', 'malformed', 'unauthorized'] as const) {
      fake().setMode('localai', { kind })
      const result = await proxyChat(deps('localai'), { ...payload, model: settingsFor('localai').models[0]! })
      expect(result.ok).toBe(false)
      if (!result.ok) {
        expect(result.error).not.toContain(fake().url)
        expect(result.error).not.toContain(new URL(fake().url).host)
      }
    }
  })
})

describe('proxyHealth', () => {
  it('reports success for each local provider whose list endpoint answers', async () => {
    for (const id of ['ollama', 'localai', 'vllm'] as const) {
      expect(await proxyHealth(deps(id))).toEqual({ success: true, configured: true, error: null })
    }
    expect(fake().requests('ollama').map((r) => [r.method, r.path.replace(/^.*(\/api\/tags)$/, '$1')])).toEqual([['GET', '/api/tags']])
    expect(fake().requests('vllm')[0]?.path).toMatch(/\/models$/)
  })

  it("reports 'HTTP {status}' when the health endpoint fails", async () => {
    fake().setMode('vllm', { kind: 'server-error' }, { health: true })
    expect(await proxyHealth(deps('vllm'))).toEqual({ success: false, configured: true, error: 'HTTP 500' })
  })

  it('reports a provider without a URL as not configured, sending nothing', async () => {
    expect(await proxyHealth({ settings: settingsFor('localai', fake().env(['ollama'])), timeoutMs: 2_000 })).toEqual({
      success: false,
      configured: false,
      error: 'LocalAI is not configured',
    })
    expect(fake().requests()).toHaveLength(0)
  })

  it('reports an unreachable provider without its address', async () => {
    const settings = settingsFor('ollama', { OLLAMA_URL: `http://127.0.0.1:${await closedPort()}` })
    expect(await proxyHealth({ settings, timeoutMs: 2_000 })).toEqual({ success: false, configured: true, error: 'Not reachable' })
  })
})

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
