import { asc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { submissionFiles, type SubmissionFile } from '../schema'

export type NewSubmissionFile = typeof submissionFiles.$inferInsert
/** A file without its bytes: what lists and the download's headers need. */
export type SubmissionFileInfo = Omit<SubmissionFile, 'content'>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const infoColumns = {
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
  return db.select(infoColumns).from(submissionFiles).where(eq(submissionFiles.submissionId, submissionId)).orderBy(asc(submissionFiles.createdAt))
}

/** One file with its bytes (null in `content` when they live in S3), or null for an unknown id. */
export async function getSubmissionFile(db: Db, id: string): Promise<SubmissionFile | null> {
  if (!UUID.test(id)) return null
  const [row] = await db.select().from(submissionFiles).where(eq(submissionFiles.id, id))
  return row ?? null
}
