import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import type { Db } from '@/lib/db/client'
import { getSubmissionFile, listSubmissionFiles } from '@/lib/db/queries/submission-files'
import { formSubmissions, submissionFiles } from '@/lib/db/schema'
import { Outbox } from '@/lib/forms/outbox'
import { replayOutbox, submitForm, type SubmitDeps } from '@/lib/forms/submit'
import { describeEachDb, unreachableDb } from '@/tests/support/db'
import { startS3Double, type S3Double } from '@/tests/support/s3-double'
import { openStoredFile, storeFiles, type UploadedFile } from './store'

const application = { companyName: 'Deck Labs', founderName: 'Ada', email: 'ada@example.com', pitch: 'Agents that read lab notebooks for scientists.', stage: 'seed' }
const meta = { ip: '203.0.113.9' }

function deck(size: number): UploadedFile {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)])
  return { field: 'deckFile', fileName: 'Deck Labs.pdf', contentType: 'application/pdf', sizeBytes: size, sha256: createHash('sha256').update(bytes).digest('hex'), bytes }
}

describeEachDb('an application with its deck', ({ handle }) => {
  let deps: SubmitDeps
  let dir: string
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
    deps = { db: async () => (down ? broken : handle().db), outbox: new Outbox(path.join(dir, 'submissions.jsonl')), log: () => {} }
  })

  it('stores the bytes in the database with the submission, listed without them and fetched with them', async () => {
    const file = deck(50_000)
    const result = await submitForm({ type: 'apply', data: application, metadata: meta, files: [file] }, deps)
    expect(result.status).toBe('stored')
    const id = (result as { id: string }).id
    const [info] = await listSubmissionFiles(handle().db, id)
    expect(info).toMatchObject({ fileName: 'Deck Labs.pdf', sizeBytes: 50_000, storage: 'db', objectKey: null, sha256: file.sha256 })
    expect(info).not.toHaveProperty('content')
    const stored = await getSubmissionFile(handle().db, info!.id)
    expect(stored!.content!.equals(file.bytes)).toBe(true)
  })

  it('does not store the deck twice when the same application is sent again with its key', async () => {
    const first = await submitForm({ type: 'apply', data: application, metadata: meta, idempotencyKey: 'deck-once', files: [deck(1000)] }, deps)
    const again = await submitForm({ type: 'apply', data: application, metadata: meta, idempotencyKey: 'deck-once', files: [deck(1000)] }, deps)
    expect(again).toMatchObject({ status: 'stored', repeat: true, id: (first as { id: string }).id })
    expect(await listSubmissionFiles(handle().db, (first as { id: string }).id)).toHaveLength(1)
  })

  it('keeps the deck on disk while the database is down, and stores it with the submission at replay', async () => {
    down = true
    const file = deck(200_000)
    const result = await submitForm({ type: 'apply', data: application, metadata: meta, files: [file] }, deps)
    expect(result.status).toBe('queued')
    const id = (result as { id: string }).id
    const staged = path.join(dir, 'files', `${id}-0`)
    expect(fs.readFileSync(staged).equals(file.bytes)).toBe(true)
    // The outbox line keeps what is known of the file, not its bytes.
    const line = fs.readFileSync(path.join(dir, 'submissions.jsonl'), 'utf8')
    expect(JSON.parse(line).files).toEqual([{ field: 'deckFile', fileName: 'Deck Labs.pdf', contentType: 'application/pdf', sizeBytes: 200_000, sha256: file.sha256 }])
    expect(line.length).toBeLessThan(2000)

    expect(await replayOutbox(deps)).toBe(0) // still down: nothing moves, the staged file stays
    expect(fs.existsSync(staged)).toBe(true)

    down = false
    expect(await replayOutbox(deps)).toBe(1)
    const [row] = await handle().db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id))
    expect(row!.content!.equals(file.bytes)).toBe(true)
    expect(fs.existsSync(staged)).toBe(false)
    expect(await handle().db.select({ id: formSubmissions.id }).from(formSubmissions).where(eq(formSubmissions.id, id))).toHaveLength(1)
  })

  it('leaves a queued entry waiting, rather than storing it without its deck, when the staged file is damaged', async () => {
    down = true
    const result = await submitForm({ type: 'apply', data: application, metadata: meta, files: [deck(1000)] }, deps)
    const id = (result as { id: string }).id
    fs.writeFileSync(path.join(dir, 'files', `${id}-0`), 'not the same bytes')
    down = false
    expect(await replayOutbox(deps)).toBe(0)
    expect(await handle().db.select({ id: formSubmissions.id }).from(formSubmissions).where(eq(formSubmissions.id, id))).toHaveLength(0)
  })

  it('puts the bytes in the bucket under a random key, keeps only the key in the row, and reads them back', async () => {
    const { id } = (await submitForm({ type: 'apply', data: application, metadata: meta }, deps)) as { id: string }
    const file = deck(30_000)
    await storeFiles(handle().db, id, [file], s3.config)
    const [row] = await handle().db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id))
    expect(row).toMatchObject({ storage: 's3', content: null, sizeBytes: 30_000 })
    expect(row!.objectKey).toMatch(/^uploads\/[0-9a-f]{32}$/)
    expect(s3.seen.at(-1)).toMatchObject({ method: 'PUT', verified: true })
    expect(s3.objects.get(`/decks/${row!.objectKey}`)!.body.equals(file.bytes)).toBe(true)

    const opened = await openStoredFile(handle().db, row!.id, s3.config)
    const body = opened!.body as ReadableStream<Uint8Array>
    expect(Buffer.from(await new Response(body).arrayBuffer()).equals(file.bytes)).toBe(true)
  })
})
