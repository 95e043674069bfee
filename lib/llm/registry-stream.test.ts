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

function setup(providers: ProviderId[], timeoutMs = 2_000) {
  const settings = providerSettingsFromEnv(parseEnv(fake().env(providers)))
  return new LlmRegistry({ settings, timeoutMs, fallbackAgent: false, pollIntervalMs: 10, log: () => {} })
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

  // The timeout is four times the wait between pieces, and the whole answer takes twice the timeout.
  const TIMEOUT_MS = 400
  const STEADY = { kind: 'ok' as const, content: 'A long answer written steadily, one word at a time.', chunkDelayMs: 100 }

  it('a long answer written steadily is not cut: the timeout runs between pieces, not over the whole answer', async () => {
    const registry = setup(['groq'], TIMEOUT_MS)
    fake().setMode('groq', STEADY)
    const { seen, hooks } = recorder()
    const res = await registry.stream(ask, { provider: 'groq', fallback: false, ...hooks })
    expect(res.processingTime).toBeGreaterThan(TIMEOUT_MS)
    expect(seen.text).toBe(STEADY.content)
    expect(fake().streams('groq')).toMatchObject([{ end: 'finished' }])
  })

  it('a provider silent for longer than the timeout between two pieces is given up', async () => {
    const registry = setup(['groq'], TIMEOUT_MS)
    fake().setMode('groq', { ...STEADY, chunkDelayMs: TIMEOUT_MS * 3 })
    const { hooks } = recorder()
    await expect(registry.stream(ask, { provider: 'groq', fallback: false, ...hooks })).rejects.toMatchObject({
      name: 'LlmError',
      message: expect.stringContaining(`sent nothing for ${TIMEOUT_MS} ms`),
    })
    await expect.poll(() => fake().streams('groq')[0]?.end).toBe('closed-by-client')
  })

  it('the whole-answer timeout of a non-streamed generation is unchanged', async () => {
    const registry = setup(['groq'], TIMEOUT_MS)
    fake().setMode('groq', { kind: 'hang' })
    await expect(registry.generate(ask, { provider: 'groq', fallback: false })).rejects.toMatchObject({
      message: expect.stringContaining(`did not answer within ${TIMEOUT_MS} ms`),
    })
  })

  it("the caller's signal stops the model: the provider's connection is closed before the answer's end", async () => {
    const registry = setup(['groq'])
    fake().setMode('groq', { kind: 'ok', content: 'One. Two. Three. Four. Five. Six. Seven. Eight.', chunkDelayMs: 50 })
    const visitor = new AbortController()
    const { hooks } = recorder()
    const onText = (delta: string) => {
      hooks.onText(delta)
      visitor.abort()
    }
    await expect(registry.stream(ask, { provider: 'groq', fallback: false, signal: visitor.signal, ...hooks, onText })).rejects.toBeDefined()
    await expect.poll(() => fake().streams('groq')[0]?.end).toBe('closed-by-client')
    const [record] = fake().streams('groq')
    expect(record!.sent).toBeLessThan(record!.pieces)
    // Leaving is not the provider's fault: it is not cooling down.
    expect((await registry.statuses()).find((s) => s.id === 'groq')?.coolingUntil).toBeNull()
  })
})
