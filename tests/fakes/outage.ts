import type { LlmRegistry } from '../../lib/llm/registry'
import type { AnyProviderId, ProviderId } from '../../lib/llm/types'
import type { FakeLlmServer } from './llm-server'

/**
 * One provider's outage and recovery, played against the fake provider server on the registry's fake clock: a
 * visitor asks every `everyMs`; the provider fails everything (generations and health checks) for `outageMs`,
 * then answers again. Shared by the registry tests and the `recovery` bench suite, so both measure the same thing:
 * the time from the recovery to the first answer that comes from that provider again.
 */

export type FakeClock = { t: number }

export type Outage = {
  registry: LlmRegistry
  clock: FakeClock
  fake: FakeLlmServer
  provider: ProviderId
  outageMs: number
  everyMs: number
  /** Give up this long after the recovery (the result is then null). */
  patienceMs: number
}

export type OutageResult = {
  /** Recovery to the first answer from the provider; null when none came within the patience. */
  recoveryMs: number | null
  /** Who answered each request, in order. */
  answeredBy: AnyProviderId[]
}

const question = { messages: [{ role: 'user' as const, content: 'What do you invest in?' }] }

export async function playOutage({ registry, clock, fake, provider, outageMs, everyMs, patienceMs }: Outage): Promise<OutageResult> {
  const answeredBy: AnyProviderId[] = []
  const ask = async () => (await registry.generate(question)).provider
  // Healthy before the outage, so the registry knows it as a working provider.
  answeredBy.push(await ask())
  const start = clock.t
  const recoveredAt = start + outageMs
  fake.setMode(provider, { kind: 'server-error' }, { health: true })
  let down = true
  while (clock.t <= recoveredAt + patienceMs) {
    if (down && clock.t >= recoveredAt) {
      fake.setMode(provider, { kind: 'ok' }, { health: true })
      down = false
    }
    const by = await ask()
    answeredBy.push(by)
    if (!down && by === provider) return { recoveryMs: clock.t - recoveredAt, answeredBy }
    clock.t += everyMs
  }
  return { recoveryMs: null, answeredBy }
}
