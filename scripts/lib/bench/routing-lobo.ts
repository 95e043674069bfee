// Leave-one-batch-out: for each batch written blind (A–H, traps), the classifier is trained on every other
// labelled message and the router measured on that batch. Closer to first sight than k-fold cross-validation, whose
// folds share near-duplicates of one batch (the same writer, the same phrasings); this is the figure to optimise.
// The keyword lists were tuned on every batch after its first sight, so even this overstates first sight somewhat.
import { classifyMessage } from '@/lib/agents/classify'
import { fitTemperature } from '@/lib/agents/routing/calibration'
import { trainClassifier, type Classifier, type Example } from '@/lib/agents/routing/classifier'
import { localRouterFor, ROUTER, type RouterParams } from '@/lib/agents/routing/router'
import { AGENT_LIST } from '@/lib/agents/specialists'
import { exampleOf } from '@/tests/fixtures/routing/examples'
import { HOLDOUT_BATCHES } from '@/tests/fixtures/routing/holdout-batches'
import { ROUTING_SET, type RoutingCase } from '@/tests/fixtures/routing/set'

/** The batches held out in turn; the tuning sets and the first three hold-out batches are always learnt. */
const HELD_OUT = ['batch A', 'batch B', 'batch C', 'batch D', 'batch E', 'batch F', 'batch G', 'batch H', 'traps']

export type Trainer = (examples: readonly Example[]) => Classifier

const inputOf = (c: RoutingCase) => ({ message: c.message, history: c.history ?? [], lastAgentId: c.lastAgentId ?? null })

export type LoboBatch = { name: string; total: number; router: number; classifier: number; asked: number }

/**
 * Fractions right per held-out batch (the router, and the classifier alone), their means weighted by batch size and the
 * calibration temperature of least log-loss on the held-out messages; `extra` examples are always learnt, never held out.
 */
export function leaveOneBatchOut(extra: readonly Example[] = [], train: Trainer = trainClassifier, params: RouterParams = ROUTER) {
  const measured = HOLDOUT_BATCHES.filter((b) => b.firstSight !== undefined)
  const batches: LoboBatch[] = []
  const scored: { scored: { id: string; score: number }[]; truth: string }[] = []
  for (const held of measured.filter((b) => HELD_OUT.some((n) => b.name.startsWith(n)))) {
    const learnt = [...ROUTING_SET, ...measured.filter((b) => b !== held).flatMap((b) => b.cases)].map(exampleOf)
    const classifier = train([...learnt, ...extra])
    const route = localRouterFor(AGENT_LIST, () => classifier, params)
    let router = 0
    let alone = 0
    let asked = 0
    for (const c of held.cases) {
      const input = inputOf(c)
      const r = route(input, classifyMessage(input))
      if (r.agentId === c.agent) router++
      if (r.clarify) asked++
      // Back from probabilities to log-space scores (up to a constant per message), to refit the temperature.
      if (classifyMessage(input).messageType !== 'greeting')
        scored.push({ scored: r.ranked.map((x) => ({ id: x.agentId, score: Math.log(x.probability) * params.temperature })), truth: c.agent })
      if (classifier.predict(input)[0]!.label === c.agent) alone++
    }
    batches.push({ name: held.name, total: held.cases.length, router: router / held.cases.length, classifier: alone / held.cases.length, asked })
  }
  const total = batches.reduce((s, b) => s + b.total, 0)
  const mean = (key: 'router' | 'classifier') => batches.reduce((s, b) => s + b[key] * b.total, 0) / total
  return { batches, total, router: mean('router'), classifier: mean('classifier'), asked: batches.reduce((s, b) => s + b.asked, 0), temperature: fitTemperature(scored) }
}
