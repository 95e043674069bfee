import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import type { Db } from '@/lib/db/client'
import { getSubmissionFile, listSubmissionFiles } from '@/lib/db/queries/submission-files'
import { formSubmissions, submissionFiles } from '@/lib/db/schema'
import { Outbox } from '@/lib/forms/server/outbox'
import { replayOutbox, submitForm, type SubmitDeps } from '@/lib/forms/server/submit'
import { describeEachDb, unreachableDb } from '@/tests/support/db'
import { startS3Double, type S3Double } from '@/tests/support/s3-double'
import { spoolStream } from './spool'
import { openStoredFile, type FileStore, type UploadedFile } from './store'
import { Readable } from 'node:stream'

const application = { companyName: 'Deck Labs', founderName: 'Ada', email: 'ada@example.com', pitch: 'Agents that read lab notebooks for scientists.', stage: 'seed' }
const meta = { ip: '203.0.113.9' }

function pdfBytes(size: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)])
}

/** A deck as POST /apply/submit hands it over: spooled into the files folder. */
async function deck(dir: string, size: number): Promise<UploadedFile & { bytes: Buffer }> {
  const bytes = pdfBytes(size)
  const spooled = await spoolStream(Readable.from([bytes]), dir, 20 * 1024 * 1024)
  return { field: 'deckFile', fileName: 'Deck Labs.pdf', contentType: 'application/pdf', sizeBytes: size, sha256: spooled.sha256, path: spooled.path!, bytes }
}

async function readAll(body: Buffer | ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.isBuffer(body) ? body : Buffer.from(await new Response(body).arrayBuffer())
}

describeEachDb('an application with its deck', ({ handle }) => {
  let deps: SubmitDeps
  let dir: string
  let filesDir: string
  let store: FileStore
  let down = false
  let broken: Db
  let s3: S3Double

  beforeAll(async () => {
    s3 = await startS3Double()
  })
  afterAll(() => s3.close())

  beforeEach(async () => {
    down = false
    broken ??= await unreachableDb()
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-files-'))
    filesDir = path.join(dir, 'files-store')
    store = { dir: filesDir, s3: null, inDatabase: false }
    deps = { db: async () => (down ? broken : handle().db), outbox: new Outbox(path.join(dir, 'outbox', 'submissions.jsonl')), log: () => {}, files: store }
  })

  const filesLeft = () => fs.readdirSync(filesDir)

  it('keeps the deck on disk under its random name, the row only referencing it, and serves it as a stream', async () => {
    const file = await deck(filesDir, 50_000)
    const result = await submitForm({ type: 'apply', data: application, metadata: meta, files: [file] }, deps)
    expect(result.status).toBe('stored')
    const id = (result as { id: string }).id
    const [info] = await listSubmissionFiles(handle().db, id)
    expect(info).toMatchObject({ fileName: 'Deck Labs.pdf', sizeBytes: 50_000, storage: 'disk', objectKey: path.basename(file.path), sha256: file.sha256 })
    expect((await getSubmissionFile(handle().db, info!.id))!.content).toBeNull()
    expect(filesLeft()).toEqual([path.basename(file.path)])
    const opened = await openStoredFile(handle().db, info!.id, store)
    expect(opened!.body).toBeInstanceOf(ReadableStream)
    expect((await readAll(opened!.body)).equals(file.bytes)).toBe(true)
  })

  it('on PostgreSQL without S3 puts the bytes in the row (the database server does the work) and removes the local file', async () => {
    deps.files = { ...store, inDatabase: true }
    const file = await deck(filesDir, 40_000)
    const { id } = (await submitForm({ type: 'apply', data: application, metadata: meta, files: [file] }, deps)) as { id: string }
    const [row] = await handle().db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id))
    expect(row).toMatchObject({ storage: 'db', objectKey: null })
    expect(row!.content!.equals(file.bytes)).toBe(true)
    expect(filesLeft()).toEqual([])
    // Decks in the row stay readable whichever store is configured now.
    expect((await readAll((await openStoredFile(handle().db, row!.id, store))!.body)).equals(file.bytes)).toBe(true)
  })

  it('does not store the deck twice when the same application is sent again with its key, and removes the second copy', async () => {
    const first = await submitForm({ type: 'apply', data: application, metadata: meta, idempotencyKey: 'deck-once', files: [await deck(filesDir, 1000)] }, deps)
    const again = await submitForm({ type: 'apply', data: application, metadata: meta, idempotencyKey: 'deck-once', files: [await deck(filesDir, 1000)] }, deps)
    expect(again).toMatchObject({ status: 'stored', repeat: true, id: (first as { id: string }).id })
    expect(await listSubmissionFiles(handle().db, (first as { id: string }).id)).toHaveLength(1)
    expect(filesLeft()).toHaveLength(1)
  })

  it('removes the spooled deck of an application that is not stored (refused by the schema, or a bot)', async () => {
    const invalid = await submitForm({ type: 'apply', data: { ...application, email: 'nope' }, metadata: meta, files: [await deck(filesDir, 1000)] }, deps)
    expect(invalid.status).toBe('invalid')
    const bot = await submitForm({ type: 'apply', data: application, metadata: meta, honeypot: 'x', files: [await deck(filesDir, 1000)] }, deps)
    expect(bot.status).toBe('stored')
    expect(filesLeft()).toEqual([])
  })

  it('while the database is down, the outbox entry references the deck on disk; the replay stores the reference', async () => {
    down = true
    const file = await deck(filesDir, 200_000)
    const result = await submitForm({ type: 'apply', data: application, metadata: meta, files: [file] }, deps)
    expect(result.status).toBe('queued')
    const id = (result as { id: string }).id
    const line = fs.readFileSync(deps.outbox.file, 'utf8')
    expect(JSON.parse(line).files).toEqual([{ field: 'deckFile', fileName: 'Deck Labs.pdf', contentType: 'application/pdf', sizeBytes: 200_000, sha256: file.sha256, storage: 'disk', key: path.basename(file.path) }])
    expect(line.length).toBeLessThan(2000)

    expect(await replayOutbox(deps)).toBe(0) // still down: nothing moves, the file stays
    expect(fs.existsSync(file.path)).toBe(true)

    down = false
    expect(await replayOutbox(deps)).toBe(1)
    const [row] = await handle().db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id))
    expect(row).toMatchObject({ storage: 'disk', objectKey: path.basename(file.path) })
    expect((await readAll((await openStoredFile(handle().db, row!.id, store))!.body)).equals(file.bytes)).toBe(true)
  })

  it('replays an entry queued by the earlier version, whose bytes were staged beside the outbox, into the row', async () => {
    const id = crypto.randomUUID()
    const bytes = pdfBytes(3000)
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const fileMeta = { field: 'deckFile', fileName: 'Old.pdf', contentType: 'application/pdf', sizeBytes: 3000, sha256 }
    const staging = path.join(path.dirname(deps.outbox.file), 'files')
    fs.mkdirSync(staging, { recursive: true })
    fs.writeFileSync(path.join(staging, `${id}-0`), bytes)
    await deps.outbox.append({ id, formType: 'apply', data: application, metadata: meta, createdAt: new Date().toISOString(), idempotencyKey: null, files: [fileMeta] })
    expect(await replayOutbox(deps)).toBe(1)
    const [row] = await handle().db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id))
    expect(row).toMatchObject({ storage: 'db', fileName: 'Old.pdf' })
    expect(row!.content!.equals(bytes)).toBe(true)
    expect(fs.existsSync(path.join(staging, `${id}-0`))).toBe(false)
  })

  it('leaves a legacy entry waiting, rather than storing it without its deck, when the staged file is damaged', async () => {
    const id = crypto.randomUUID()
    const staging = path.join(path.dirname(deps.outbox.file), 'files')
    fs.mkdirSync(staging, { recursive: true })
    fs.writeFileSync(path.join(staging, `${id}-0`), 'not the same bytes')
    const sha256 = createHash('sha256').update(pdfBytes(1000)).digest('hex')
    await deps.outbox.append({ id, formType: 'apply', data: application, metadata: meta, createdAt: new Date().toISOString(), idempotencyKey: null, files: [{ field: 'deckFile', fileName: 'x.pdf', contentType: 'application/pdf', sizeBytes: 1000, sha256 }] })
    expect(await replayOutbox(deps)).toBe(0)
    expect(await handle().db.select({ id: formSubmissions.id }).from(formSubmissions).where(eq(formSubmissions.id, id))).toHaveLength(0)
  })

  it('puts the deck in the bucket under a random key before the transaction, removes the local file, and reads it back', async () => {
    deps.files = { ...store, s3: s3.config }
    const file = await deck(filesDir, 30_000)
    const { id } = (await submitForm({ type: 'apply', data: application, metadata: meta, files: [file] }, deps)) as { id: string }
    const [row] = await handle().db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id))
    expect(row).toMatchObject({ storage: 's3', content: null, sizeBytes: 30_000 })
    expect(row!.objectKey).toMatch(/^uploads\/[0-9a-f]{32}$/)
    expect(s3.seen.at(-1)).toMatchObject({ method: 'PUT', verified: true })
    expect(s3.objects.get(`/decks/${row!.objectKey}`)!.body.equals(file.bytes)).toBe(true)
    expect(filesLeft()).toEqual([])

    const opened = await openStoredFile(handle().db, row!.id, deps.files)
    expect((await readAll(opened!.body)).equals(file.bytes)).toBe(true)
  })

  it('keeps the deck on disk when the bucket refuses it, so nothing received is lost', async () => {
    const logged: string[] = []
    deps.log = (msg) => logged.push(msg)
    deps.files = { ...store, s3: { ...s3.config, secretAccessKey: 'wrong' } }
    const file = await deck(filesDir, 2000)
    const { id } = (await submitForm({ type: 'apply', data: application, metadata: meta, files: [file] }, deps)) as { id: string }
    const [row] = await handle().db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id))
    expect(row).toMatchObject({ storage: 'disk', objectKey: path.basename(file.path) })
    expect(fs.readFileSync(file.path).equals(file.bytes)).toBe(true)
    expect(logged.join('\n')).toMatch(/kept on disk instead/)
  })
})
