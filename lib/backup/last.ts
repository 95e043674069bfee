import 'server-only'
import { getDb, type Db } from '@/lib/db/client'
import { getSetting, setSetting } from '@/lib/db/queries/settings'

/**
 * The scheduled backup's outcome, kept in the database so that every instance (and the admin pages) sees the same:
 * the last archive written and, when the latest run failed, why.
 */
export type LastBackup = {
  ok: { at: string; file: string; size: number } | null
  /** The latest run's failure; cleared by the next success. */
  error: { at: string; message: string } | null
}

const KEY = 'last_backup'

export async function lastBackup(db?: Db): Promise<LastBackup> {
  const value = (await getSetting(db ?? (await getDb()), KEY)) as Partial<LastBackup> | undefined
  return { ok: value?.ok ?? null, error: value?.error ?? null }
}

export async function recordBackup(db: Db, outcome: { at: Date } & ({ file: string; size: number } | { error: string })): Promise<void> {
  const previous = await lastBackup(db)
  const at = outcome.at.toISOString()
  const next: LastBackup = 'error' in outcome ? { ok: previous.ok, error: { at, message: outcome.error } } : { ok: { at, file: outcome.file, size: outcome.size }, error: null }
  await setSetting(db, KEY, next)
}
