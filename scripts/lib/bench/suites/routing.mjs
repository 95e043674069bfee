// Routing quality: every labelled batch (the tuning set, each hold-out batch, any batch added to HOLDOUT_BATCHES)
// through the product's local router — accuracy beside the batch's first-sight figure, per-agent precision and recall,
// the confusion pairs — plus leave-one-batch-out (routing-lobo.ts, the figure to optimise: each blind batch routed by a
// classifier trained on the others, with and without the extra tuning messages), k-fold cross-validation of the
// classifier, its model size and load time, and the first answer's latency against the keyword-only router, measured
// in the same run. In-process, in a tsx child (scripts/lib/bench/routing-quality.ts).
import { round } from '../report.mjs'
import { runTsxJson } from '../tsx-child.mjs'
import { atMostTimes, ratio } from '../verdicts.mjs'

export const name = 'routing'
/** Measured in a tsx child: no build or app needed. */
export const needsApp = false
export const description = 'routing accuracy per labelled batch (agent, type, per-agent precision/recall, confusions), leave-one-batch-out and k-fold cross-validation, first-answer latency vs keywords only'

const row = (metric, value, unit, note, extra = {}) => ({ group: name, metric, value, unit, note, ...extra })
const pct = (x) => (x === null || x === undefined ? null : round(x * 100, 1))
const ROUNDS = 10
const LATENCY_FACTOR = 1.2

function firstSightNote(b, key) {
  if (!b.firstSight) return b.tuned ? 'the set the rules were tuned on' : 'first sight: not yet recorded — this run\'s figure is it'
  return `first sight ${pct(b.firstSight[key])} %`
}

function batchRows(b) {
  const rows = [
    row(`${b.name}: agent`, pct(b.now.agent), '%', `${b.correct.agent} / ${b.total}; ${firstSightNote(b, 'agent')}; keywords alone ${pct(b.keywords.agent)} %`),
    row(`${b.name}: message type`, pct(b.now.type), '%', `${b.correct.type} / ${b.total}; ${firstSightNote(b, 'type')}`),
  ]
  for (const a of b.perAgent)
    rows.push(row(`${b.name}: ${a.agentId} recall`, pct(a.recall), '%', `precision ${a.precision === null ? 'n/a' : `${pct(a.precision)} %`}; ${a.labelled} labelled, ${a.routed} routed to it`))
  for (const c of b.confusions) rows.push(row(`${b.name}: ${c.expected} → ${c.got}`, c.count, 'messages', `e.g. ${JSON.stringify(c.example)}`))
  return rows
}

export async function run(ctx) {
  ctx.log(`routing quality over every labelled batch, ${ROUNDS} latency rounds…`)
  const r = await runTsxJson('routing-quality.ts', [String(ROUNDS)], 'routing bench')
  const lobo = (l, label) => [
    ...l.batches.map((b) => row(`leave-one-batch-out${label}: ${b.name}`, pct(b.router), '%', `keywords + classifier trained on every other batch; classifier alone ${pct(b.classifier)} %; ${b.asked} of ${b.total} sent to a clarifying question`)),
    row(`leave-one-batch-out${label}: weighted mean`, pct(l.router), '%', `${l.total} messages of the batches written blind, each routed by a classifier that never saw its batch: the closest figure to first sight; classifier alone ${pct(l.classifier)} %; calibration temperature refitted on them ${round(l.temperature, 2)}`),
  ]
  const cv = `${r.cv.folds}-fold cross-validation over the ${r.cv.total} messages of the tuning set and the measured batches`
  const ours = r.latency.router.p50
  const ref = r.latency.keywords.p50
  return [
    ...r.batches.flatMap(batchRows),
    ...lobo(r.lobo, ''),
    ...lobo(r.loboWithoutExtra, ' without the extra tuning messages'),
    row('cross-validation: classifier alone', pct(r.cv.classifier), '%', cv),
    row('cross-validation: keywords + classifier', pct(r.cv.router), '%', `${cv}; the keyword lists were tuned on all of them, so this overstates first sight; ${r.cv.asked} sent to a clarifying question`),
    row('calibration temperature, refitted', round(r.cv.temperature, 2), '', `least log-loss out of fold; the router uses ${r.temperature}, confidence threshold ${r.threshold}, cost of an agent whose rule declines ${r.gatePenalty}, keyword weight ${r.keywordWeight}`),
    row('classifier training', round(r.training.trainMs, 1), 'ms', `median of 5 over ${r.training.examples} examples; done by npm run routing:model, not at run time`),
    row('classifier model size', round(r.training.modelBytes / 1024, 0), 'KiB', 'lib/agents/routing/model.json'),
    row('classifier model load', round(r.training.loadMs, 2), 'ms', 'model.json → classifier, once per process at first use'),
    row('first answer (routing + prepared answer, no model) p50', round(ours, 3), 'ms', `${r.latency.samples} messages, keywords + classifier; p99 ${round(r.latency.router.p99, 3)} ms`, {
      ref: round(ref, 3),
      ratio: round(ratio(ours, ref), 2),
      verdict: atMostTimes(ours, ref, LATENCY_FACTOR),
      goal: `≤ ${LATENCY_FACTOR}× keywords alone`,
    }),
    row('first answer, keywords alone p50', round(ref, 3), 'ms', `same run, same messages in alternation; p99 ${round(r.latency.keywords.p99, 3)} ms`),
  ]
}
