import { expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/client'
import { parseEnv } from '@/lib/env'
import { createSharedRateLimiter } from '@/lib/http/shared-limits'
import { withFakeServer } from '@/tests/fakes/adapter-contract'
import { describeTwoInstances } from '@/tests/support/db'
import { LlmRegistry } from './registry'
import { providerSettingsFromEnv } from './settings'
import { dbProviderBoard } from './shared-health'
import type { ProviderId } from './types'

const fake = withFakeServer()
const ask = () => ({ messages: [{ role: 'user' as const, content: 'What do you invest in?' }] })
const generations = (provider: ProviderId) => fake().requests(provider).filter((r) => r.method === 'POST')

describeTwoInstances('provider health and counts shared by two instances', ({ a, b }) => {
  // Two instances of the app: a registry each, on its own database handle, sharing a clock.
  function instances(clock: { t: number }) {
    const settings = providerSettingsFromEnv(parseEnv(fake().env(['groq', 'deepseek'])))
    const on = (handle: () => DbHandle) =>
      new LlmRegistry({
        settings,
        timeoutMs: 2_000,
        fallbackAgent: false,
        now: () => clock.t,
        pollIntervalMs: 10,
        log: () => {},
        board: dbProviderBoard(async () => handle().db),
        boardSyncMs: 0,
        providerLimiter: (id, limit) => createSharedRateLimiter({ name: `llm-provider:${id}`, limit, windowMs: 60_000, db: async () => handle().db }),
      })
    return [on(a), on(b)] as const
  }

  it('a provider that failed on one instance rests on the other too, and is used again by both once it answered', async () => {
    const clock = { t: 5_000_000 }
    const [onA, onB] = instances(clock)
    fake().setMode('groq', { kind: 'server-error' })
    expect((await onA.generate(ask())).provider).toBe('deepseek')
    fake().setMode('groq', { kind: 'ok' })

    clock.t += 1_000
    expect((await onB.generate(ask())).provider).toBe('deepseek')
    expect(generations('groq')).toHaveLength(1)
    expect((await onB.statuses()).find((s) => s.id === 'groq')).toMatchObject({ available: false, coolingUntil: 5_015_000 })

    clock.t = 5_015_000
    expect((await onA.generate(ask())).provider).toBe('groq')
    clock.t += 1_000
    expect((await onB.statuses()).find((s) => s.id === 'groq')).toMatchObject({ available: true, coolingUntil: null, error: null })
  })

  it("a provider's per-minute limit is counted across instances", async () => {
    const clock = { t: 9_000_000 }
    const [onA, onB] = instances(clock)
    await Promise.all([onA.statuses(), onB.statuses()])
    for (let i = 0; i < 30; i++) expect((await (i % 2 ? onA : onB).generate(ask())).provider).toBe('groq') // groq allows 30 a minute
    expect((await onA.generate(ask())).provider).toBe('deepseek')
    expect((await onB.generate(ask())).provider).toBe('deepseek')
    clock.t += 60_000
    expect((await onB.generate(ask())).provider).toBe('groq')
  })
})
