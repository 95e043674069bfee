import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { erasePersonalData } from '@/lib/db/queries/personal-data'
import { deleteBefore } from '@/lib/db/queries/retention'
import { OBJECT_DELETE_JOB } from '@/lib/db/queries/submission-files'
import { deleteSubmission } from '@/lib/db/queries/submissions-admin'
import { jobs, submissionFiles } from '@/lib/db/schema'
import { Outbox } from '@/lib/forms/server/outbox'
import { submitForm } from '@/lib/forms/server/submit'
import { createJobRunner } from '@/lib/jobs/runner'
import { describeEachDb } from '@/tests/support/db'
import { startS3Double, type S3Double } from '@/tests/support/s3-double'
import type { S3Config } from './s3'
import { objectDeleteHandler } from './object-delete'
import { spoolStream } from './spool'
import type { FileStore } from './store'
import { Readable } from 'node:stream'

const bytes = Buffer.from('%PDF-1.7\nA deck.\n')
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-object-delete-files-'))

/** A deck as POST /apply/submit hands it over: spooled into the files folder. */
async function deck() {
  const spooled = await spoolStream(Readable.from([bytes]), filesDir, 1024 * 1024)
  return { field: 'deckFile', fileName: 'Deck.pdf', contentType: 'application/pdf', sizeBytes: bytes.length, sha256: spooled.sha256, path: spooled.path! }
}

describeEachDb('the S3 objects of deleted submissions', ({ handle }) => {
  let s3: S3Double
  beforeAll(async () => {
    s3 = await startS3Double()
  })
  afterAll(() => s3.close())

  /** An application whose deck is in the double's bucket; its object's path there. */
  async function submitWithDeck(email: string, store: FileStore): Promise<string> {
    const data = { companyName: 'Deck Labs', founderName: 'Ada', email, pitch: 'Agents that read lab notebooks for scientists.', stage: 'seed' }
    const outbox = new Outbox(path.join(os.tmpdir(), `vs-object-delete-${process.pid}.jsonl`))
    const result = await submitForm({ type: 'apply', data, metadata: {}, files: [await deck()] }, { db: async () => handle().db, outbox, log: () => {}, files: store })
    return (result as { id: string }).id
  }

  async function applicationWithDeck(email: string): Promise<{ id: string; path: string }> {
    const id = await submitWithDeck(email, { dir: filesDir, s3: s3.config, inDatabase: false })
    const [row] = await handle().db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id))
    const objectPath = `/decks/${row!.objectKey}`
    expect(s3.objects.has(objectPath)).toBe(true)
    return { id, path: objectPath }
  }

  function runner(config: () => S3Config | null, log: (msg: string) => void = () => {}, later = 0) {
    return createJobRunner({ db: async () => handle().db, handlers: { [OBJECT_DELETE_JOB]: objectDeleteHandler(config, log, () => filesDir) }, now: () => new Date(Date.now() + later) })
  }

  async function deleteJobFor(objectPath: string) {
    const key = objectPath.replace('/decks/', '')
    const [job] = await handle().db.select().from(jobs).where(eq(jobs.key, `${OBJECT_DELETE_JOB}:${key}`))
    return job
  }

  it("deleting a submission queues its deck's object, which the job then deletes from the bucket", async () => {
    const { id, path } = await applicationWithDeck('delete@example.com')
    expect(await deleteSubmission(handle().db, id)).toMatchObject({ id, formType: 'apply' })
    expect(await handle().db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id))).toEqual([])
    expect(await deleteJobFor(path)).toMatchObject({ status: 'pending', payload: { key: path.replace('/decks/', '') } })
    expect(s3.objects.has(path)).toBe(true) // not before the job runs, after commit

    expect(await runner(() => s3.config).runDue()).toMatchObject({ done: 1, failed: 0 })
    expect(s3.objects.has(path)).toBe(false)
    expect(s3.seen.at(-1)).toEqual({ method: 'DELETE', path, verified: true })
    expect(await deleteJobFor(path)).toMatchObject({ status: 'done' })
  })

  it('a store that refuses the delete does not block it: the failure is logged and the job tried again later', async () => {
    const { id, path } = await applicationWithDeck('refused@example.com')
    expect(await deleteSubmission(handle().db, id)).not.toBeNull()
    const logged: string[] = []
    expect(await runner(() => ({ ...s3.config, secretAccessKey: 'wrong' }), (m) => logged.push(m)).runDue()).toMatchObject({ done: 0, retried: 1 })
    expect(logged).toEqual([expect.stringContaining(`could not delete S3 object ${path.replace('/decks/', '')}`)])
    expect(await deleteJobFor(path)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('403') })
    expect(s3.objects.has(path)).toBe(true)

    expect(await runner(() => s3.config, undefined, 60_000).runDue()).toMatchObject({ done: 1 })
    expect(s3.objects.has(path)).toBe(false)
  })

  it('the privacy erase and the retention queue the objects of the submissions they delete', async () => {
    const erased = await applicationWithDeck('erase-me@example.com')
    const kept = await applicationWithDeck('keep-me@example.com')
    await erasePersonalData(handle().db, 'erase-me@example.com')
    expect(await deleteJobFor(erased.path)).toMatchObject({ status: 'pending' })
    expect(await deleteJobFor(kept.path)).toBeUndefined()

    await deleteBefore(handle().db, new Date(Date.now() + 1000))
    expect(await deleteJobFor(kept.path)).toMatchObject({ status: 'pending' })
    expect(await runner(() => s3.config).runDue()).toMatchObject({ done: 2 })
    expect(s3.objects.has(erased.path) || s3.objects.has(kept.path)).toBe(false)
  })

  it('deleting, erasing or expiring a submission whose deck is on disk removes the file after commit', async () => {
    const onDisk = { dir: filesDir, s3: null, inDatabase: false }
    const ids = [await submitWithDeck('disk-delete@example.com', onDisk), await submitWithDeck('disk-erase@example.com', onDisk), await submitWithDeck('disk-old@example.com', onDisk)]
    const files = await Promise.all(ids.map(async (id) => (await handle().db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id)))[0]!))
    expect(files.map((f) => f.storage)).toEqual(['disk', 'disk', 'disk'])
    for (const f of files) expect(fs.existsSync(path.join(filesDir, f.objectKey!))).toBe(true)

    await deleteSubmission(handle().db, ids[0]!)
    await erasePersonalData(handle().db, 'disk-erase@example.com')
    await deleteBefore(handle().db, new Date(Date.now() + 1000))
    const [job] = await handle().db.select().from(jobs).where(eq(jobs.key, `${OBJECT_DELETE_JOB}:disk:${files[0]!.objectKey}`))
    expect(job).toMatchObject({ status: 'pending', payload: { key: files[0]!.objectKey, storage: 'disk' } })
    expect(fs.existsSync(path.join(filesDir, files[0]!.objectKey!))).toBe(true) // not before the job runs, after commit

    expect((await runner(() => null).runDue()).done).toBeGreaterThanOrEqual(3)
    for (const f of files) expect(fs.existsSync(path.join(filesDir, f.objectKey!))).toBe(false)
  })

  it('a delete job never reaches outside the files folder', async () => {
    const logged: string[] = []
    const handler = objectDeleteHandler(() => null, (m) => logged.push(m), () => filesDir)
    await expect(handler({ payload: { key: '../../etc/passwd', storage: 'disk' }, attempts: 1, maxAttempts: 20 } as never, handle().db)).rejects.toThrow(/not a stored file name/)
  })
})
