// The chat assistant: POST /api/chat under load on the canned path (no model configured) and over
// the loopback fake provider (vLLM, which has no per-minute limit, so the load measures the path, not the limiter),
// each on its own app in live mode; then the orchestrator's own cost per message and the routing set's accuracy,
// measured in-process by scripts/lib/bench/chat-overhead.ts.
import { startApp } from '../app-server.mjs'
import { spawnTracked, stopChild } from '../processes.mjs'
import { round } from '../report.mjs'
import { TSX, runTsxJson } from '../tsx-child.mjs'
import { ROOT } from '../../build.mjs'

export const name = 'chat'
export const description = 'POST /api/chat p50/p99/throughput (canned path, fake provider); orchestrator overhead; routing accuracy'

const row = (metric, value, unit, note) => ({ group: name, metric, value, unit, note })
/** A batch's first-sight score, or a note that it has not been measured yet (a new batch before its first run). */
const firstSight = (batch, field) => (batch.firstSight ? `first sight ${round(batch.firstSight[field] * 100, 1)} %` : 'first sight not recorded yet')
const LIVE = { CHAT_MODE: 'live', CHAT_RATE_LIMIT: '0' }
// Each request starts a session (no sessionId), so the numbers include creating and saving one.
const BODY = JSON.stringify({ message: 'How much do you invest, and at which stages?' })

async function chatLoad(ctx, env) {
  const app = await startApp(ROOT, { env: { ...LIVE, ...env } })
  try {
    return await app.failIfDies(
      // The API takes same-origin requests only, as the widget sends them.
      ctx.loadTest(`${app.url}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.url }, body: BODY, connections: 10 }),
    )
  } finally {
    await app.stop()
  }
}

async function startFake() {
  const child = spawnTracked(process.execPath, [TSX, 'scripts/lib/bench/fake-llm-child.ts', 'vllm'], { cwd: ROOT, env: process.env })
  for (let i = 0; i < 200 && !child.outputTail.some((l) => l.startsWith('{')); i++) await new Promise((r) => setTimeout(r, 50))
  const line = child.outputTail.find((l) => l.startsWith('{'))
  if (!line) throw new Error(`fake provider did not start:\n${child.outputTail.join('\n')}`)
  return { child, env: JSON.parse(line).env }
}

export async function run(ctx) {
  const load = `autocannon ${ctx.options.duration} s, 10 connections, after ${ctx.options.warmup} s warm-up; ${ctx.sameMachineNote}`
  ctx.log('POST /api/chat, canned path (no model configured)…')
  const canned = await chatLoad(ctx, {})

  ctx.log('POST /api/chat over the fake provider…')
  const fake = await startFake()
  let model
  try {
    model = await chatLoad(ctx, { ...fake.env, VLLM_MODELS: 'qwen2.5:latest' })
  } finally {
    await stopChild(fake.child)
  }

  ctx.log('orchestrator overhead and routing accuracy…')
  const o = await runTsxJson('chat-overhead.ts', [], 'chat overhead bench')
  const a = o.accuracy
  return [
    row('POST /api/chat canned p50', round(canned.p50Ms), 'ms', load),
    row('POST /api/chat canned p99', round(canned.p99Ms), 'ms', load),
    row('POST /api/chat canned throughput', round(canned.requestsPerSec), 'req/s', `${load}; non-2xx ${canned.non2xx}`),
    row('POST /api/chat fake provider p50', round(model.p50Ms), 'ms', `${load}; vLLM fake on loopback`),
    row('POST /api/chat fake provider p99', round(model.p99Ms), 'ms', load),
    row('POST /api/chat fake provider throughput', round(model.requestsPerSec), 'req/s', `${load}; non-2xx ${model.non2xx}`),
    row('orchestrator overhead p50', round(o.pipeline.p50, 3), 'ms', `${o.samples} messages through the whole pipeline, model answering instantly, no database`),
    row('orchestrator overhead p99', round(o.pipeline.p99, 3), 'ms', 'same run'),
    row('routing (classify + keywords + classifier) p50', round(o.routing.p50, 3), 'ms', 'same run'),
    row('routing accuracy: agent', round(a.accuracy.agent * 100, 1), '%', `${a.correct.agent} / ${a.total} labelled visitor messages (tests/fixtures/routing/set.ts); bar 95 %`),
    row('routing accuracy: message type', round(a.accuracy.type * 100, 1), '%', `${a.correct.type} / ${a.total} labelled visitor messages; bar 95 %`),
    row('hold-out accuracy: agent', round(o.holdout.accuracy.agent * 100, 1), '%', `${o.holdout.correct.agent} / ${o.holdout.total}, batches with a first-sight score (tests/fixtures/routing/holdout-batches.ts); bar 95 %`),
    row('hold-out accuracy: message type', round(o.holdout.accuracy.type * 100, 1), '%', `${o.holdout.correct.type} / ${o.holdout.total}, batches with a first-sight score; bar 95 %`),
    // Each batch: today's score beside the one it had when first seen, before any tuning against it.
    ...o.batches.flatMap((b) => [
      row(`hold-out ${b.name}: agent`, round(b.now.accuracy.agent * 100, 1), '%', `${b.now.correct.agent} / ${b.now.total}; ${firstSight(b, 'agent')}`),
      row(`hold-out ${b.name}: message type`, round(b.now.accuracy.type * 100, 1), '%', `${b.now.correct.type} / ${b.now.total}; ${firstSight(b, 'type')}`),
    ]),
  ]
}
