import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../../lib/env'
import { LlmError } from '../../lib/llm/errors'
import { createAdapter } from '../../lib/llm/providers'
import { providerSettingsFromEnv } from '../../lib/llm/settings'
import type { AdapterDeps, FinishReason, ProviderId, ProviderSettings, ResolvedLlmRequest } from '../../lib/llm/types'
import { FAKE_USAGE, type FakeLlmServer, fakeReplyText, type RecordedRequest, startFakeLlmServer } from './llm-server'

/**
 * The behaviours every adapter shares, run against the fake provider server: one describe block per provider.
 * Provider test files add what is particular to their wire format (the request shape above all).
 */

export const TEST_POLL_MS = 15

/** Settings exactly as the app builds them: from env variables pointing at the fake, through lib/env and settings.ts. */
export function fakeSettings(server: FakeLlmServer, id: ProviderId, overrides: Partial<ProviderSettings> = {}): ProviderSettings {
  const all = providerSettingsFromEnv(parseEnv(server.env([id])))
  const settings = all.find((s) => s.id === id)
  if (!settings) throw new Error(`no settings for ${id}`)
  return { ...settings, ...overrides }
}

export const testDeps: AdapterDeps = { fetch: (input, init) => fetch(input, init), pollIntervalMs: TEST_POLL_MS }

/** A conversation with a system prompt and history, and settings that differ from every default. */
export function sampleRequest(model: string): ResolvedLlmRequest {
  return {
    model,
    messages: [
      { role: 'system', content: 'You are the studio assistant.' },
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi! How can I help?' },
      { role: 'user', content: 'What do you invest in?' },
    ],
    temperature: 0.3,
    maxTokens: 256,
    topP: 0.8,
  }
}

/** Starts one fake for the file's tests; every test begins with all providers answering normally. */
export function withFakeServer(): () => FakeLlmServer {
  let server: FakeLlmServer | undefined
  beforeAll(async () => {
    server = await startFakeLlmServer()
  })
  afterAll(async () => {
    await server?.close()
  })
  beforeEach(() => server?.reset())
  return () => {
    if (!server) throw new Error('fake server not started')
    return server
  }
}

export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (err) {
    return err
  }
  throw new Error('expected a rejection')
}

export type ContractSpec = {
  id: ProviderId
  /** The error text for an HTTP failure; default '{name} API error {status}: {message}' ('Groq API error 401: Invalid API Key'). */
  httpError?: (status: number, message: string) => string
  /** The provider's own messages for 401 and 500 as the fake words them. */
  unauthorizedMessage: string
  serverErrorMessage: string
  /** Path of the generation request and of the health check, under the provider's base URL. */
  generatePath: (model: string) => string
  healthPath: string
  /** Whether the wire format reports these (default both); the others come back as 'stop'. */
  finishReasons?: readonly Exclude<FinishReason, 'stop' | 'other'>[]
  /** Whether the wire format reports token counts (default true; Hugging Face does not). */
  reportsUsage?: boolean
  /** The shape of the provider's reply ids as the fake makes them; a UUID where the provider gives none. */
  idPattern: RegExp
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function adapterContract(contract: ContractSpec, server: () => FakeLlmServer) {
  const { id } = contract
  const spec = {
    finishReasons: ['length', 'content_filter'] as const,
    reportsUsage: true,
    httpError: (status: number, message: string) => `${fakeSettings(server(), id).name} API error ${status}: ${message}`,
    ...contract,
  }
  const adapter = (overrides?: Partial<ProviderSettings>) => createAdapter(fakeSettings(server(), id, overrides), testDeps)
  const model = () => fakeSettings(server(), id).models[0] ?? ''
  const basePath = () => new URL(server().baseUrl(id)).pathname
  const signal = () => AbortSignal.timeout(5_000)
  const isHealthCheck = (r: RecordedRequest) => r.method === 'GET' && r.path === `${basePath()}${spec.healthPath}`
  const generations = () => server().requests(id).filter((r) => !isHealthCheck(r))

  describe(`${id} adapter (shared behaviour)`, () => {
    it('returns the reply with its content, model, usage and finish reason', async () => {
      const result = await adapter().generate(sampleRequest(model()), signal())
      expect(result.content).toBe(fakeReplyText(id))
      expect(result.model).toBe(model())
      expect(result.finishReason).toBe('stop')
      const { promptTokens, completionTokens } = spec.reportsUsage ? FAKE_USAGE : { promptTokens: 0, completionTokens: 0 }
      expect(result.usage).toEqual({ promptTokens, completionTokens, totalTokens: promptTokens + completionTokens })
      expect(result.id).toMatch(spec.idPattern)
      expect(generations()[0]?.path).toBe(`${basePath()}${spec.generatePath(model())}`)
    })

    for (const reason of spec.finishReasons) {
      it(`maps the provider's ${reason} finish reason`, async () => {
        server().setMode(id, { kind: 'ok', content: 'cut', finishReason: reason })
        const result = await adapter().generate(sampleRequest(model()), signal())
        expect(result).toMatchObject({ content: 'cut', finishReason: reason })
      })
    }

    it('health resolves when the provider answers its health endpoint', async () => {
      await adapter().health(signal())
      const [check] = server().requests(id)
      expect(check).toMatchObject({ method: 'GET', path: `${basePath()}${spec.healthPath}` })
    })

    it('health fails with the HTTP status on the error', async () => {
      server().setMode(id, { kind: 'server-error' }, { health: true })
      const err = await rejection(adapter().health(signal()))
      expect(err).toBeInstanceOf(LlmError)
      expect(err).toMatchObject({ status: 500, message: spec.httpError(500, spec.serverErrorMessage) })
    })

    it("reports a 401 with the provider's own message", async () => {
      server().setMode(id, { kind: 'unauthorized' })
      const err = await rejection(adapter().generate(sampleRequest(model()), signal()))
      expect(err).toBeInstanceOf(LlmError)
      expect(err).toMatchObject({ status: 401, message: spec.httpError(401, spec.unauthorizedMessage) })
    })

    it('reports a 500 and does not retry it', async () => {
      server().setMode(id, { kind: 'server-error' })
      const err = await rejection(adapter().generate(sampleRequest(model()), signal()))
      expect(err).toMatchObject({ status: 500, message: spec.httpError(500, spec.serverErrorMessage) })
      expect(generations()).toHaveLength(1)
    })

    it('reports a 429 with its status and Retry-After, and does not wait for it', async () => {
      server().setMode(id, { kind: 'rate-limited', retryAfterSeconds: 30 })
      const err = await rejection(adapter().generate(sampleRequest(model()), signal()))
      expect(err).toMatchObject({ status: 429, retryAfter: '30' })
      expect(generations()).toHaveLength(1)
    })

    it('reports a truncated JSON reply as an invalid response', async () => {
      server().setMode(id, { kind: 'malformed' })
      const err = await rejection(adapter().generate(sampleRequest(model()), signal()))
      expect(err).toBeInstanceOf(LlmError)
      expect((err as Error).message).toBe(`Invalid response format from ${fakeSettings(server(), id).name} API`)
    })

    it('gives up on a hung request as soon as the signal aborts, with the abort reason', async () => {
      server().setMode(id, { kind: 'hang' })
      const started = Date.now()
      const err = await rejection(adapter().generate(sampleRequest(model()), AbortSignal.timeout(200)))
      expect(Date.now() - started).toBeLessThan(1_500)
      expect(err).toMatchObject({ name: 'TimeoutError' })
      expect(err).not.toBeInstanceOf(LlmError)
    })

    it('rethrows a network failure as fetch threw it', async () => {
      const closedPort = 'http://127.0.0.1:9'
      const err = await rejection(adapter({ baseUrl: closedPort }).generate(sampleRequest(model()), signal()))
      expect(err).toBeInstanceOf(TypeError)
      expect((err as Error).message).toBe('fetch failed')
    })
  })
}

/** A cloud adapter without a key fails with '{name} API key not configured' before anything is sent. */
export function missingKeyContract(id: ProviderId, server: () => FakeLlmServer) {
  it(`${id}: without a key, generate and health fail before any request`, async () => {
    const adapter = createAdapter(fakeSettings(server(), id, { apiKey: undefined }), testDeps)
    const name = fakeSettings(server(), id).name
    const request = sampleRequest(fakeSettings(server(), id).models[0] ?? '')
    await expect(adapter.generate(request, AbortSignal.timeout(5_000))).rejects.toThrow(`${name} API key not configured`)
    await expect(adapter.health(AbortSignal.timeout(5_000))).rejects.toThrow(`${name} API key not configured`)
    expect(server().requests(id)).toHaveLength(0)
  })
}
