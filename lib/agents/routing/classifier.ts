import { featuresOf, type FeatureInput } from './features'

/**
 * A multinomial naive Bayes text classifier over TF-IDF-weighted features (features.ts). Logistic regression (softmax,
 * Adagrad) was measured too: no more accurate by 5-fold cross-validation on the labelled batches, and 2–20× slower
 * to train. Naive Bayes trains in milliseconds, so the model is built at first use from the examples rather than
 * shipped as generated weights that could drift from them.
 */

export type Example = FeatureInput & { label: string }

export type Prediction = { label: string; probability: number }[]

export type Classifier = {
  labels: readonly string[]
  /** Every label with its probability, most likely first; probabilities sum to 1. */
  predict(input: FeatureInput, temperature?: number): Prediction
}

/** Additive smoothing of the feature counts. */
const ALPHA = 0.1

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
    const v = (1 + Math.log(n)) * idf(f)
    w.set(f, v)
    norm += v * v
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0
  for (const [f, v] of w) w.set(f, v * scale)
  return w
}

export function trainClassifier(examples: readonly Example[]): Classifier {
  const featured = examples.map((e) => ({ label: e.label, tf: counts(featuresOf(e)) }))
  const df = new Map<string, number>()
  for (const e of featured) for (const f of e.tf.keys()) df.set(f, (df.get(f) ?? 0) + 1)
  const n = featured.length
  const idf = (f: string) => Math.log((1 + n) / (1 + (df.get(f) ?? 0))) + 1
  const labels = [...new Set(examples.map((e) => e.label))].sort()
  const vocabulary = df.size
  const perLabel = labels.map((label) => {
    const mass = new Map<string, number>()
    let total = 0
    for (const e of featured) {
      if (e.label !== label) continue
      for (const [f, v] of weigh(e.tf, idf)) {
        mass.set(f, (mass.get(f) ?? 0) + v)
        total += v
      }
    }
    // A uniform prior: how often a label occurs in the batches says how the batches were written, not how visitors ask.
    const denominator = total + ALPHA * (vocabulary + 1)
    return { label, logOf: (f: string) => Math.log(((mass.get(f) ?? 0) + ALPHA) / denominator) }
  })
  return {
    labels,
    predict(input, temperature = 1) {
      const w = weigh(counts(featuresOf(input)), idf)
      const scores = perLabel.map((p) => {
        let s = 0
        for (const [f, v] of w) if (df.has(f)) s += v * p.logOf(f)
        return s / temperature
      })
      const max = Math.max(...scores)
      const exp = scores.map((s) => Math.exp(s - max))
      const sum = exp.reduce((a, b) => a + b, 0)
      return perLabel.map((p, i) => ({ label: p.label, probability: exp[i]! / sum })).sort((a, b) => b.probability - a.probability)
    },
  }
}
