import { randomBytes } from 'node:crypto'
import type { Db } from '@/lib/db/client'
import { getSubmissionFile, insertSubmissionFile } from '@/lib/db/queries/submission-files'
import type { SubmissionFile } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { getObject, putObject, type S3Config } from './s3'

/**
 * Where an uploaded file's bytes go: the submission_files row itself (bytea), or with S3_* set an S3-compatible
 * bucket under a random key, the row keeping only that key. Called inside the transaction that inserts the
 * submission (lib/forms/submit.ts insertEntry), so a submission is never stored without its deck.
 */

/** What is recorded of a file besides its bytes; also what the outbox keeps of a staged one. */
export type FileMeta = { field: string; fileName: string; contentType: string; sizeBytes: number; sha256: string }
export type UploadedFile = FileMeta & { bytes: Buffer }

export function fileMeta({ field, fileName, contentType, sizeBytes, sha256 }: FileMeta): FileMeta {
  return { field, fileName, contentType, sizeBytes, sha256 }
}

export function s3Config(): S3Config | null {
  const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env()
  if (!S3_ENDPOINT || !S3_REGION || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null
  return { endpoint: S3_ENDPOINT, region: S3_REGION, bucket: S3_BUCKET, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
}

/**
 * Stores each file for the submission. With S3 the object is put first: if the transaction then rolls back, an
 * unreferenced object is left behind (harmless, unguessable), never a row pointing at nothing.
 */
export async function storeFiles(db: Db, submissionId: string, files: readonly UploadedFile[], s3: S3Config | null = s3Config()): Promise<void> {
  for (const { bytes, ...meta } of files) {
    if (s3) {
      // 128 random bits: the key is never derived from the submission or the file's name.
      const objectKey = `uploads/${randomBytes(16).toString('hex')}`
      await putObject(s3, objectKey, bytes, meta.sha256, meta.contentType)
      await insertSubmissionFile(db, { submissionId, ...meta, storage: 's3', objectKey })
    } else {
      await insertSubmissionFile(db, { submissionId, ...meta, storage: 'db', content: bytes })
    }
  }
}

/** A stored file and its bytes for the download: a buffer from the row, or the S3 object's stream. */
export async function openStoredFile(db: Db, id: string, s3: S3Config | null = s3Config()): Promise<{ file: SubmissionFile; body: Buffer | ReadableStream<Uint8Array> } | null> {
  const file = await getSubmissionFile(db, id)
  if (!file) return null
  if (file.storage === 'db') return file.content ? { file, body: file.content } : null
  if (!s3 || !file.objectKey) throw new Error(`file ${id} is in S3 storage, but S3_* is not configured`)
  return { file, body: await getObject(s3, file.objectKey) }
}
