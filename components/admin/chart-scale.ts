/** Pure helpers of the admin charts, apart from the SVG so they are unit-tested. */

/** A round upper bound for the axis: 1, 2, 5 × 10^n. */
export function niceMax(n: number): number {
  if (n <= 0) return 1
  const p = 10 ** Math.floor(Math.log10(n))
  return ([1, 2, 5, 10].map((m) => m * p).find((m) => m >= n) ?? 10 * p)
}

/** 'Submissions per day over the last 30 days: 42 in total, most on 2026-11-21 (9).' */
export function chartSummary(what: string, labels: string[], totals: number[]): string {
  const sum = totals.reduce((a, b) => a + b, 0)
  if (sum === 0) return `${what}: none.`
  const peak = totals.reduce((best, v, i) => (v > (totals[best] ?? 0) ? i : best), 0)
  return `${what}: ${sum} in total, most on ${labels[peak]} (${totals[peak]}).`
}
