import 'server-only'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '@/lib/error-message'
import type { PeriodicTask } from '@/lib/jobs/periodic'
import { archiveName, backupSourceFromEnv, createBackup } from './create'
import { recordBackup } from './last'

const DAY_MS = 86_400_000
const ARCHIVE_NAME = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/

/** Deletes the oldest archives in `dir` beyond the newest `keep` (names sort by time); returns those deleted. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await fsp.readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort()
  const old = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of old) await fsp.rm(path.join(dir, name), { force: true })
  return old
}

/**
 * The daily backup into BACKUP_DIR, one run per day across instances (a periodic job). Its outcome, success or the
 * error, is recorded for the admin settings page; a failure is thrown too so the job is retried.
 */
export function backupTask(dir: string, keep: number): PeriodicTask {
  return {
    kind: 'backup',
    everyMs: DAY_MS,
    run: async (db, now) => {
      try {
        const result = await createBackup(backupSourceFromEnv(), path.join(dir, archiveName(now)), now)
        await recordBackup(db, { at: now, file: result.file, size: result.size })
        const pruned = await pruneArchives(dir, keep)
        return `wrote ${result.file} (${result.size} bytes)${pruned.length ? `, deleted ${pruned.length} older archive(s)` : ''}`
      } catch (err) {
        const message = errorMessage(err)
        await recordBackup(db, { at: now, error: message }).catch(() => undefined)
        throw err
      }
    },
  }
}
