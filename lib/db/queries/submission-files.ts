import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { formSubmissions, submissionFiles, type SubmissionFile } from '../schema'
import { enqueueJobs } from './jobs'

export type NewSubmissionFile = typeof submissionFiles.$inferInsert
/** A file without its bytes: what lists and the download's headers need. */
export type SubmissionFileInfo = Omit<SubmissionFile, 'content'>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Every column but the bytes: what lists and the download's headers need; a visitor's data export picks from them. */
export const fileInfoColumns = {
  id: submissionFiles.id,
  submissionId: submissionFiles.submissionId,
  field: submissionFiles.field,
  fileName: submissionFiles.fileName,
  contentType: submissionFiles.contentType,
  sizeBytes: submissionFiles.sizeBytes,
  sha256: submissionFiles.sha256,
  storage: submissionFiles.storage,
  objectKey: submissionFiles.objectKey,
  createdAt: submissionFiles.createdAt,
}

export async function insertSubmissionFile(db: Db, row: NewSubmissionFile): Promise<void> {
  await db.insert(submissionFiles).values(row)
}

/** The files of one submission, oldest first, without their bytes. */
export async function listSubmissionFiles(db: Db, submissionId: string): Promise<SubmissionFileInfo[]> {
  if (!UUID.test(submissionId)) return []
  return db.select(fileInfoColumns).from(submissionFiles).where(eq(submissionFiles.submissionId, submissionId)).orderBy(asc(submissionFiles.createdAt))
}

/** One file with its bytes (null in `content` when they live in S3), or null for an unknown id. */
export async function getSubmissionFile(db: Db, id: string): Promise<SubmissionFile | null> {
  if (!UUID.test(id)) return null
  const [row] = await db.select().from(submissionFiles).where(eq(submissionFiles.id, id))
  return row ?? null
}

/** The durable job that deletes one stored file (an S3 object, or a file in DATA_DIR/files) whose row is gone (lib/files/object-delete.ts runs it). */
export const OBJECT_DELETE_JOB = 'files.delete-object'

/**
 * Queues the deletion of the files kept outside the database (S3 objects, files in DATA_DIR/files) of the submissions
 * `where` selects (a condition on form_submissions). Call it in the transaction that deletes those submissions, before
 * the delete: the cascade removes the rows that name the keys, and the jobs commit or roll back with the deletion.
 * The job runner deletes the files after commit and retries while S3 fails, so a store that is down never blocks a
 * deletion. The number of files queued.
 */
export async function enqueueObjectDeletes(db: Db, where: SQL | undefined): Promise<number> {
  const rows = await db
    .select({ key: submissionFiles.objectKey, storage: submissionFiles.storage })
    .from(submissionFiles)
    .innerJoin(formSubmissions, eq(formSubmissions.id, submissionFiles.submissionId))
    .where(and(inArray(submissionFiles.storage, ['s3', 'disk']), isNotNull(submissionFiles.objectKey), where))
  // Twenty tries, the later ones an hour apart: an S3 outage of most of a day still ends with the objects deleted.
  return enqueueJobs(db, rows.map(({ key, storage }) => objectDeleteJob(storage === 'disk' ? 'disk' : 's3', key!)))
}

/** The job that deletes one file kept outside the database; also used for the files of a removed set-aside row. */
export function objectDeleteJob(storage: 'disk' | 's3', key: string) {
  return storage === 'disk'
    ? { kind: OBJECT_DELETE_JOB, payload: { key, storage }, key: `${OBJECT_DELETE_JOB}:disk:${key}`, maxAttempts: 20 }
    : { kind: OBJECT_DELETE_JOB, payload: { key }, key: `${OBJECT_DELETE_JOB}:${key}`, maxAttempts: 20 }
}

/** The bytes of every stored deck, wherever it lives: what the storage budget (DECK_STORAGE_MB) counts. */
export async function storedFileBytes(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<string | number | null>`coalesce(sum(${submissionFiles.sizeBytes}), 0)` }).from(submissionFiles)
  return Number(row?.total ?? 0)
}

/** Which of these keys (DATA_DIR/files names, or S3 object keys) a row references: the orphan sweeps keep those. */
export async function referencedKeys(db: Db, storage: 'disk' | 's3', keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500)
    const rows = await db
      .select({ key: submissionFiles.objectKey })
      .from(submissionFiles)
      .where(and(eq(submissionFiles.storage, storage), inArray(submissionFiles.objectKey, chunk)))
    for (const { key } of rows) if (key) found.add(key)
  }
  return found
}
