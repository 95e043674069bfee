// Provider recovery, run by the `recovery` bench suite in a tsx child process: a provider fails
// everything for 30 s, then answers again; how long after its recovery does the next answer come from it? Played
// on the registry's injected clock against the loopback fake provider (real HTTP, real adapters): in real time the
// outage alone would take 30 s and the back-off minutes. Prints one JSON line.
import { parseEnv } from '@/lib/env'
import { LlmRegistry } from '@/lib/llm/registry'
import { providerSettingsFromEnv } from '@/lib/llm/settings'
import type { ProviderId } from '@/lib/llm/types'
import { startFakeLlmServer, type FakeLlmServer } from '@/tests/fakes/llm-server'
import { playOutage } from '@/tests/fakes/outage'

const OUTAGE_MS = 30_000
/** A visitor's message every 2 s of the fake clock: the figure's resolution. */
const EVERY_MS = 2_000
const PATIENCE_MS = 10 * 60_000

async function scenario(fake: FakeLlmServer, providers: ProviderId[]) {
  fake.reset()
  // Rate limits lifted: a message every 2 s would otherwise meet Groq's 30 a minute, which is not what is measured.
  const settings = providerSettingsFromEnv(parseEnv(fake.env(providers))).map((s) => ({ ...s, rateLimit: null }))
  const clock = { t: Date.now() }
  const registry = new LlmRegistry({ settings, timeoutMs: 5_000, fallbackAgent: true, now: () => clock.t, log: () => {} })
  const started = performance.now()
  const run = await playOutage({ registry, clock, fake, provider: 'groq', outageMs: OUTAGE_MS, everyMs: EVERY_MS, patienceMs: PATIENCE_MS })
  const stand = run.answeredBy.find((p) => p !== 'groq') ?? null
  return { recoveryMs: run.recoveryMs, requests: run.answeredBy.length, standIn: stand, wallMs: performance.now() - started }
}

async function main() {
  const fake = await startFakeLlmServer()
  try {
    // The only provider: while it cools down it is still probed once per message (half-open).
    const alone = await scenario(fake, ['groq'])
    // The favourite with a healthy second: it comes back through the back-off alone (15 s, then 30 s, …).
    const withBackup = await scenario(fake, ['groq', 'deepseek'])
    console.log(JSON.stringify({ outageMs: OUTAGE_MS, everyMs: EVERY_MS, alone, withBackup }))
  } finally {
    await fake.close()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
