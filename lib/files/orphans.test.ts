import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { submissionFiles } from '@/lib/db/schema'
import { Outbox } from '@/lib/forms/server/outbox'
import { submitForm } from '@/lib/forms/server/submit'
import { describeEachDb, unreachableDb } from '@/tests/support/db'
import { s3KeyReferenced, sweepOrphanFiles } from './orphans'
import { spoolStream } from './spool'

const application = { companyName: 'Orphan Labs', founderName: 'Ada', email: 'orphans@example.com', pitch: 'Agents that read lab notebooks for scientists.', stage: 'seed' }
const DAY = 24 * 60 * 60_000

describeEachDb('the daily sweep of unreferenced deck files', ({ handle }) => {
  let dir: string
  let outbox: Outbox

  beforeEach(() => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-orphans-'))
    dir = path.join(root, 'files')
    outbox = new Outbox(path.join(root, 'outbox', 'submissions.jsonl'))
  })

  async function spooled() {
    const s = await spoolStream(Readable.from([Buffer.from('%PDF-1.7\nx')]), dir, 1024)
    return { field: 'deckFile', fileName: 'd.pdf', contentType: 'application/pdf', sizeBytes: s.size, sha256: s.sha256, path: s.path! }
  }

  it('removes old files that no row and no outbox entry references, and keeps the rest', async () => {
    const store = { dir, s3: null, inDatabase: false }
    const stored = await spooled()
    await submitForm({ type: 'apply', data: application, metadata: {}, files: [stored] }, { db: async () => handle().db, outbox, log: () => {}, files: store })
    const queued = await spooled()
    const broken = await unreachableDb()
    expect((await submitForm({ type: 'apply', data: application, metadata: {}, files: [queued] }, { db: async () => broken, outbox, log: () => {}, files: store })).status).toBe('queued')
    const orphan = await spooled()
    const young = await spooled()
    fs.writeFileSync(path.join(dir, '.0123456789abcdef0123456789abcdef.part'), 'cut off mid-upload')
    fs.writeFileSync(path.join(dir, 'README'), 'not ours')

    const later = new Date(Date.now() + DAY + 60_000)
    const youngTime = new Date(Date.now() + DAY)
    fs.utimesSync(young.path, youngTime, youngTime) // written "just now" as the sweep sees it

    const { removed } = await sweepOrphanFiles(handle().db, { dir, outboxFiles: [outbox.file, outbox.rejectedFile], now: later })
    expect(removed.sort()).toEqual([path.basename(orphan.path), '.0123456789abcdef0123456789abcdef.part'].sort())
    for (const kept of [stored, queued, young]) expect(fs.existsSync(kept.path)).toBe(true)
    expect(fs.existsSync(path.join(dir, 'README'))).toBe(true)
  }, 60_000) // the unreachable database takes its time to fail on a loaded machine

  it('touches nothing younger than a day, and copes with no files folder', async () => {
    const orphan = await spooled()
    expect((await sweepOrphanFiles(handle().db, { dir, outboxFiles: [] })).removed).toEqual([])
    expect(fs.existsSync(orphan.path)).toBe(true)
    expect((await sweepOrphanFiles(handle().db, { dir: path.join(dir, 'none'), outboxFiles: [] })).removed).toEqual([])
  })

  it('counts an S3 key as referenced when a row or an outbox line names it, for the bucket sweep', async () => {
    const store = { dir, s3: null, inDatabase: false }
    const stored = await spooled()
    const { id } = (await submitForm({ type: 'apply', data: application, metadata: {}, files: [stored] }, { db: async () => handle().db, outbox, log: () => {}, files: store })) as { id: string }
    // Moved to the bucket as the store would: the row now names an S3 key.
    await handle().db.update(submissionFiles).set({ storage: 's3', objectKey: 'uploads/in-a-row' }).where(eq(submissionFiles.submissionId, id))
    fs.mkdirSync(path.dirname(outbox.file), { recursive: true })
    fs.writeFileSync(outbox.file, `${JSON.stringify({ id: 'x', files: [{ storage: 's3', key: 'uploads/in-the-outbox' }] })}\n`)

    const referenced = await s3KeyReferenced(handle().db, [outbox.file, outbox.rejectedFile])
    expect(await referenced('uploads/in-a-row')).toBe(true)
    expect(await referenced('uploads/in-the-outbox')).toBe(true)
    expect(await referenced('uploads/nobody')).toBe(false)
  })
})
