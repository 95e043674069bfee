// Streamed chat answers, run by the `llm` bench suite in a tsx child: a visitor's question through
// the orchestrator and the real provider registry to the loopback fake provider streaming its reply a word at a time
// with a delay between pieces (a model writing). Measures when the first checked sentence is handed on and when the
// whole reply is ready; beside it, the same reply streamed by a bare fetch (the fake's own first token and first
// sentence: the floor), and where our time goes in the orchestrated run (before the fake starts writing, and after it
// wrote the sentence's last word). Each round streams the bare reply first, then the orchestrated one, so that the
// two are compared on the same machine state. Prints one JSON line.
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

/** Where the first sentence ends in the fake's pieces (a word each), counted from 0. */
const SENTENCE_END_PIECE = ANSWER.split(/\s+/).findIndex((word) => /[.!?]$/.test(word))

/**
 * The reply streamed by hand, as any client would read it: ms to its first piece of text and to the piece that ends
 * the first sentence (the fake's own pace: no code of ours runs).
 */
async function bareStream(baseUrl: string, apiKey: string, model: string): Promise<{ firstToken: number; firstSentence: number }> {
  const start = performance.now()
  const res = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: QUESTION }], temperature: 0.7, top_p: 0.9, max_tokens: 1024, stream: true }),
  })
  if (!res.ok || !res.body) throw new Error(`the bare stream was answered ${res.status}`)
  const reader = res.body.getReader()
  const decoder = new TextDecoder()
  let firstToken: number | null = null
  let firstSentence: number | null = null
  let pieces = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const now = performance.now() - start
    for (const line of decoder.decode(read.value, { stream: true }).split('\n')) {
      // A piece of text; the opening frame's empty content is none.
      if (!/^data: \{.*"content":"[^"]/.test(line)) continue
      firstToken ??= now
      if (pieces++ === SENTENCE_END_PIECE) firstSentence = now
    }
  }
  if (firstToken === null || firstSentence === null) throw new Error('the bare stream carried no first sentence')
  return { firstToken, firstSentence }
}

async function main() {
  const fake = await startFakeLlmServer()
  try {
    const settings = providerSettingsFromEnv(parseEnv(fake.env(['groq'])))
    const registry = new LlmRegistry({
      settings,
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

    const groq = settings.find((s) => s.id === 'groq')!
    const first: number[] = []
    const whole: number[] = []
    const bareFirstToken: number[] = []
    const bareFirstSentence: number[] = []
    // Each round's first sentence minus the bare fetch's just before it: paired, so that both see the same machine.
    const overhead: number[] = []
    const beforeFirstToken: number[] = []
    const afterLastWord: number[] = []
    let sentences = 0
    for (let round = 0; round < ROUNDS + 1; round++) {
      const bare = await bareStream(groq.baseUrl ?? '', groq.apiKey ?? '', groq.models[0]!)
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
      // When the fake wrote its first piece, and the piece that ends the first sentence.
      const sentAt = fake.streams('groq').at(-1)!.sentAt
      bareFirstToken.push(bare.firstToken)
      bareFirstSentence.push(bare.firstSentence)
      overhead.push(firstAt - bare.firstSentence)
      beforeFirstToken.push(sentAt[0]! - start - bare.firstToken)
      afterLastWord.push(firstAt - (sentAt[SENTENCE_END_PIECE]! - start))
      first.push(firstAt)
      whole.push(done)
      sentences = count
    }
    for (const list of [first, whole, bareFirstToken, bareFirstSentence, overhead, beforeFirstToken, afterLastWord]) list.sort((a, b) => a - b)
    const p50 = (list: number[]) => quantile(list, 0.5)
    const pieces = ANSWER.split(/\s+/).length
    console.log(
      JSON.stringify({
        rounds: ROUNDS,
        pieces,
        pieceDelayMs: PIECE_DELAY_MS,
        sentences,
        firstSentence: { p50: quantile(first, 0.5), p99: quantile(first, 0.99) },
        whole: { p50: quantile(whole, 0.5), p99: quantile(whole, 0.99) },
        sentenceWords: SENTENCE_END_PIECE + 1,
        bare: { firstToken: p50(bareFirstToken), firstSentence: p50(bareFirstSentence) },
        overhead: { p50: p50(overhead), p99: quantile(overhead, 0.99) },
        // In the orchestrated run: the message → the fake writing its first piece, minus the bare fetch's first token
        // (what we spend before the model is asked), and the fake writing the sentence's last word → the sentence
        // handed on (what the releaser adds).
        ours: { beforeFirstToken: p50(beforeFirstToken), afterLastWord: p50(afterLastWord) },
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
