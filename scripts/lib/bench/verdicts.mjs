// Aggregates and goal verdicts shared by the suites. Timings on these machines swing several-fold within minutes,
// so a goal is stated against a reference measured in the same run (timings on these machines are noisy: docs/ARCHITECTURE.md, Facts about the machines) and judged here, in one place.

/** Median of the finite numbers in values; null when there are none (a failed run is not a zero). */
export function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b)
  if (!xs.length) return null
  const mid = Math.floor(xs.length / 2)
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2
}

/** Arithmetic mean of the finite numbers in values; null when there are none. */
export function mean(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v))
  return xs.length ? xs.reduce((s, v) => s + v, 0) / xs.length : null
}

/** ours / ref; null when either is missing or ref is 0 (no finite ratio to print). */
export function ratio(ours, ref) {
  if (typeof ours !== 'number' || typeof ref !== 'number' || !Number.isFinite(ours) || !Number.isFinite(ref) || ref === 0) return null
  return ours / ref
}

export const PASS = 'PASS'
export const MISS = 'MISS'
const verdict = (ok) => (ok ? PASS : MISS)
const known = (...xs) => xs.every((x) => typeof x === 'number' && Number.isFinite(x))

/**
 * ours ≤ factor × ref. Written as a product rather than via ratio() so a reference of 0 still gives a verdict
 * (then only 0 passes). null = not measured, which the report shows as n/a, never as a PASS.
 */
export function atMostTimes(ours, ref, factor) {
  return known(ours, ref) ? verdict(ours <= factor * ref) : null
}

/** ours ≥ factor × ref (throughput: higher is better). */
export function atLeastTimes(ours, ref, factor) {
  return known(ours, ref) ? verdict(ours >= factor * ref) : null
}

/**
 * Lighthouse performance score: at most `slack` points under the reference, and 100 whenever the reference is 100
 * (an empty page at 100 means the framework allows it; any point lost is then ours).
 */
export function performanceVerdict(ours, ref, slack = 3) {
  if (!known(ours, ref)) return null
  return verdict(ours >= ref - slack && (ref < 100 || ours === 100))
}

/** ours ≤ limit (absolute goals: byte budgets, CLS 0). */
export function atMost(ours, limit) {
  return known(ours, limit) ? verdict(ours <= limit) : null
}

/** ours ≥ limit (absolute goals: category scores of 100). */
export function atLeast(ours, limit) {
  return known(ours, limit) ? verdict(ours >= limit) : null
}

/** Every row that missed its goal, for the summary block at the end of the bench. */
export function misses(rows) {
  return rows.filter((r) => r.verdict === MISS)
}
