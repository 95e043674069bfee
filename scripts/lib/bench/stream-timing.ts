// Streamed chat answers, run by the `llm` bench suite in a tsx child: a visitor's question through
// the orchestrator and the real provider registry to the loopback fake provider streaming its reply a word at a time
// with a delay between pieces (a model writing). Measures when the first checked sentence is handed on and when the
// whole reply is ready. Prints one JSON line.
import { respond, type OrchestratorDeps } from '@/lib/agents/orchestrator'
import { staticKnowledge } from '@/lib/agents/knowledge'
import { parseEnv } from '@/lib/env'
import { LlmRegistry } from '@/lib/llm/registry'
import { providerSettingsFromEnv } from '@/lib/llm/settings'
import { startFakeLlmServer } from '@/tests/fakes/llm-server'
import { quantile } from './timing'

const ROUNDS = Number(process.argv[2] ?? 10)
const PIECE_DELAY_MS = Number(process.argv[3] ?? 20)

const QUESTION = 'Can you explain in detail how your venture studio model supports founders building agentic AI products?'
const ANSWER = [
  'We work alongside founders from the first prototype.',
  'Our product and engineering team builds with yours for the first months.',
  'We help with hiring, go-to-market and the first customers.',
  'Capital comes with that help, from pre-seed to Series A.',
  'Read how we work with founders on the services page, then apply when you are ready.',
].join(' ')

async function main() {
  const fake = await startFakeLlmServer()
  try {
    const registry = new LlmRegistry({
      settings: providerSettingsFromEnv(parseEnv(fake.env(['groq']))),
      timeoutMs: 30_000,
      fallbackAgent: false,
      log: () => {},
    })
    fake.setMode('groq', { kind: 'ok', content: ANSWER, chunkDelayMs: PIECE_DELAY_MS })
    const knowledge = staticKnowledge()
    const deps: OrchestratorDeps = {
      db: () => Promise.reject(new Error('no database in this measurement')),
      generate: (request, options) => registry.generate(request, { ...options, fallbackAgent: false }),
      stream: (request, options) => registry.stream(request, { ...options, fallbackAgent: false }),
      knowledge: async () => knowledge,
      metrics: { record: () => {} },
      log: () => {},
    }

    const first: number[] = []
    const whole: number[] = []
    let sentences = 0
    for (let round = 0; round < ROUNDS + 1; round++) {
      const start = performance.now()
      let firstAt: number | null = null
      let count = 0
      const reply = await respond(
        {
          message: QUESTION,
          clientId: 'bench',
          onSentence: () => {
            firstAt ??= performance.now() - start
            count++
          },
        },
        deps,
      )
      const done = performance.now() - start
      if (reply.metadata.fallback || firstAt === null) throw new Error(`the model did not answer: ${reply.metadata.error ?? 'no sentence streamed'}`)
      // The first round warms the JIT and the connection and is not counted.
      if (round === 0) continue
      first.push(firstAt)
      whole.push(done)
      sentences = count
    }
    first.sort((a, b) => a - b)
    whole.sort((a, b) => a - b)
    const pieces = ANSWER.split(/\s+/).length
    console.log(
      JSON.stringify({
        rounds: ROUNDS,
        pieces,
        pieceDelayMs: PIECE_DELAY_MS,
        sentences,
        firstSentence: { p50: quantile(first, 0.5), p99: quantile(first, 0.99) },
        whole: { p50: quantile(whole, 0.5), p99: quantile(whole, 0.99) },
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
