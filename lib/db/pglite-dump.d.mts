import type { PGlite } from '@electric-sql/pglite'

export type DumpRequest = { sqlFile: string; filesFrom?: string; filesTo?: string; skip?: string[] }
export type DumpDescription = { counts: Record<string, number>; lastMigrationAt: string | null }

export function dumpSocketPathFor(dataDir: string): string
export function linkTree(from: string, to: string, skip?: string[]): void
export function dumpWithFiles(db: PGlite, request: DumpRequest): Promise<DumpDescription>
export function requestDump(dataDir: string, request: DumpRequest): Promise<DumpDescription>
