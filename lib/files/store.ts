import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { usesPostgres, type Db } from '@/lib/db/client'
import { getSubmissionFile, insertSubmissionFile, type NewSubmissionFile } from '@/lib/db/queries/submission-files'
import type { SubmissionFile } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { deleteObject, getObject, putFile, type S3Config } from './s3'
import { filesDir, removeSpooled, SPOOLED_NAME } from './spool'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/**
 * Where an uploaded file's bytes live. The deck arrives on disk (./receive.ts) and is placed BEFORE the submission's
 * transaction, which then only inserts the row that references it: no deck's bytes go through a database transaction
 * on the request path of the embedded database, and a crash between the two leaves an orphan file (./orphans.ts
 * sweeps it), never a submission without its deck.
 *
 * - 's3' when S3_* is set: put to the bucket under a random key, the local file removed. A failing bucket falls back
 *   to disk, so nothing received is lost.
 * - 'disk' on the embedded database: the spooled file stays in DATA_DIR/files under its random name.
 * - 'db' (bytea) on PostgreSQL without S3: DATA_DIR belongs to one instance, while every instance reads the database;
 *   the PostgreSQL server, not Node, does the work. Decks received before files went to disk are 'db' too.
 */

/** What is recorded of a file besides its bytes. */
export type FileMeta = { field: string; fileName: string; contentType: string; sizeBytes: number; sha256: string }
/** A file as received: spooled to `path` in the files folder. */
export type UploadedFile = FileMeta & { path: string }
/** Where a placed file lives: S3 key, or the file's name in the files folder. */
export type StoredFile = { storage: 'disk' | 's3'; key: string }
export type PlacedFile = FileMeta & StoredFile
/** What the outbox keeps of an entry's files: a placed file's reference, or (entries from before) only the metadata of bytes staged beside it. */
export type QueuedFile = PlacedFile | FileMeta
/** Bytes in hand: a legacy outbox entry's staged file. */
export type FileWithBytes = FileMeta & { bytes: Buffer }

export type FileStore = {
  /** The folder of 'disk' files (DATA_DIR/files). */
  dir: string
  s3: S3Config | null
  /** PostgreSQL without S3: the bytes go into the row. */
  inDatabase: boolean
  log?: (msg: string) => void
}

export function fileMeta({ field, fileName, contentType, sizeBytes, sha256 }: FileMeta): FileMeta {
  return { field, fileName, contentType, sizeBytes, sha256 }
}

export function isPlaced(file: QueuedFile): file is PlacedFile {
  return 'storage' in file && (file.storage === 'disk' || file.storage === 's3') && typeof file.key === 'string'
}

export function s3Config(): S3Config | null {
  const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env()
  if (!S3_ENDPOINT || !S3_REGION || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null
  return { endpoint: S3_ENDPOINT, region: S3_REGION, bucket: S3_BUCKET, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
}

export function defaultFileStore(): FileStore {
  const s3 = s3Config()
  return { dir: filesDir(env().dataDir), s3, inDatabase: !s3 && usesPostgres() }
}

/** The path of a 'disk' file; refuses anything but a spooled name, so a key can never walk out of the folder. */
export function diskPath(dir: string, key: string): string {
  if (!SPOOLED_NAME.test(key)) throw new Error(`not a stored file name: ${key.slice(0, 80)}`)
  return path.join(dir, key)
}

/** Places received files in their store (before any transaction); the S3 put runs here, never inside one. */
export async function placeFiles(files: readonly UploadedFile[], store: FileStore): Promise<PlacedFile[]> {
  const placed: PlacedFile[] = []
  for (const { path: filePath, ...meta } of files) {
    const name = path.basename(filePath)
    if (path.resolve(path.dirname(filePath)) !== path.resolve(store.dir) || !SPOOLED_NAME.test(name)) throw new Error(`not a spooled file: ${filePath}`)
    if (store.s3) {
      // 128 random bits: the key is never derived from the submission or the file's name.
      const key = `uploads/${randomBytes(16).toString('hex')}`
      try {
        await putFile(store.s3, key, filePath, { sha256: meta.sha256, sizeBytes: meta.sizeBytes, contentType: meta.contentType })
        await removeSpooled(filePath)
        placed.push({ ...fileMeta(meta), storage: 's3', key })
        continue
      } catch (err) {
        ;(store.log ?? ((msg: string) => log('files').warn(msg)))(`S3 did not take ${key} (${errorMessage(err)}); the file is kept on disk instead`)
      }
    }
    placed.push({ ...fileMeta(meta), storage: 'disk', key: name })
  }
  return placed
}

type FileRow = Omit<NewSubmissionFile, 'submissionId'>

/**
 * The rows that reference placed files (read inside the submission's transaction). On PostgreSQL without S3 a disk
 * file's bytes go into the row, and the file is removed after commit (discardInlined).
 */
export async function fileRows(files: readonly PlacedFile[], store: FileStore): Promise<FileRow[]> {
  const rows: FileRow[] = []
  for (const file of files) {
    const meta = fileMeta(file)
    if (file.storage === 'disk' && store.inDatabase) rows.push({ ...meta, storage: 'db', content: await fs.readFile(diskPath(store.dir, file.key)) })
    else rows.push({ ...meta, storage: file.storage, objectKey: file.key })
  }
  return rows
}

/** Rows of legacy staged bytes: kept in the database as they always were. */
export function byteRows(files: readonly FileWithBytes[]): FileRow[] {
  return files.map(({ bytes, ...meta }) => ({ ...fileMeta(meta), storage: 'db' as const, content: bytes }))
}

export async function insertFileRows(db: Db, submissionId: string, rows: readonly FileRow[]): Promise<void> {
  for (const row of rows) await insertSubmissionFile(db, { ...row, submissionId })
}

/** After commit: the local copies whose bytes went into the rows. */
export async function discardInlined(files: readonly PlacedFile[], store: FileStore): Promise<void> {
  if (!store.inDatabase) return
  for (const file of files) if (file.storage === 'disk') await removeSpooled(diskPath(store.dir, file.key))
}

/** Placed files no row will reference (a repeat of a stored submission): removed now rather than left to the sweep. */
export async function discardPlaced(files: readonly PlacedFile[], store: FileStore): Promise<void> {
  for (const file of files) {
    if (file.storage === 'disk') await removeSpooled(diskPath(store.dir, file.key))
    else if (store.s3) await deleteObject(store.s3, file.key).catch(() => undefined)
  }
}

/** A stored file and its bytes for the download: a buffer from the row, or a stream from disk or the S3 object. */
export async function openStoredFile(db: Db, id: string, store: FileStore = defaultFileStore()): Promise<{ file: SubmissionFile; body: Buffer | ReadableStream<Uint8Array> } | null> {
  const file = await getSubmissionFile(db, id)
  if (!file) return null
  if (file.storage === 'db') return file.content ? { file, body: file.content } : null
  if (!file.objectKey) return null
  if (file.storage === 'disk') {
    const filePath = diskPath(store.dir, file.objectKey)
    // Opened before answering, so a missing file is an error here rather than a broken download.
    const handle = await fs.open(filePath, 'r')
    return { file, body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array> }
  }
  if (!store.s3) throw new Error(`file ${id} is in S3 storage, but S3_* is not configured`)
  return { file, body: await getObject(store.s3, file.objectKey) }
}
