// Routing quality, run by the `routing` bench suite in a tsx child: every labelled batch through the product's local
// router (keywords + classifier, no model) beside the keyword-only router, per-agent precision and recall, the
// confusion pairs; leave-one-batch-out (routing-lobo.ts) with and without the extra tuning messages; k-fold
// cross-validation of the classifier; the classifier's training time and model size. Prints one JSON line.
import fs from 'node:fs'
import { classifyMessage } from '@/lib/agents/classify'
import { fitTemperature } from '@/lib/agents/routing/calibration'
import { classifierFrom, trainClassifier, trainModel, type Model } from '@/lib/agents/routing/classifier'
import { localRouterFor, ROUTER } from '@/lib/agents/routing/router'
import { selectAgent } from '@/lib/agents/select'
import { AGENT_IDS, AGENT_LIST } from '@/lib/agents/specialists'
import { exampleOf, labelledExamples, TUNING_EXTRA } from '@/tests/fixtures/routing/examples'
import { HOLDOUT_BATCHES } from '@/tests/fixtures/routing/holdout-batches'
import { ROUTING_SET, routingAccuracy, type RoutingCase } from '@/tests/fixtures/routing/set'
import { leaveOneBatchOut } from './routing-lobo'
import { firstAnswerLatency } from './routing-latency'

const FOLDS = 5

const inputOf = (c: RoutingCase) => ({ message: c.message, history: c.history ?? [], lastAgentId: c.lastAgentId ?? null })

/** Per agent: precision (of the messages routed to it, how many were its) and recall (of its messages, how many reached it). */
function perAgent(cases: readonly RoutingCase[], got: readonly string[]) {
  return AGENT_IDS.map((id) => {
    const routed = got.filter((g) => g === id).length
    const labelled = cases.filter((c) => c.agent === id).length
    const hits = cases.filter((c, i) => c.agent === id && got[i] === id).length
    return { agentId: id, labelled, routed, precision: routed ? hits / routed : null, recall: labelled ? hits / labelled : null }
  }).filter((a) => a.labelled || a.routed)
}

/** Expected → got, with how often and one example message, most frequent first. */
function confusions(cases: readonly RoutingCase[], got: readonly string[]) {
  const pairs = new Map<string, { expected: string; got: string; count: number; example: string }>()
  cases.forEach((c, i) => {
    if (got[i] === c.agent) return
    const key = `${c.agent}→${got[i]}`
    const pair = pairs.get(key) ?? { expected: c.agent, got: got[i]!, count: 0, example: c.message }
    pair.count++
    pairs.set(key, pair)
  })
  return [...pairs.values()].sort((a, b) => b.count - a.count)
}

function batchReport(name: string, cases: readonly RoutingCase[], firstSight: { agent: number; type: number } | null, tuned = false) {
  const now = routingAccuracy(cases)
  const keywords = routingAccuracy(cases, selectAgent)
  const got = cases.map((c) => {
    const miss = now.misses.find((m) => m.message === c.message && m.expected.agent === c.agent)
    return miss ? miss.got.agent : c.agent
  })
  return { name, tuned, total: now.total, now: now.accuracy, correct: now.correct, keywords: keywords.accuracy, firstSight, perAgent: perAgent(cases, got), confusions: confusions(cases, got) }
}

/** Out-of-fold accuracy of the classifier alone and of the router with that fold's classifier; the refitted temperature. */
function crossValidate(cases: readonly RoutingCase[]) {
  const fold = (i: number) => (i * 7919) % FOLDS
  let classifier = 0
  let router = 0
  let asked = 0
  const scored: { scored: { id: string; score: number }[]; truth: string }[] = []
  for (let f = 0; f < FOLDS; f++) {
    const model = trainClassifier(cases.filter((_, i) => fold(i) !== f).map(exampleOf))
    const route = localRouterFor(AGENT_LIST, () => model)
    cases.forEach((c, i) => {
      if (fold(i) !== f) return
      const input = inputOf(c)
      if (model.predict(input)[0]!.label === c.agent) classifier++
      const r = route(input, classifyMessage(input))
      if (r.agentId === c.agent) router++
      if (r.clarify) asked++
      // Back from probabilities to log-space scores (up to a constant per message), to refit the temperature.
      scored.push({ scored: r.ranked.map((x) => ({ id: x.agentId, score: Math.log(x.probability) * ROUTER.temperature })), truth: c.agent })
    })
  }
  return { folds: FOLDS, total: cases.length, classifier: classifier / cases.length, router: router / cases.length, asked, temperature: fitTemperature(scored) }
}

/** Training the shipped model (scripts/routing-model.ts) and loading it as the product does, median of 5. */
function trainingTime() {
  const examples = labelledExamples()
  const train: number[] = []
  const load: number[] = []
  for (let i = 0; i < 5; i++) {
    let start = performance.now()
    const model = trainModel(examples)
    train.push(performance.now() - start)
    const json = JSON.stringify(model)
    start = performance.now()
    classifierFrom(JSON.parse(json) as Model)
    load.push(performance.now() - start)
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!
  return { examples: examples.length, trainMs: median(train), loadMs: median(load), modelBytes: fs.statSync('lib/agents/routing/model.json').size }
}

const training = trainingTime()
const batches = [
  batchReport('tuning set (set.ts)', ROUTING_SET, null, true),
  ...HOLDOUT_BATCHES.map((b) => batchReport(b.name, b.cases, (b.firstSight as { agent: number; type: number } | undefined) ?? null)),
]
// Batches not measured yet stay out of the cross-validation as they stay out of the training data.
const measured = [...ROUTING_SET, ...TUNING_EXTRA, ...HOLDOUT_BATCHES.filter((b) => b.firstSight !== undefined).flatMap((b) => b.cases)]
const cv = crossValidate(measured)
const lobo = leaveOneBatchOut(TUNING_EXTRA.map(exampleOf))
const loboWithoutExtra = leaveOneBatchOut()
const latency = firstAnswerLatency(measured.map(inputOf), Number(process.argv[2] ?? 10))
console.log(JSON.stringify({ training, batches, lobo, loboWithoutExtra, cv, latency, threshold: ROUTER.threshold, temperature: ROUTER.temperature, gatePenalty: ROUTER.gatePenalty, keywordWeight: ROUTER.keywordWeight }))
