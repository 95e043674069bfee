// Several Lighthouse runs of one page → one summary: medians for the scores and metrics (one slow run on a busy
// VM must not decide a verdict), means for the trace breakdown (so its groups still add up), and the union of the
// failed audits (an audit that fails in any run is worth fixing).
import { CATEGORIES } from './categories.mjs'
import { averageTraces } from './trace.mjs'
import { median } from '../verdicts.mjs'

const failedRun = (s) => !s || s.error || s.runtimeError

/**
 * summaries: what audit.mjs summarize() returns per run, or { error } for a run that failed twice.
 * Resolves { runs, attempted, scores, lcpMs, fcpMs, lcpRunsMs, lcpElements, tbtMs, cls, benchmarkIndex,
 * scriptTransferBytes, scriptRequests, warnings, failed, trace, errors } — or { error, attempted } when no run
 * succeeded. lcpRunsMs keeps every run's LCP: it is bimodal when the first paint races the framework's scripts,
 * and a median of three hides which way each run went.
 */
export function aggregateRuns(summaries) {
  const ok = summaries.filter((s) => !failedRun(s))
  const errors = summaries.filter(failedRun).map((s) => s?.error ?? s?.runtimeError ?? 'no report')
  if (!ok.length) return { error: errors[0] ?? 'not run', attempted: summaries.length }
  const med = (pick) => median(ok.map(pick))
  const failed = new Map()
  for (const s of ok) for (const a of s.failed) if (!failed.has(a.id)) failed.set(a.id, a)
  return {
    runs: ok.length,
    attempted: summaries.length,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, med((s) => s.scores[c])])),
    lcpMs: med((s) => s.lcpMs),
    fcpMs: med((s) => s.fcpMs ?? null),
    lcpRunsMs: ok.map((s) => s.lcpMs),
    lcpElements: [...new Set(ok.map((s) => s.lcpElement).filter(Boolean))],
    tbtMs: med((s) => s.tbtMs),
    cls: med((s) => s.cls),
    benchmarkIndex: med((s) => s.benchmarkIndex),
    scriptTransferBytes: med((s) => s.scriptTransferBytes),
    scriptRequests: med((s) => s.scriptRequests),
    warnings: [...new Set(ok.flatMap((s) => s.warnings ?? []))],
    failed: [...failed.values()],
    trace: averageTraces(ok.map((s) => s.trace)),
    errors,
  }
}
