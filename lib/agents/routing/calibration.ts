/**
 * Turning the router's scores into a probability that means what it says. Scores are log-space (the classifier's
 * log-probability plus a keyword term), so a temperature divides them before a softmax; the temperature is the one that
 * gives the best log-likelihood of the right agent on messages the classifier did not learn (cross-validation), the
 * standard temperature scaling of a classifier's outputs.
 */

export type Scored = { id: string; score: number }

/** Softmax of score / temperature, most likely first. */
export function probabilities(scored: readonly Scored[], temperature: number): { id: string; probability: number }[] {
  const max = Math.max(...scored.map((s) => s.score))
  const exp = scored.map((s) => Math.exp((s.score - max) / temperature))
  const sum = exp.reduce((a, b) => a + b, 0)
  return scored.map((s, i) => ({ id: s.id, probability: exp[i]! / sum })).sort((a, b) => b.probability - a.probability)
}

/** Mean negative log-likelihood of the right answers; a right answer that was not a candidate counts as 1e-6. */
export function logLoss(cases: readonly { scored: readonly Scored[]; truth: string }[], temperature: number): number {
  let total = 0
  for (const c of cases) {
    const p = probabilities(c.scored, temperature).find((x) => x.id === c.truth)?.probability ?? 1e-6
    total -= Math.log(Math.max(p, 1e-6))
  }
  return cases.length ? total / cases.length : 0
}

/** The temperature of least log-loss on a log grid from 0.05 to 20. */
export function fitTemperature(cases: readonly { scored: readonly Scored[]; truth: string }[]): number {
  let best = { t: 1, loss: Infinity }
  for (let k = -30; k <= 30; k++) {
    const t = 10 ** (k / 23)
    const loss = logLoss(cases, t)
    if (loss < best.loss) best = { t, loss }
  }
  return best.t
}
