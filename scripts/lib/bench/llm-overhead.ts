// The language-model layer's own cost, run by the `llm` bench suite in a tsx child process:
// generate() against the loopback fake provider compared with the same request sent by a bare fetch, and the time
// to fail over from a provider that never answers. Prints one JSON line.
import { parseEnv } from '@/lib/env'
import { LlmRegistry } from '@/lib/llm/registry'
import { providerSettingsFromEnv } from '@/lib/llm/settings'
import { startFakeLlmServer } from '@/tests/fakes/llm-server'
import { quantile, timed } from './timing'

const CALLS = Number(process.argv[2] ?? 2000)
const WARMUP = 200
const HANG_TIMEOUT_MS = 1000

async function main() {
  const fake = await startFakeLlmServer()
  try {
    const env = fake.env(['groq', 'deepseek'])
    // Groq's 30-a-minute limit is lifted here so that thousands of calls measure the layer, not the limiter.
    const settings = providerSettingsFromEnv(parseEnv(env)).map((s) => (s.id === 'groq' ? { ...s, rateLimit: null } : s))
    const registry = new LlmRegistry({ settings, timeoutMs: HANG_TIMEOUT_MS, fallbackAgent: true, log: () => {} })
    const groq = settings.find((s) => s.id === 'groq')!
    const request = { model: groq.models[0]!, messages: [{ role: 'user' as const, content: 'What do you invest in?' }] }

    // The same wire request, sent by hand: the floor any client pays (HTTP on loopback + the fake's own work).
    const body = JSON.stringify({ model: request.model, messages: request.messages, temperature: 0.7, top_p: 0.9, max_tokens: 1024 })
    const bare = () =>
      fetch(`${groq.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${groq.apiKey}`, 'content-type': 'application/json' },
        body,
      }).then((r) => r.json())
    const viaRegistry = async () => {
      const res = await registry.generate(request)
      if (res.provider !== 'groq') throw new Error(`expected groq to answer, got ${res.provider}`)
    }

    await timed(bare, WARMUP)
    await timed(viaRegistry, WARMUP)
    fake.reset()
    const bareTimes = await timed(bare, CALLS)
    const registryTimes = await timed(viaRegistry, CALLS)

    // Failover: groq hangs; the first call waits out the timeout, then deepseek answers; the next call skips groq.
    fake.setMode('groq', { kind: 'hang' })
    const hungRegistry = new LlmRegistry({ settings, timeoutMs: HANG_TIMEOUT_MS, fallbackAgent: true, log: () => {} })
    await hungRegistry.statuses() // availability known before the timed call, as on a running server
    let start = performance.now()
    const first = await hungRegistry.generate(request)
    const failoverMs = performance.now() - start
    start = performance.now()
    const second = await hungRegistry.generate(request)
    const afterMs = performance.now() - start

    console.log(
      JSON.stringify({
        calls: CALLS,
        bare: { p50: quantile(bareTimes, 0.5), p99: quantile(bareTimes, 0.99) },
        registry: { p50: quantile(registryTimes, 0.5), p99: quantile(registryTimes, 0.99) },
        failover: { ms: failoverMs, timeoutMs: HANG_TIMEOUT_MS, answeredBy: first.provider, nextMs: afterMs, nextAnsweredBy: second.provider },
      }),
    )
  } finally {
    await fake.close()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
