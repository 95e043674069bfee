import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pingDb, readyDbHandle, type DbKind, type PoolStats } from '@/lib/db/client'
import { describeDbError } from '@/lib/db/errors'
import { countJobStates, countSubmissionsByForm, type JobStateCount } from '@/lib/db/queries/system-state'
import { env } from '@/lib/env'
import { outboxReport, type OutboxReport } from '@/lib/forms/server/set-aside'
import type { CallBudgetStatus } from '@/lib/llm/call-budget'
import { llm } from '@/lib/llm/registry'
import type { ProviderStatus } from '@/lib/llm/types'

/**
 * What the metrics and the system page report that needs a query or a look at the disk: gathered at most once every
 * few seconds and shared by every caller meanwhile, so a storm of scrapes or page loads costs the database one round.
 * Each part is gathered on its own: a database that is away leaves the outbox and providers still reported.
 */
export type SystemState = {
  at: Date
  database: { kind: DbKind | null; up: boolean; pingSeconds: number | null; error: string | null; pool: PoolStats | null }
  /** null: the database did not answer. */
  jobs: JobStateCount[] | null
  submissions: Record<string, number> | null
  outbox: OutboxReport
  /** The configured providers as this instance last knew them (no provider is called to find out). */
  providers: ProviderStatus[]
  budget: CallBudgetStatus | null
}

const STATE_CACHE_MS = 5_000

type Cache<T> = { at: number; value: Promise<T> }
const KEY = Symbol.for('venture-studio.metrics.state')
const holder = globalThis as { [KEY]?: { state?: Cache<SystemState>; disk?: Cache<DiskReport> } }

function cached<T>(name: 'state' | 'disk', maxAgeMs: number, gather: () => Promise<T>): Promise<T> {
  const caches = (holder[KEY] ??= {})
  const hit = caches[name] as Cache<T> | undefined
  if (hit && Date.now() - hit.at < maxAgeMs) return hit.value
  const value = gather()
  ;(caches as Record<string, Cache<T>>)[name] = { at: Date.now(), value }
  return value
}

export function systemState(): Promise<SystemState> {
  return cached('state', STATE_CACHE_MS, gatherState)
}

/** Forgets the cached state: a test that acts and then scrapes wants to see the act. */
export function forgetSystemState(): void {
  delete holder[KEY]?.state
}

async function gatherState(): Promise<SystemState> {
  const [database, outbox, llmState] = await Promise.all([gatherDatabase(), outboxReport(), gatherProviders()])
  const db = database.handle
  const [jobs, submissions] = db
    ? await Promise.all([countJobStates(db.db).catch(() => null), countSubmissionsByForm(db.db).catch(() => null)])
    : [null, null]
  return { at: new Date(), database: database.report, jobs, submissions, outbox, ...llmState }
}

async function gatherDatabase() {
  let kind: DbKind | null = null
  try {
    const handle = await readyDbHandle()
    kind = handle.kind
    const started = performance.now()
    await pingDb(handle)
    const pingSeconds = (performance.now() - started) / 1000
    return { handle, report: { kind, up: true, pingSeconds, error: null, pool: handle.pool?.() ?? null } }
  } catch (err) {
    return { handle: null, report: { kind, up: false, pingSeconds: null, error: describeDbError(err), pool: null } }
  }
}

async function gatherProviders(): Promise<Pick<SystemState, 'providers' | 'budget'>> {
  const registry = llm()
  const providers = registry.knownStatuses().filter((p) => p.configured)
  const budget = await registry.budgetStatus().catch(() => null)
  return { providers, budget }
}

const DISK_CACHE_MS = 60_000

/** DATA_DIR's bytes (the embedded database, decks, mail, outbox) and its disk's room; null where it cannot be read. */
export type DiskReport = { usedBytes: number | null; freeBytes: number | null; diskBytes: number | null }

/** Walked once a minute at most: the folder may hold many files. */
export function diskReport(): Promise<DiskReport> {
  return cached('disk', DISK_CACHE_MS, async () => {
    const dir = env().dataDir
    const [usedBytes, stats] = await Promise.all([folderBytes(dir).catch(() => null), fs.statfs(dir).catch(() => null)])
    return { usedBytes, freeBytes: stats ? stats.bavail * stats.bsize : null, diskBytes: stats ? stats.blocks * stats.bsize : null }
  })
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    // A folder or file removed while walking (a job cleaning up) counts as empty.
    if (entry.isDirectory()) total += await folderBytes(file).catch(() => 0)
    else if (entry.isFile()) total += (await fs.stat(file).catch(() => ({ size: 0 }))).size
  }
  return total
}
