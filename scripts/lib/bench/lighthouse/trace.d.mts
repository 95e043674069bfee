// Types of trace.mjs for the TypeScript tests beside it.
export interface BootupItem {
  url: string
  total: number
  scripting: number
  parse: number
}
export interface TraceSummary {
  mainThread: { total: number | null; byGroup: Record<string, number> }
  bootup: BootupItem[]
  longTasks: { count: number; ms: number } | null
}
export interface AveragedTrace {
  runs: number
  mainThread: { total: number | null; byGroup: Record<string, number | null> }
  bootup: Array<{ url: string; total: number | null; scripting: number | null; parse: number | null }>
  longTasks: { count: number | null; ms: number | null } | null
}
export const GROUPS: Array<[string, string]>
export function shortUrl(url: string, documentUrl?: string): string
// A Lighthouse result (LH.Result); only the audits read here matter to the tests.
export function traceSummary(lhr: { audits?: Record<string, unknown>; finalDisplayedUrl?: string; requestedUrl?: string }): TraceSummary
export function averageTraces(traces: Array<TraceSummary | null | undefined>): AveragedTrace | null
