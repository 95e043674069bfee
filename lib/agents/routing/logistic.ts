import { featuresOf } from './features'
import type { LabelledInput } from './naive-bayes'
import { addWeighted, counts, inverseDocumentFrequency, rounded, softmax, weigh } from './tfidf'

/**
 * Multinomial logistic regression (softmax, L2) over TF-IDF words and word pairs (features.ts), the second classifier
 * the router averages (classifier.ts). Written here rather than taken from a library: the npm ones either fit one
 * binary model per label over dense matrices (thousands of features × thousands of messages) or are unmaintained, and
 * the whole method is a gradient of a few lines. Trained by `npm run routing:model`, never at run time.
 *
 * Hyper-parameters chosen by leave-one-batch-out with naive Bayes beside it (docs/measurements/routing-round-3.md):
 * λ = 1e-4 (the router routed 92.3 %; with 3e-5 91.9 %, with 3e-4 91.7 %); features seen in at least two messages
 * (89.7 % instead of 89.3 % without the extra messages, and a smaller model file); full-batch Adam for 150 steps, which
 * is deterministic: the same examples give the same model.
 */

/**
 * No intercept: like naive Bayes's uniform prior, how often a label occurs in the batches says how they were written,
 * not how visitors ask, and a message of unknown words stays without an opinion (the keywords decide). Without it the
 * router routed as many held-out messages right (92.3 %), the classifier alone 89.1 % instead of 90.5 %.
 */
export type LogisticModel = {
  idf: Record<string, number>
  /** Per feature, its weight for each label in the classifier's label order. */
  weights: Record<string, number[]>
}

const LAMBDA = 1e-4
const MIN_DF = 2
const STEPS = 150
const RATE = 0.1
/** Three significant digits of each weight: the predictions of every labelled message are unchanged, the file a quarter smaller. */
const WEIGHT_DIGITS = 3

type Row = { index: Int32Array; value: Float64Array; label: number }

function rows(examples: readonly LabelledInput[], labels: readonly string[]) {
  const featured = examples.map((e) => counts(featuresOf(e, { pairs: true })))
  const { idf } = inverseDocumentFrequency(featured.map((tf) => [...tf.keys()]), MIN_DF)
  const names = Object.keys(idf)
  const position = new Map(names.map((f, i) => [f, i]))
  const data: Row[] = featured.map((tf, n) => {
    const w = [...weigh(tf, (f) => idf[f])]
    return { index: Int32Array.from(w, ([f]) => position.get(f)!), value: Float64Array.from(w, ([, v]) => v), label: labels.indexOf(examples[n]!.label) }
  })
  return { idf, names, data }
}

/** One Adam step on parameters `p` with gradient `g` (moments `m`, `v`), step number `t` from 1. */
function adam(p: Float64Array, g: Float64Array, m: Float64Array, v: Float64Array, t: number) {
  const c1 = 1 - 0.9 ** t
  const c2 = 1 - 0.999 ** t
  for (let i = 0; i < p.length; i++) {
    m[i] = 0.9 * m[i]! + 0.1 * g[i]!
    v[i] = 0.999 * v[i]! + 0.001 * g[i]! ** 2
    p[i] = p[i]! - (RATE * m[i]! / c1) / (Math.sqrt(v[i]! / c2) + 1e-8)
  }
}

export function trainLogistic(examples: readonly LabelledInput[], labels: readonly string[]): LogisticModel {
  const { idf, names, data } = rows(examples, labels)
  const K = labels.length
  // K weights per feature, feature-major.
  const size = names.length * K
  const p = new Float64Array(size)
  const g = new Float64Array(size)
  const m = new Float64Array(size)
  const v = new Float64Array(size)
  const scores = new Array<number>(K)
  for (let t = 1; t <= STEPS; t++) {
    g.fill(0)
    for (const row of data) {
      for (let k = 0; k < K; k++) {
        let z = 0
        for (let j = 0; j < row.index.length; j++) z += p[row.index[j]! * K + k]! * row.value[j]!
        scores[k] = z
      }
      const prob = softmax(scores)
      for (let k = 0; k < K; k++) {
        const d = (prob[k]! - (row.label === k ? 1 : 0)) / data.length
        for (let j = 0; j < row.index.length; j++) g[row.index[j]! * K + k] = g[row.index[j]! * K + k]! + d * row.value[j]!
      }
    }
    for (let i = 0; i < size; i++) g[i] = g[i]! + LAMBDA * p[i]!
    adam(p, g, m, v, t)
  }
  const weights = Object.fromEntries(names.map((f, i) => [f, Array.from(p.subarray(i * K, i * K + K), (w) => rounded(w, WEIGHT_DIGITS))]))
  return { idf, weights }
}

/**
 * Scores (logits) per label, in the classifier's label order, from a message's feature counts with word pairs
 * (counts of featuresOf(input, { pairs: true })). Features the model never saw carry no weight.
 */
export function logisticScorer(model: LogisticModel, labels: number) {
  return (tf: ReadonlyMap<string, number>): number[] => {
    const scores = new Array<number>(labels).fill(0)
    addWeighted(scores, tf, (f) => model.idf[f], (f) => model.weights[f])
    return scores
  }
}
