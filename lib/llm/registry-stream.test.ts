import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { withFakeServer } from '@/tests/fakes/adapter-contract'
import { LlmRegistry } from './registry'
import { providerSettingsFromEnv } from './settings'
import type { ProviderId } from './types'

/**
 * The registry's streamed answers against the fake provider server: pieces are handed on as they arrive, and a failed
 * provider is replaced by the next one only while nothing has been released to the visitor.
 */

const fake = withFakeServer()

function setup(providers: ProviderId[]) {
  const settings = providerSettingsFromEnv(parseEnv(fake().env(providers)))
  return new LlmRegistry({ settings, timeoutMs: 2_000, fallbackAgent: false, pollIntervalMs: 10, log: () => {} })
}

const ask = { messages: [{ role: 'user' as const, content: 'What do you invest in?' }] }

/** Hooks that record the text, and say something was released once `releaseAfter` characters have arrived. */
function recorder(releaseAfter = Infinity) {
  const seen = { text: '', restarts: 0 }
  return {
    seen,
    hooks: {
      onText: (delta: string) => void (seen.text += delta),
      released: () => seen.text.length >= releaseAfter,
      onRestart: () => {
        seen.text = ''
        seen.restarts++
      },
    },
  }
}

describe('streamed generation', () => {
  it('hands each piece on and answers with the whole reply', async () => {
    const registry = setup(['groq'])
    fake().setMode('groq', { kind: 'ok', content: 'One. Two. Three.', chunks: ['One.', ' Two.', ' Three.'] })
    const { seen, hooks } = recorder()
    const res = await registry.stream(ask, { provider: 'groq', ...hooks })
    expect(seen.text).toBe('One. Two. Three.')
    expect(res).toMatchObject({ provider: 'groq', content: 'One. Two. Three.', failures: [] })
  })

  it('a provider that cannot stream hands its reply on whole', async () => {
    const registry = setup(['ollama'])
    fake().setMode('ollama', { kind: 'ok', content: 'Whole answer.' })
    const { seen, hooks } = recorder()
    await registry.stream(ask, { provider: 'ollama', ...hooks })
    expect(seen.text).toBe('Whole answer.')
  })

  it('falls back to the next provider when the first fails before anything was released', async () => {
    const registry = setup(['groq', 'openai'])
    fake().setMode('groq', { kind: 'ok', content: 'Half of a first answer that never ends', cutAfterChunks: 2 })
    fake().setMode('openai', { kind: 'ok', content: 'The second provider answers.' })
    const { seen, hooks } = recorder()
    const res = await registry.stream(ask, { provider: 'groq', ...hooks })
    expect(res.provider).toBe('openai')
    expect(res.failures.map((f) => f.provider)).toEqual(['groq'])
    // The first provider's half answer was forgotten: only the second one's text is left.
    expect(seen.restarts).toBe(1)
    expect(seen.text).toBe('The second provider answers.')
  })

  it('after a sentence was released, a failure ends the answer instead of asking another provider', async () => {
    const registry = setup(['groq', 'openai'])
    fake().setMode('groq', { kind: 'ok', content: 'A first sentence. And then the connection breaks', cutAfterChunks: 3 })
    const { seen, hooks } = recorder(5)
    await expect(registry.stream(ask, { provider: 'groq', ...hooks })).rejects.toMatchObject({ name: 'LlmError' })
    expect(seen.text).toBe('A first sentence. ')
    expect(fake().requests('openai').filter((r) => r.method === 'POST')).toHaveLength(0)
  })
})
