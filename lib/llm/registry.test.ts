import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { withFakeServer } from '@/tests/fakes/adapter-contract'
import { playOutage } from '@/tests/fakes/outage'
import { createCallBudget } from './call-budget'
import { LlmRegistry, resolveRequest } from './registry'
import { providerSettingsFromEnv } from './settings'
import type { ProviderId } from './types'

/**
 * The registry against the loopback fake provider server (tests/fakes/llm-server.ts), which speaks each provider's
 * real wire format: priorities, the fallback chain, rate limits, the availability cache (fake clock), timeouts.
 */

const fake = withFakeServer()

type Setup = { providers: ProviderId[]; extraEnv?: Record<string, string>; timeoutMs?: number; fallbackAgent?: boolean }

function setup({ providers, extraEnv = {}, timeoutMs = 2_000, fallbackAgent = false }: Setup) {
  const clock = { t: 1_000_000 }
  const settings = providerSettingsFromEnv(parseEnv({ ...fake().env(providers), ...extraEnv }))
  const registry = new LlmRegistry({ settings, timeoutMs, fallbackAgent, now: () => clock.t, pollIntervalMs: 10, log: () => {} })
  return { registry, clock }
}

const ask = (content = 'What do you invest in?') => ({ messages: [{ role: 'user' as const, content }] })
const generations = (provider: ProviderId) => fake().requests(provider).filter((r) => r.method === 'POST')
const healthChecks = (provider: ProviderId) => fake().requests(provider).filter((r) => r.method === 'GET')

describe('choosing a provider', () => {
  it('asks the highest-priority provider that serves the model', async () => {
    const shared = { GROQ_MODELS: 'shared-model', OPENAI_MODELS: 'shared-model', DEEPSEEK_MODELS: 'shared-model' }
    const { registry } = setup({ providers: ['groq', 'openai', 'deepseek'], extraEnv: shared })
    const res = await registry.generate({ ...ask(), model: 'shared-model' })
    expect(res.provider).toBe('groq')
    expect(res.failures).toEqual([])
    expect(generations('openai')).toHaveLength(0)
  })

  it('applies the defaults: qwen2.5:latest goes to Ollama (60) before LocalAI (50), temperature 0.7, top_p 0.9, 1024 tokens', async () => {
    const { registry } = setup({ providers: ['ollama', 'localai'] })
    const res = await registry.generate(ask())
    expect(res.provider).toBe('ollama')
    const body = generations('ollama')[0]!.body as { model: string; options: Record<string, number> }
    expect(body.model).toBe('qwen2.5:latest')
    expect(body.options).toMatchObject({ temperature: 0.7, top_p: 0.9, num_predict: 1024 })
  })

  it('sends the system prompt and only the last 6 messages of the history', () => {
    const messages = [
      { role: 'system' as const, content: 'You are the studio assistant.' },
      ...Array.from({ length: 10 }, (_, i) => ({ role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant', content: `m${i}` })),
    ]
    const resolved = resolveRequest({ messages })
    expect(resolved.messages.map((m) => m.content)).toEqual(['You are the studio assistant.', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9'])
  })

  it("fails with 'No available provider found for model: …' when no available provider serves the model", async () => {
    const { registry } = setup({ providers: ['groq'] })
    await expect(registry.generate({ ...ask(), model: 'no-such-model' }, { fallback: false })).rejects.toThrow(
      'No available provider found for model: no-such-model',
    )
  })

  it('names an unknown provider and a missing key', async () => {
    const { registry } = setup({ providers: ['groq'] })
    await expect(registry.generate(ask(), { provider: 'nope' as ProviderId })).rejects.toThrow('Provider not found: nope')
    await expect(registry.generate(ask(), { provider: 'openai', fallback: false })).rejects.toThrow('OpenAI API key not configured')
  })

  it('reports a confidence from the table with every answer', async () => {
    const { registry } = setup({ providers: ['groq'] })
    fake().setMode('groq', { kind: 'ok', content: 'Short.' })
    expect((await registry.generate(ask(), { provider: 'groq' })).confidence).toBe(0.6)
    fake().setMode('groq', { kind: 'ok', content: 'x'.repeat(600), finishReason: 'length' })
    expect((await registry.generate(ask(), { provider: 'groq' })).confidence).toBe(0.8)
  })
})

describe('the fallback chain', () => {
  it('tries the fallback chain in its order after the chosen provider fails, skipping unconfigured ones', async () => {
    const { registry } = setup({ providers: ['groq', 'deepseek', 'ollama', 'openai'] })
    fake().setMode('groq', { kind: 'server-error' })
    fake().setMode('deepseek', { kind: 'unauthorized' })
    const res = await registry.generate(ask(), { provider: 'groq' })
    expect(res.provider).toBe('ollama') // groq → deepseek → (huggingface unconfigured) → ollama; openai comes later
    expect(res.failures.map((f) => f.provider)).toEqual(['groq', 'deepseek'])
    expect(res.failures[0]!.error).toMatch(/^Groq API error 500: /)
    expect(res.failures[1]!.error).toMatch(/^DeepSeek API error 401: /)
    expect(generations('openai')).toHaveLength(0)
  })

  it('ends with the keyword agent when every provider fails, or raises the first error when it is off', async () => {
    fake().setMode('groq', { kind: 'server-error' })
    fake().setMode('deepseek', { kind: 'malformed' })
    const on = setup({ providers: ['groq', 'deepseek'], fallbackAgent: true }).registry
    const answer = await on.generate(ask('How much do you invest?'), { provider: 'groq' })
    expect(answer.provider).toBe('fallback')
    expect(answer.content).toContain('$100K–$2M')
    expect(answer.failures.map((f) => f.error)).toEqual([expect.stringMatching(/^Groq API error 500/), 'Invalid response format from DeepSeek API'])

    const off = setup({ providers: ['groq', 'deepseek'], fallbackAgent: false }).registry
    await expect(off.generate(ask(), { provider: 'groq' })).rejects.toThrow(/^Groq API error 500: /)
    await expect(off.generate(ask(), { provider: 'fallback' })).rejects.toThrow('Fallback agent service is disabled')
  })

  it('abandons a hung provider at the timeout while the next one answers, then skips it', async () => {
    const { registry } = setup({ providers: ['groq', 'deepseek'], timeoutMs: 400 })
    await registry.statuses()
    fake().setMode('groq', { kind: 'hang' })
    const started = performance.now()
    const res = await registry.generate(ask(), { provider: 'groq' })
    const elapsed = performance.now() - started
    expect(res.provider).toBe('deepseek')
    expect(res.failures).toEqual([{ provider: 'groq', error: 'Failed to generate response: Groq did not answer within 400 ms' }])
    expect(elapsed).toBeGreaterThanOrEqual(390)
    expect(elapsed).toBeLessThan(5_000)
    const next = await registry.generate(ask())
    expect(next.provider).toBe('deepseek')
    expect(generations('groq')).toHaveLength(1)
  })

  it('stops at once when the caller cancels, trying nobody else', async () => {
    const { registry } = setup({ providers: ['groq', 'deepseek'], timeoutMs: 5_000, fallbackAgent: true })
    await registry.statuses()
    fake().setMode('groq', { kind: 'hang' })
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('visitor left')), 100)
    await expect(registry.generate(ask(), { provider: 'groq', signal: controller.signal })).rejects.toThrow('visitor left')
    expect(generations('deepseek')).toHaveLength(0)
  })
})

describe('limits and availability', () => {
  it('skips a provider at its per-minute limit without waiting, and uses it again a minute later', async () => {
    const { registry, clock } = setup({ providers: ['groq', 'deepseek'] })
    for (let i = 0; i < 30; i++) expect((await registry.generate(ask())).provider).toBe('groq')
    const started = performance.now()
    expect((await registry.generate(ask())).provider).toBe('deepseek')
    expect(performance.now() - started).toBeLessThan(1_000)
    const groq = (await registry.statuses()).find((s) => s.id === 'groq')!
    expect(groq).toMatchObject({ requestsThisMinute: 30, rateLimit: 30 })
    clock.t += 60_001
    expect((await registry.generate(ask())).provider).toBe('groq')
  })

  it('gives effective priorities: base, −30 when not configured, −50 when the health check fails', async () => {
    fake().setMode('deepseek', { kind: 'server-error' }, { health: true })
    const { registry } = setup({ providers: ['groq', 'deepseek'] })
    const statuses = await registry.statuses()
    const byId = Object.fromEntries(statuses.map((s) => [s.id, s]))
    expect(byId.groq).toMatchObject({ priority: 90, configured: true, available: true, error: null })
    expect(byId.deepseek).toMatchObject({ priority: 25, configured: true, available: false, error: 'HTTP 500' })
    expect(byId.openai).toMatchObject({ priority: 55, configured: false, available: false })
    expect(byId.vllm).toMatchObject({ priority: 25, configured: false })
    expect(byId.fallback).toMatchObject({ priority: 10, type: 'fallback' })
    expect(statuses.map((s) => s.priority)).toEqual([...statuses.map((s) => s.priority)].sort((a, b) => b - a))
    expect(statuses).toHaveLength(11)
  })

  it('believes a health check for 5 minutes (fake clock), then checks again', async () => {
    const { registry, clock } = setup({ providers: ['groq'] })
    await registry.statuses()
    await registry.generate(ask())
    clock.t += 5 * 60_000 - 1
    await registry.statuses()
    expect(healthChecks('groq')).toHaveLength(1)
    clock.t += 1
    await registry.statuses()
    expect(healthChecks('groq')).toHaveLength(2)
    await registry.statuses({ refresh: true })
    expect(healthChecks('groq')).toHaveLength(3)
  })

  it("tests a provider with the admin page's texts", async () => {
    const { registry } = setup({ providers: ['groq', 'ollama'], timeoutMs: 300 })
    expect(await registry.testProvider('groq')).toEqual({ ok: true, latency: expect.any(Number) })
    expect(await registry.testProvider('nope')).toEqual({ ok: false, error: 'Provider not found' })
    expect(await registry.testProvider('openai')).toEqual({ ok: false, error: 'Provider not available' })
    fake().setMode('groq', { kind: 'server-error' }, { health: true })
    expect(await registry.testProvider('groq')).toEqual({ ok: false, error: 'HTTP 500' })
    expect((await registry.statuses()).find((s) => s.id === 'groq')).toMatchObject({ available: false, error: 'HTTP 500', priority: 40 })
    fake().setMode('groq', { kind: 'ok' }, { health: true })
    expect(await registry.testProvider('groq')).toMatchObject({ ok: true })
    expect((await registry.statuses()).find((s) => s.id === 'groq')).toMatchObject({ available: true, error: null, priority: 90 })
    fake().setMode('ollama', { kind: 'hang' }, { health: true })
    expect(await registry.testProvider('ollama')).toEqual({ ok: false, error: 'Health check failed' })
  })
})

describe('recovery after failures', () => {
  const S = 1000
  const coolingFor = async (registry: LlmRegistry, id: ProviderId, now: number) => {
    const until = (await registry.statuses()).find((s) => s.id === id)!.coolingUntil
    return until === null ? null : until - now
  }

  it('skips a provider that failed for 15 s, then tries it again and uses it when it answers', async () => {
    const { registry, clock } = setup({ providers: ['groq', 'deepseek'] })
    await registry.statuses()
    fake().setMode('groq', { kind: 'server-error' })
    const t0 = clock.t
    expect((await registry.generate(ask())).provider).toBe('deepseek')
    expect((await registry.statuses()).find((s) => s.id === 'groq')).toMatchObject({ available: false, coolingUntil: t0 + 15 * S, priority: 40 })
    fake().setMode('groq', { kind: 'ok' })

    clock.t = t0 + 10 * S
    expect((await registry.generate(ask())).provider).toBe('deepseek')
    expect(generations('groq')).toHaveLength(1)

    clock.t = t0 + 15 * S
    const back = await registry.generate(ask())
    expect(back).toMatchObject({ provider: 'groq', failures: [] })
    expect((await registry.statuses()).find((s) => s.id === 'groq')).toMatchObject({ available: true, coolingUntil: null, priority: 90, error: null })
  })

  it('doubles the cool-down while failures go on, generations and health checks alike, up to 5 minutes; a success resets it', async () => {
    const { registry, clock } = setup({ providers: ['groq', 'deepseek'] })
    await registry.statuses()
    fake().setMode('groq', { kind: 'server-error' }, { health: true })
    const seen: (number | null)[] = []
    for (let i = 0; i < 7; i++) {
      expect((await registry.generate(ask())).provider).toBe('deepseek')
      const rest = await coolingFor(registry, 'groq', clock.t)
      seen.push(rest)
      clock.t += rest ?? 0
    }
    expect(seen).toEqual([15, 30, 60, 120, 240, 300, 300].map((s) => s * S))
    // Five generations failed; the health check came due after 5 minutes and failed twice more.
    expect(generations('groq')).toHaveLength(5)

    fake().setMode('groq', { kind: 'ok' }, { health: true })
    expect((await registry.generate(ask())).provider).toBe('groq')
    expect(await coolingFor(registry, 'groq', clock.t)).toBeNull()
    fake().setMode('groq', { kind: 'server-error' })
    await registry.generate(ask())
    expect(await coolingFor(registry, 'groq', clock.t)).toBe(15 * S)
  })

  it("honours a 429's Retry-After: no call before it, not even a probe, and back at once after it", async () => {
    const { registry, clock } = setup({ providers: ['groq', 'deepseek'], fallbackAgent: true })
    await registry.statuses()
    fake().setMode('groq', { kind: 'rate-limited', retryAfterSeconds: 120 })
    const t0 = clock.t
    expect((await registry.generate(ask())).provider).toBe('deepseek')
    expect(await coolingFor(registry, 'groq', t0)).toBe(120 * S)
    fake().setMode('groq', { kind: 'ok' })
    fake().setMode('deepseek', { kind: 'server-error' }, { health: true })

    clock.t = t0 + 60 * S // past the 15 s step, inside Retry-After; deepseek is cooling too: the keyword agent answers
    expect((await registry.generate(ask())).provider).toBe('fallback')
    expect(generations('groq')).toHaveLength(1)

    clock.t = t0 + 120 * S
    expect((await registry.generate(ask())).provider).toBe('groq')
  })

  it('when every provider is cooling down, tries one per request (the earliest to end its cool-down) before the keyword agent', async () => {
    const { registry, clock } = setup({ providers: ['groq', 'deepseek'], fallbackAgent: true })
    await registry.statuses()
    fake().setMode('groq', { kind: 'server-error' })
    fake().setMode('deepseek', { kind: 'server-error' })
    const failedOver = async () => {
      const res = await registry.generate(ask())
      expect(res.provider).toBe('fallback')
      return res.failures.map((f) => f.provider)
    }
    expect(await failedOver()).toEqual(['groq', 'deepseek'])
    clock.t += S
    // Both end at t0 + 15 s: the higher priority is probed. Its failure doubles its rest, so deepseek is next.
    expect(await failedOver()).toEqual(['groq'])
    clock.t += S
    expect(await failedOver()).toEqual(['deepseek'])
    expect([generations('groq').length, generations('deepseek').length]).toEqual([2, 2])

    fake().setMode('groq', { kind: 'ok' })
    clock.t += S
    expect(await registry.generate(ask())).toMatchObject({ provider: 'groq', failures: [] })
  })

  it('checks a provider whose health check failed again when its cool-down ends, not after the 5-minute cache', async () => {
    fake().setMode('groq', { kind: 'server-error' }, { health: true })
    const { registry, clock } = setup({ providers: ['groq', 'deepseek'] })
    expect((await registry.generate(ask())).provider).toBe('deepseek')
    fake().setMode('groq', { kind: 'ok' })
    clock.t += 15 * S
    expect((await registry.generate(ask())).provider).toBe('groq')
    expect(healthChecks('groq')).toHaveLength(2)
  })

  it('after a 30 s outage of the only provider, answers from it within 30 s of its recovery', async () => {
    const { registry, clock } = setup({ providers: ['groq'], fallbackAgent: true })
    const run = await playOutage({ registry, clock, fake: fake(), provider: 'groq', outageMs: 30 * S, everyMs: 2 * S, patienceMs: 60 * S })
    expect(run.answeredBy).toContain('fallback')
    expect(run.recoveryMs).not.toBeNull()
    expect(run.recoveryMs).toBeLessThanOrEqual(30 * S)
  })

  it('after a 30 s outage of the favourite while another provider answers, it is back within 30 s of its recovery', async () => {
    const { registry, clock } = setup({ providers: ['groq', 'deepseek'] })
    const run = await playOutage({ registry, clock, fake: fake(), provider: 'groq', outageMs: 30 * S, everyMs: 2 * S, patienceMs: 60 * S })
    expect(run.answeredBy).toContain('deepseek')
    expect(run.recoveryMs).toBe(16 * S) // failed at 0 s (rest 15 s) and 16 s (rest 30 s): tried again at 46 s
  })
})

describe('secrets in provider errors', () => {
  it('replaces a key or base URL that a provider echoed in its error message', async () => {
    const { withoutSecret } = await import('./registry')
    const { LlmError } = await import('./errors')
    const settings = providerSettingsFromEnv(parseEnv(fake().env(['openai']))).find((s) => s.id === 'openai')!
    const echoed = new LlmError('api-error', `OpenAI API error 401: Incorrect API key provided: ${settings.apiKey} at ${settings.baseUrl}`, 401)
    const clean = withoutSecret(echoed, settings)
    expect(clean.message).toBe('OpenAI API error 401: Incorrect API key provided: [redacted] at [redacted]')
    expect(clean.status).toBe(401)
    const plain = new LlmError('api-error', 'OpenAI API error 500: boom', 500)
    expect(withoutSecret(plain, settings)).toBe(plain)
  })
})

describe('the global model call budget', () => {
  it('stops calling providers once the budget is spent and says why', async () => {
    const clock = { t: Date.UTC(2026, 10, 25, 12, 0, 0) }
    const settings = providerSettingsFromEnv(parseEnv({ ...fake().env(['groq']), GROQ_MODELS: 'budget-model' }))
    const budget = createCallBudget({ perMinute: 1, perDay: 100 })
    const registry = new LlmRegistry({ settings, timeoutMs: 2_000, fallbackAgent: false, now: () => clock.t, pollIntervalMs: 10, log: () => {}, budget })
    const before = generations('groq').length
    await registry.generate({ ...ask(), model: 'budget-model' })
    await expect(registry.generate({ ...ask(), model: 'budget-model' })).rejects.toThrow('The model call budget for this minute (1) is spent')
    expect(generations('groq').length - before).toBe(1)
    expect((await registry.budgetStatus())?.refusedToday).toBe(1)
  })
})
