// Types of verdicts.mjs for the TypeScript tests beside it (the bench itself is plain Node ESM).
export type Verdict = 'PASS' | 'MISS'
export function median(values: ReadonlyArray<number | null | undefined>): number | null
export function mean(values: ReadonlyArray<number | null | undefined>): number | null
export function ratio(ours: number | null | undefined, ref: number | null | undefined): number | null
export const PASS: 'PASS'
export const MISS: 'MISS'
export function atMostTimes(ours: number | null, ref: number | null, factor: number): Verdict | null
export function atLeastTimes(ours: number | null, ref: number | null, factor: number): Verdict | null
export function performanceVerdict(ours: number | null, ref: number | null, slack?: number): Verdict | null
export function atMost(ours: number | null, limit: number): Verdict | null
export function atLeast(ours: number | null, limit: number): Verdict | null
export function misses<T extends { verdict?: Verdict | null }>(rows: T[]): T[]
