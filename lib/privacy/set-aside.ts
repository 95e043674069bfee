import 'server-only'
import path from 'node:path'
import type { Db } from '@/lib/db/client'
import { enqueueJobs } from '@/lib/db/queries/jobs'
import { objectDeleteJob } from '@/lib/db/queries/submission-files'
import { removeStagedFiles } from '@/lib/files/staging'
import type { Outbox, SetAsideEntry } from '@/lib/forms/server/outbox'
import { getOutbox } from '@/lib/forms/server/submit'

/**
 * Submissions the database refused for good (DATA_DIR/outbox/submissions.rejected.jsonl, /admin/set-aside) are
 * personal data like any row: an erasure removes those about the address, the RETENTION_DAYS clean-up those older
 * than its cut-off — each with the uploaded files it refers to. This instance's file only (each has its own DATA_DIR).
 */
export async function eraseSetAside(db: Db, drop: (entry: SetAsideEntry) => boolean, outbox: Outbox = getOutbox()): Promise<number> {
  const removed = await outbox.dropSetAside(drop)
  await removeEntryFiles(db, outbox, removed)
  return removed.length
}

/** Set-aside rows sent before `cutoff` (their createdAt; rejectedAt for a row without one), with their files. */
export function expireSetAside(db: Db, cutoff: Date, outbox: Outbox = getOutbox()): Promise<number> {
  return eraseSetAside(db, (e) => new Date(e.createdAt ?? e.rejectedAt).getTime() < cutoff.getTime(), outbox)
}

/**
 * An entry's files: bytes staged beside the outbox (<outbox dir>/files/<id>-<n>), or — an entry that refers to a
 * stored file ({storage: 'disk' | 's3', key}) — the file or object, deleted by the same durable job a deleted submission's uses.
 */
async function removeEntryFiles(db: Db, outbox: Outbox, entries: readonly SetAsideEntry[]): Promise<void> {
  const staging = path.join(path.dirname(outbox.file), 'files')
  const jobs: ReturnType<typeof objectDeleteJob>[] = []
  for (const entry of entries) {
    const files: unknown[] = Array.isArray(entry.files) ? entry.files : []
    if (files.length === 0) continue
    if (/^[0-9a-f-]{36}$/i.test(entry.id)) await removeStagedFiles(staging, entry.id, files.length)
    for (const f of files) {
      const ref = f as { storage?: unknown; key?: unknown; objectKey?: unknown }
      const key = typeof ref.key === 'string' ? ref.key : typeof ref.objectKey === 'string' ? ref.objectKey : null
      if ((ref.storage === 's3' || ref.storage === 'disk') && key) jobs.push(objectDeleteJob(ref.storage, key))
    }
  }
  if (jobs.length) await enqueueJobs(db, jobs)
}
