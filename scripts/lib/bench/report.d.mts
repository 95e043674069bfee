// Types of report.mjs for the TypeScript tests beside it.
export interface Row {
  group: string
  metric: string
  value: number | string | null
  unit: string
  note?: string
  ref?: number | string | null
  ratio?: number | null
  verdict?: 'PASS' | 'MISS' | null
  goal?: string | null
}
export function round(value: number | null | undefined, digits?: number): number | null
export function machine(): { cpus: number; memGB: number | null; node: string }
export function formatTable(rows: Row[]): string
export function formatMisses(rows: Row[]): string
export function writeJson(file: string, report: unknown): void
