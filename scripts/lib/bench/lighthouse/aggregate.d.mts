// Types of aggregate.mjs for the TypeScript tests beside it.
import type { AveragedTrace, TraceSummary } from './trace.mjs'

export interface RunSummary {
  scores: Record<string, number | null>
  lcpMs: number | null
  fcpMs?: number | null
  lcpElement?: string | null
  tbtMs: number | null
  cls: number | null
  benchmarkIndex: number | null
  scriptTransferBytes: number
  scriptRequests: number
  warnings: string[]
  failed: Array<{ category: string; id: string }>
  trace: TraceSummary
}
export interface Aggregate {
  error?: string
  runs?: number
  attempted: number
  scores?: Record<string, number | null>
  lcpMs?: number | null
  fcpMs?: number | null
  lcpRunsMs?: Array<number | null>
  lcpElements?: string[]
  tbtMs?: number | null
  cls?: number | null
  benchmarkIndex?: number | null
  warnings?: string[]
  failed?: Array<{ category: string; id: string }>
  trace?: AveragedTrace | null
  errors?: string[]
}
export function aggregateRuns(summaries: Array<RunSummary | { error: string }>): Aggregate
