import { featuresOf, type FeatureInput } from './features'
import { logisticScorer, trainLogistic, type LogisticModel } from './logistic'
import { naiveBayesScorer, trainNaiveBayes, type LabelledInput, type NaiveBayesModel } from './naive-bayes'
import { counts, softmax } from './tfidf'

/**
 * The routing classifier: the average, in log space, of a multinomial naive Bayes over words (naive-bayes.ts) and a
 * logistic regression over words and word pairs (logistic.ts). Chosen by leave-one-batch-out — each batch written
 * blind routed with a classifier trained on the others (docs/measurements/routing-round-3.md). Without the extra
 * tuning messages the router routed 87.9 % with naive Bayes alone, 88.1 % with the regression alone and 89.7 % with
 * their average; with them, 91.7 %, 90.6 % and 92.3 % (each with its best keyword weight). The two err on different
 * messages: naive Bayes is steady on short messages, the regression weighs words against each other.
 *
 * The trained model is plain data (Model), shipped as JSON built from the labelled examples (scripts/routing-model.ts):
 * nothing is trained at run time.
 */

export type Example = LabelledInput

export type Prediction = { label: string; probability: number }[]

export type Classifier = {
  labels: readonly string[]
  /** Every label with its probability, most likely first; probabilities sum to 1. */
  predict(input: FeatureInput, temperature?: number): Prediction
}

export type Model = { labels: string[]; naiveBayes: NaiveBayesModel; logistic: LogisticModel }

export function trainModel(examples: readonly Example[]): Model {
  const labels = [...new Set(examples.map((e) => e.label))].sort()
  return { labels, naiveBayes: trainNaiveBayes(examples, labels), logistic: trainLogistic(examples, labels) }
}

/** Log-probabilities from scores (log-softmax). */
const logProbabilities = (scores: readonly number[]) => softmax(scores).map((p) => Math.log(Math.max(p, 1e-12)))

export function classifierFrom(model: Model): Classifier {
  const naiveBayes = naiveBayesScorer(model.naiveBayes, model.labels)
  const logistic = logisticScorer(model.logistic, model.labels.length)
  return {
    labels: model.labels,
    predict(input, temperature = 1) {
      const tf = counts(featuresOf(input, { pairs: true }))
      const a = logProbabilities(naiveBayes(tf))
      const b = logProbabilities(logistic(tf))
      const p = softmax(a.map((x, i) => (x + b[i]!) / 2 / temperature))
      return model.labels.map((label, i) => ({ label, probability: p[i]! })).sort((x, y) => y.probability - x.probability)
    },
  }
}

export const trainClassifier = (examples: readonly Example[]): Classifier => classifierFrom(trainModel(examples))
