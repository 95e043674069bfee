// Types of route-rows.mjs for the TypeScript tests beside it (only what they import).
import type { Aggregate } from './aggregate.mjs'

export const RATIO_GOAL: number
export const PAYLOAD_GOAL: number
export function lcpRunsNote(ours: Pick<Aggregate, 'lcpRunsMs' | 'lcpElements'>): string
export interface Row {
  group: string
  metric: string
  value: unknown
  unit: string
  note: string
  ref?: unknown
  ratio?: number | null
  verdict?: string | null
  goal?: string | null
}
export function routeRows(input: {
  route: string
  page: { status: number; totalGzip?: number; ownGzip?: number; ownChunks?: number; inlineGzip?: number; inlineCount?: number; chunks?: unknown[] }
  weight: unknown
  refWeight: unknown
  floorWeight?: unknown
  pair?: { ours: Aggregate; ref: Aggregate; floor?: Aggregate }
  refFirstLoad?: number
}): Row[]
