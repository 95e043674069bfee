// The language-model layer: what generate() adds over a bare HTTP call to the loopback fake
// provider (p50, p99), and how long a visitor waits when the chosen provider hangs; then a streamed chat answer:
// time to its first sentence against time to the whole answer. Runs in tsx processes of its own:
// it needs no app server.
import { round } from '../report.mjs'
import { runTsxJson } from '../tsx-child.mjs'
import { atMost } from '../verdicts.mjs'

export const name = 'llm'
export const description = 'generate() overhead over the fake provider (p50, p99), failover time from a hung provider, streamed answer: first sentence vs whole'

const row = (metric, value, unit, note) => ({ group: name, metric, value, unit, note })
/** The first sentence may reach the visitor at most this long after the fake has written it. */
const OVERHEAD_GOAL_MS = 60
const goalRow = (metric, value, unit, note) => ({ ...row(metric, value, unit, note), verdict: atMost(value, OVERHEAD_GOAL_MS), goal: `≤ ${OVERHEAD_GOAL_MS} ms` })
const CALLS = 2000
const STREAM_ROUNDS = 10
const PIECE_DELAY_MS = 20

export async function run(ctx) {
  ctx.log(`generate() × ${CALLS} against the fake provider, then a hung one…`)
  const r = await runTsxJson('llm-overhead.ts', [String(CALLS)], 'llm bench')
  ctx.log(`a streamed answer × ${STREAM_ROUNDS}, the fake writing a word every ${PIECE_DELAY_MS} ms…`)
  const st = await runTsxJson('stream-timing.ts', [String(STREAM_ROUNDS), String(PIECE_DELAY_MS)], 'stream bench')
  const streamed = `${st.rounds} answers of ${st.pieces} words (a word every ${st.pieceDelayMs} ms) through the orchestrator and registry to the fake (Groq's SSE)`
  const seq = `${r.calls} sequential calls on loopback, after 200 warm-ups`
  return [
    row('bare fetch to the fake p50', round(r.bare.p50, 2), 'ms', `${seq}: the same chat-completions request by hand (the floor)`),
    row('generate() p50', round(r.registry.p50, 2), 'ms', `${seq}: AI SDK adapter, registry, confidence`),
    row('generate() overhead p50', round(r.registry.p50 - r.bare.p50, 2), 'ms', 'generate() p50 minus bare fetch p50'),
    row('generate() p99', round(r.registry.p99, 2), 'ms', `bare fetch p99 ${round(r.bare.p99, 2)} ms`),
    row('generate() overhead p99', round(r.registry.p99 - r.bare.p99, 2), 'ms', 'generate() p99 minus bare fetch p99'),
    row('failover from a hung provider', round(r.failover.ms, 0), 'ms', `LLM_TIMEOUT_MS=${r.failover.timeoutMs}; answered by ${r.failover.answeredBy} after groq was abandoned`),
    row('failover cost beyond the timeout', round(r.failover.ms - r.failover.timeoutMs, 0), 'ms', 'abort + the next provider answering'),
    row('streamed answer: first sentence p50', round(st.firstSentence.p50, 0), 'ms', `${streamed}; p99 ${round(st.firstSentence.p99, 0)} ms`),
    row('streamed answer: whole answer p50', round(st.whole.p50, 0), 'ms', `same run; p99 ${round(st.whole.p99, 0)} ms; ${st.sentences} sentences streamed before the final reply`),
    row('streamed answer: the fake\'s own first token p50', round(st.bare.firstToken, 0), 'ms', `the same reply streamed by a bare fetch (no code of ours), before each answer; its first sentence (${st.sentenceWords} words) ends at ${round(st.bare.firstSentence, 0)} ms`),
    goalRow(
      'streamed answer: first sentence overhead p50',
      round(st.overhead.p50, 0),
      'ms',
      `each answer's first sentence minus the fake's own (a bare fetch of the same reply just before it); p99 ${round(st.overhead.p99, 0)} ms. Ours: ${round(st.ours.beforeFirstToken, 0)} ms before the fake's first token (routing, knowledge, prompt, HTTP), ${round(st.ours.afterLastWord, 1)} ms after its last word. Minus the fake's first token instead: ${round(st.firstSentence.p50 - st.bare.firstToken, 0)} ms, of which the fake writing the sentence's other ${st.sentenceWords - 1} words takes ${round(st.bare.firstSentence - st.bare.firstToken, 0)} ms`,
    ),
    row('streamed answer: first sentence / whole', round(st.firstSentence.p50 / st.whole.p50, 2), 'ratio', 'p50 over p50: the share of the wait a visitor spends before reading begins'),
    row('next request after a failover', round(r.failover.nextMs, 1), 'ms', `answered by ${r.failover.nextAnsweredBy}: the hung provider is skipped while it cools down (15 s, doubling)`),
  ]
}
