// The orchestrator's own cost per message, run by the `chat` bench suite in a tsx child: the
// labelled routing set through classify + select, and the whole pipeline (testAgent: classify, select, knowledge
// search, agent, tools, link check, caps) with a model that answers instantly — so what is measured is ours, not a
// model's. Also reports the routing set's accuracy. Prints one JSON line.
import { classifyMessage } from '@/lib/agents/classify'
import { testAgent, type OrchestratorDeps } from '@/lib/agents/orchestrator'
import { staticKnowledge } from '@/lib/agents/knowledge'
import { HOLDOUT_BATCHES } from '@/tests/fixtures/routing/holdout-batches'
import { ROUTING_SET, routingAccuracy } from '@/tests/fixtures/routing/set'
import { localRouter } from '@/lib/agents/routing/router'
import { quantile } from './timing'

const ROUNDS = Number(process.argv[2] ?? 20)

async function main() {
  const knowledge = staticKnowledge()
  const reply = 'We invest $100K–$2M from pre-seed to Series A. [Apply for funding](/apply) when you are ready.'
  const deps: OrchestratorDeps = {
    db: () => Promise.reject(new Error('no database in this measurement')),
    generate: async (request) => ({
      id: 'bench',
      content: reply,
      model: request.model,
      usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
      finishReason: 'stop',
      processingTime: 0,
      provider: 'vllm',
      confidence: 0.8,
      failures: [],
    }),
    knowledge: async () => knowledge,
    metrics: { record: () => {} },
    log: () => {},
  }

  const routing: number[] = []
  const pipeline: number[] = []
  for (let round = 0; round < ROUNDS + 2; round++) {
    for (const item of ROUTING_SET) {
      const input = { message: item.message, history: item.history ?? [], lastAgentId: item.lastAgentId ?? null }
      let start = performance.now()
      localRouter(input, classifyMessage(input))
      const routed = performance.now() - start
      start = performance.now()
      await testAgent(item.message, undefined, deps)
      const whole = performance.now() - start
      // The first two rounds warm the JIT and are not counted.
      if (round >= 2) {
        routing.push(routed)
        pipeline.push(whole)
      }
    }
  }
  routing.sort((a, b) => a - b)
  pipeline.sort((a, b) => a - b)
  const accuracy = routingAccuracy()
  // The 95 % bar is for batches already fixed after their first sight; a new batch only reports its own score.
  const holdout = routingAccuracy(HOLDOUT_BATCHES.filter((b) => b.firstSight).flatMap((b) => b.cases))
  const batches = HOLDOUT_BATCHES.map((b) => ({ name: b.name, firstSight: b.firstSight, now: routingAccuracy(b.cases) }))
  console.log(
    JSON.stringify({
      messages: ROUTING_SET.length,
      samples: pipeline.length,
      routing: { p50: quantile(routing, 0.5), p99: quantile(routing, 0.99) },
      pipeline: { p50: quantile(pipeline, 0.5), p99: quantile(pipeline, 0.99) },
      accuracy,
      holdout,
      batches,
    }),
  )
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
