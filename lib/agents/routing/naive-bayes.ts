import { featuresOf, PAIR, type FeatureInput } from './features'
import { addWeighted, counts, inverseDocumentFrequency, rounded, weigh } from './tfidf'

/**
 * Multinomial naive Bayes over TF-IDF-weighted words (features.ts), one of the two classifiers the router averages
 * (classifier.ts). Complement naive Bayes was measured too and lost seven points by leave-one-batch-out.
 */

export type LabelledInput = FeatureInput & { label: string }

/** Per label the log-probability of each word it has seen and of one it has not; each word's IDF. */
export type NaiveBayesModel = {
  idf: Record<string, number>
  /** The IDF of a feature no example had. */
  unknownIdf: number
  logs: Record<string, Record<string, number>>
  unseen: Record<string, number>
}

/** Additive smoothing of the feature counts (0.03 and 0.3 were measured worse). */
const ALPHA = 0.1

export function trainNaiveBayes(examples: readonly LabelledInput[], labels: readonly string[]): NaiveBayesModel {
  const featured = examples.map((e) => ({ label: e.label, tf: counts(featuresOf(e)) }))
  const { idf, unknownIdf } = inverseDocumentFrequency(featured.map((e) => [...e.tf.keys()]))
  const vocabulary = Object.keys(idf).length
  const mass = new Map(labels.map((label) => [label, { byFeature: new Map<string, number>(), total: 0 }]))
  for (const e of featured) {
    const m = mass.get(e.label)!
    for (const [f, v] of weigh(e.tf, (f) => idf[f])) {
      m.byFeature.set(f, (m.byFeature.get(f) ?? 0) + v)
      m.total += v
    }
  }
  // A uniform prior: how often a label occurs in the batches says how the batches were written, not how visitors ask.
  const logs: NaiveBayesModel['logs'] = {}
  const unseen: NaiveBayesModel['unseen'] = {}
  for (const label of labels) {
    const { byFeature, total } = mass.get(label)!
    const denominator = total + ALPHA * (vocabulary + 1)
    const seen = [...byFeature].sort(([a], [b]) => (a < b ? -1 : 1))
    logs[label] = Object.fromEntries(seen.map(([f, v]) => [f, rounded(Math.log((v + ALPHA) / denominator))]))
    unseen[label] = rounded(Math.log(ALPHA / denominator))
  }
  return { idf, unknownIdf, logs, unseen }
}

/**
 * Scores (log-likelihoods up to a constant) per label, in the order of `labels`, from a message's feature counts
 * (counts of featuresOf; word pairs, which this model never learns, are ignored).
 */
export function naiveBayesScorer(model: NaiveBayesModel, labels: readonly string[]) {
  // Per feature, its log-probability under each label: one look-up per feature when routing, not one per label.
  const logs = new Map<string, Float64Array>()
  const unseen = Float64Array.from(labels, (label) => model.unseen[label] ?? 0)
  labels.forEach((label, k) => {
    for (const [f, v] of Object.entries(model.logs[label] ?? {})) {
      let row = logs.get(f)
      if (!row) logs.set(f, (row = Float64Array.from(unseen)))
      row[k] = v
    }
  })
  return (tf: ReadonlyMap<string, number>): number[] => {
    // Words the model never saw carry no evidence for any label, but they count in the message's length: a message
    // mostly of unknown words leaves the classifier unsure, and the keywords decide.
    const scores = new Array<number>(labels.length).fill(0)
    const idf = (f: string) => (f.startsWith(PAIR) ? undefined : (model.idf[f] ?? model.unknownIdf))
    addWeighted(scores, tf, idf, (f) => (model.idf[f] === undefined ? undefined : (logs.get(f) ?? unseen)))
    return scores
  }
}
