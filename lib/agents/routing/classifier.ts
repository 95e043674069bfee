import { featuresOf, type FeatureInput } from './features'

/**
 * A multinomial naive Bayes text classifier over TF-IDF-weighted features (features.ts). Logistic regression (softmax,
 * Adagrad) was measured too: no more accurate by 5-fold cross-validation on the labelled batches, and 2–20× slower
 * to train. The trained model is plain data (Model), so the product ships it as JSON built from the labelled
 * examples (scripts/routing-model.ts) and does not train at first use: on a loaded machine training took over 100 ms.
 */

export type Example = FeatureInput & { label: string }

export type Prediction = { label: string; probability: number }[]

export type Classifier = {
  labels: readonly string[]
  /** Every label with its probability, most likely first; probabilities sum to 1. */
  predict(input: FeatureInput, temperature?: number): Prediction
}

/**
 * The trained model: each feature's IDF, and per label the log-probability of each feature it has seen and of one it
 * has not. Numbers are rounded to 5 significant digits, far below what changes a prediction, to keep the JSON small.
 */
export type Model = {
  labels: string[]
  idf: Record<string, number>
  /** The IDF of a feature no example had. */
  unknownIdf: number
  logs: Record<string, Record<string, number>>
  unseen: Record<string, number>
}

/** Additive smoothing of the feature counts. */
const ALPHA = 0.1

const rounded = (x: number) => Number(x.toPrecision(5))

function counts(features: readonly string[]): Map<string, number> {
  const m = new Map<string, number>()
  for (const f of features) m.set(f, (m.get(f) ?? 0) + 1)
  return m
}

/** Sub-linear term frequency (1 + log tf) times IDF, normalised to unit length per message: long messages do not outvote short ones. */
function weigh(tf: Map<string, number>, idf: (f: string) => number): Map<string, number> {
  const w = new Map<string, number>()
  let norm = 0
  for (const [f, n] of tf) {
    const i = idf(f)
    const v = (1 + Math.log(n)) * i
    w.set(f, v)
    norm += v * v
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0
  for (const [f, v] of w) w.set(f, v * scale)
  return w
}

export function trainModel(examples: readonly Example[]): Model {
  const featured = examples.map((e) => ({ label: e.label, tf: counts(featuresOf(e)) }))
  const df = new Map<string, number>()
  for (const e of featured) for (const f of e.tf.keys()) df.set(f, (df.get(f) ?? 0) + 1)
  const n = featured.length
  const idf = Object.fromEntries([...df].sort(([a], [b]) => (a < b ? -1 : 1)).map(([f, d]) => [f, rounded(Math.log((1 + n) / (1 + d)) + 1)]))
  const labels = [...new Set(examples.map((e) => e.label))].sort()
  const mass = new Map(labels.map((label) => [label, { byFeature: new Map<string, number>(), total: 0 }]))
  for (const e of featured) {
    const m = mass.get(e.label)!
    for (const [f, v] of weigh(e.tf, (f) => idf[f]!)) {
      m.byFeature.set(f, (m.byFeature.get(f) ?? 0) + v)
      m.total += v
    }
  }
  // A uniform prior: how often a label occurs in the batches says how the batches were written, not how visitors ask.
  const logs: Model['logs'] = {}
  const unseen: Model['unseen'] = {}
  for (const label of labels) {
    const { byFeature, total } = mass.get(label)!
    const denominator = total + ALPHA * (df.size + 1)
    const seen = [...byFeature].sort(([a], [b]) => (a < b ? -1 : 1))
    logs[label] = Object.fromEntries(seen.map(([f, v]) => [f, rounded(Math.log((v + ALPHA) / denominator))]))
    unseen[label] = rounded(Math.log(ALPHA / denominator))
  }
  return { labels, idf, unknownIdf: rounded(Math.log(1 + n) + 1), logs, unseen }
}

export function classifierFrom(model: Model): Classifier {
  const idf = new Map(Object.entries(model.idf))
  const perLabel = model.labels.map((label) => ({ label, logs: new Map(Object.entries(model.logs[label] ?? {})), unseen: model.unseen[label]! }))
  return {
    labels: model.labels,
    predict(input, temperature = 1) {
      // Words the model never saw carry no evidence for any label, but they count in the message's length: a message
      // mostly of unknown words leaves the classifier unsure, and the keywords decide.
      const w = weigh(counts(featuresOf(input)), (f) => idf.get(f) ?? model.unknownIdf)
      const scores = perLabel.map((p) => {
        let s = 0
        for (const [f, v] of w) if (idf.has(f)) s += v * (p.logs.get(f) ?? p.unseen)
        return s / temperature
      })
      const max = Math.max(...scores)
      const exp = scores.map((s) => Math.exp(s - max))
      const sum = exp.reduce((a, b) => a + b, 0)
      return perLabel.map((p, i) => ({ label: p.label, probability: exp[i]! / sum })).sort((a, b) => b.probability - a.probability)
    },
  }
}

export const trainClassifier = (examples: readonly Example[]): Classifier => classifierFrom(trainModel(examples))
