import { describe, expect, it } from 'vitest'
import { fakeSettings, rejection, sampleRequest, testDeps, withFakeServer } from '@/tests/fakes/adapter-contract'
import type { FakeMode } from '@/tests/fakes/llm-server'
import { PROVIDER_IDS, type ProviderId, type ProviderSettings } from '../types'
import { createAdapter } from '.'

const server = withFakeServer()

describe('createAdapter', () => {
  it.each(PROVIDER_IDS)('gives %s its own adapter, sending nothing until called', (id) => {
    expect(createAdapter(fakeSettings(server(), id), testDeps).id).toBe(id)
    expect(server().requests()).toHaveLength(0)
  })

  it("refuses a provider it does not know with 'Unknown provider type'", () => {
    const settings = { ...fakeSettings(server(), 'groq'), id: 'mystery' as ProviderId } satisfies ProviderSettings
    expect(() => createAdapter(settings, testDeps)).toThrow('Unknown provider type')
  })
})

describe('error messages never carry a key or a provider URL', () => {
  const failures: FakeMode[] = [{ kind: 'unauthorized' }, { kind: 'rate-limited' }, { kind: 'server-error' }, { kind: 'malformed' }]

  it.each(PROVIDER_IDS)('%s', async (id) => {
    const settings = fakeSettings(server(), id)
    const adapter = createAdapter(settings, testDeps)
    const messages: string[] = []
    for (const mode of failures) {
      server().setMode(id, mode, { health: true })
      const calls = [
        () => adapter.generate(sampleRequest(settings.models[0] ?? ''), AbortSignal.timeout(5_000)),
        // A malformed health answer is still a 2xx: health resolves, which rejection() reports by throwing.
        () => adapter.health(AbortSignal.timeout(5_000)),
      ]
      for (const call of calls) {
        const err = await rejection(call()).catch(() => undefined)
        if (err instanceof Error) messages.push(err.message)
      }
    }
    expect(messages.length).toBeGreaterThanOrEqual(failures.length)
    for (const message of messages) {
      expect(message).not.toContain(server().url)
      expect(message).not.toContain('127.0.0.1')
      if (settings.apiKey) expect(message).not.toContain(settings.apiKey)
    }
  })
})
