/** TF-IDF weighting shared by the routing classifiers (naive-bayes.ts, logistic.ts). */

/**
 * Numbers in the shipped model are rounded (5 significant digits by default), far below what changes a prediction, to
 * keep the JSON small.
 */
export const rounded = (x: number, digits = 5) => Number(x.toPrecision(digits))

export function counts(features: readonly string[]): Map<string, number> {
  const m = new Map<string, number>()
  for (const f of features) m.set(f, (m.get(f) ?? 0) + 1)
  return m
}

/**
 * Smoothed IDF of every feature found in at least `minDf` of the messages, sorted by feature (a stable JSON), and the
 * IDF a feature found in no message would have.
 */
export function inverseDocumentFrequency(messages: readonly (readonly string[])[], minDf = 1) {
  const df = new Map<string, number>()
  for (const features of messages) for (const f of new Set(features)) df.set(f, (df.get(f) ?? 0) + 1)
  const n = messages.length
  const kept = [...df].filter(([, d]) => d >= minDf).sort(([a], [b]) => (a < b ? -1 : 1))
  return { idf: Object.fromEntries(kept.map(([f, d]) => [f, rounded(Math.log((1 + n) / (1 + d)) + 1)])), unknownIdf: rounded(Math.log(1 + n) + 1) }
}

/**
 * Sub-linear term frequency (1 + log tf) times IDF, normalised to unit length per message: long messages do not
 * outvote short ones. A feature whose IDF is undefined is left out.
 */
export function weigh(tf: ReadonlyMap<string, number>, idf: (f: string) => number | undefined): Map<string, number> {
  const w = new Map<string, number>()
  let norm = 0
  for (const [f, n] of tf) {
    const i = idf(f)
    if (i === undefined) continue
    const v = (1 + Math.log(n)) * i
    w.set(f, v)
    norm += v * v
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0
  for (const [f, v] of w) w.set(f, v * scale)
  return w
}

/** Softmax of scores, as probabilities in the same order. */
export function softmax(scores: readonly number[]): number[] {
  const max = Math.max(...scores)
  const exp = scores.map((s) => Math.exp(s - max))
  const sum = exp.reduce((a, b) => a + b, 0)
  return exp.map((e) => e / sum)
}

/**
 * Σ over features of weight(f) × TF-IDF(f), the message's TF-IDF vector (as weigh) dotted with per-label weights, for
 * every label at once into `scores`, without building the vector: routing runs it on every message.
 */
export function addWeighted(scores: number[], tf: ReadonlyMap<string, number>, idf: (f: string) => number | undefined, weights: (f: string) => ArrayLike<number> | undefined) {
  let norm = 0
  for (const [f, n] of tf) {
    const i = idf(f)
    if (i !== undefined) norm += ((1 + Math.log(n)) * i) ** 2
  }
  if (norm === 0) return
  const scale = 1 / Math.sqrt(norm)
  for (const [f, n] of tf) {
    const i = idf(f)
    const w = i === undefined ? undefined : weights(f)
    if (w === undefined) continue
    const v = (1 + Math.log(n)) * i! * scale
    for (let k = 0; k < scores.length; k++) scores[k] = scores[k]! + v * w[k]!
  }
}
