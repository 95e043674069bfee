/**
 * Pure geometry of the charts, admin and tools alike (unit-tested apart from the SVG). Values may be negative: in the
 * tools, cash runs out.
 */

export type ChartSeries = { name: string; values: number[] }

/** A round step for about `target` ticks: 1, 2, 2.5 or 5 × 10^n. */
function niceStep(span: number, target: number): number {
  const raw = span / target
  const p = 10 ** Math.floor(Math.log10(raw))
  return ([1, 2, 2.5, 5, 10].map((m) => m * p).find((m) => m >= raw) ?? 10 * p)
}

/** The axis range and ticks covering every finite value and zero, so bars grow from a visible baseline. */
export function axisTicks(series: readonly ChartSeries[], target = 4): { min: number; max: number; ticks: number[] } {
  const values = series.flatMap((s) => s.values).filter(Number.isFinite)
  let lo = Math.min(0, ...values)
  let hi = Math.max(0, ...values)
  if (lo === hi) hi = lo + 1
  const step = niceStep(hi - lo, target)
  lo = Math.floor(lo / step) * step
  hi = Math.ceil(hi / step) * step
  const ticks: number[] = []
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Number(v.toPrecision(12)))
  return { min: lo, max: hi, ticks }
}

/** At most `max` x labels shown, evenly spaced, always the first and the last. */
export function visibleLabelIndexes(count: number, max = 8): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i)
  const every = Math.ceil((count - 1) / (max - 1))
  const out: number[] = []
  for (let i = 0; i < count - 1; i += every) out.push(i)
  if (count - 1 - (out.at(-1) ?? 0) < every / 2) out.pop()
  out.push(count - 1)
  return out
}

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
