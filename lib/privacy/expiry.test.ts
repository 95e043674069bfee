import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, like } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { enqueueJob, getJobByKey } from '@/lib/db/queries/jobs'
import { OBJECT_DELETE_JOB } from '@/lib/db/queries/submission-files'
import { applicationEvents, formSubmissions, jobs } from '@/lib/db/schema'
import { readSetAside } from '@/lib/forms/server/set-aside'
import { getOutbox, insertEntry } from '@/lib/forms/server/submit'
import { createJobRunner } from '@/lib/jobs/runner'
import { mailMessage, TOKEN_REMOVED } from '@/lib/mail/mailer'
import { MAIL_JOB, mailJob } from '@/lib/mail/message'
import { newStatusToken } from '@/lib/pipeline/status-token'
import { describeEachDb } from '@/tests/support/db'
import { deleteSubmissionEverywhere, deleteSubmissionsBefore } from './expiry'
import { eraseAddress } from './requests'

// This file's own DATA_DIR (env() is read lazily, per test file): the mail copies and the outbox live in it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-expiry-'))
process.env.DATA_DIR = dataDir
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
const mailFile = (jobId: string) => path.join(dataDir, 'mail', `${jobId}.eml`)
const stagedFile = (entryId: string, n = 0) => path.join(dataDir, 'outbox', 'files', `${entryId}-${n}`)

const application = (email: string, createdAt = new Date()) => ({
  id: crypto.randomUUID(),
  formType: 'apply' as const,
  data: { founderName: 'Ada', companyName: 'Helix Labs', email },
  metadata: {},
  createdAt: createdAt.toISOString(),
  idempotencyKey: null,
  statusToken: newStatusToken(),
})

describeEachDb('deleting submissions leaves none of their e-mails', ({ handle }) => {
  const mailAll = () =>
    createJobRunner({ db: async () => handle().db, worker: 'expiry-test', handlers: { [MAIL_JOB]: (job, db) => mailMessage(job, db, { smtpUrl: undefined }) }, log: () => {} }).runDue()

  it('a sent receipt keeps no status token in the job history; its .eml copy carried the link', async () => {
    const { db } = handle()
    const app = application('token@helix.example')
    await insertEntry(db, app, undefined)
    expect(JSON.stringify((await getJobByKey(db, `mail:receipt:${app.id}`))!.payload)).toContain(app.statusToken)
    await mailAll()
    const sent = (await getJobByKey(db, `mail:receipt:${app.id}`))!
    expect(sent.status).toBe('done')
    expect(JSON.stringify(sent.payload)).not.toContain(app.statusToken)
    expect(JSON.stringify(sent.payload)).toContain(`/apply/status/${TOKEN_REMOVED}`)
    expect(fs.readFileSync(mailFile(sent.id), 'utf8')).toContain(app.statusToken)
  })

  it('the owner’s delete removes the submission’s mail jobs (status mails too) and their .eml copies, and no one else’s', async () => {
    const { db } = handle()
    const gone = application('gone@helix.example')
    const stays = application('stays@helix.example')
    await insertEntry(db, gone, undefined)
    await insertEntry(db, stays, undefined)
    const [event] = await db.insert(applicationEvents).values({ submissionId: gone.id, kind: 'status', authorId: 'owner', toValue: 'reviewing' }).returning({ id: applicationEvents.id })
    await enqueueJob(db, mailJob(`status:${event!.id}`, { to: 'gone@helix.example', subject: 'Your application is being reviewed', text: 'Hello' }))
    await mailAll()
    const goneJobs = await db.select({ id: jobs.id }).from(jobs).where(like(jobs.key, `%${gone.id}`))
    const statusJob = (await getJobByKey(db, `mail:status:${event!.id}`))!
    const stayJobs = await db.select({ id: jobs.id }).from(jobs).where(like(jobs.key, `%${stays.id}`))
    expect(goneJobs).toHaveLength(2)
    for (const { id } of [...goneJobs, statusJob]) expect(fs.existsSync(mailFile(id))).toBe(true)

    expect(await deleteSubmissionEverywhere(db, gone.id)).toMatchObject({ id: gone.id })
    for (const { id } of [...goneJobs, statusJob]) {
      expect(await db.select().from(jobs).where(eq(jobs.id, id))).toHaveLength(0)
      expect(fs.existsSync(mailFile(id))).toBe(false)
    }
    for (const { id } of stayJobs) expect(fs.existsSync(mailFile(id))).toBe(true)
    expect(await db.select().from(jobs).where(like(jobs.key, `%${stays.id}`))).toHaveLength(2)
  })

  it('expiry takes old submissions with their e-mails and old set-aside rows with their files', async () => {
    const { db } = handle()
    const now = Date.now()
    const cutoff = new Date(now - 30 * 86_400_000)
    const old = application('old@helix.example', new Date(now - 40 * 86_400_000))
    await insertEntry(db, old, undefined)
    await mailAll()
    const oldJobs = await db.select({ id: jobs.id }).from(jobs).where(like(jobs.key, `%${old.id}`))
    expect(oldJobs).toHaveLength(2)

    const outbox = getOutbox()
    const meta = { field: 'deck', fileName: 'deck.pdf', contentType: 'application/pdf', sizeBytes: 4, sha256: 'x' }
    const oldSetAside = { ...application('old-aside@helix.example', new Date(now - 40 * 86_400_000)), files: [meta] }
    const newSetAside = { ...application('new-aside@helix.example'), files: [meta] }
    // A row that refers to a stored object instead of staged bytes: its object is deleted by the durable job.
    const s3SetAside = { ...application('s3-aside@helix.example', new Date(now - 40 * 86_400_000)), files: [{ ...meta, storage: 's3', key: 'decks/aside-1' }] }
    fs.mkdirSync(path.dirname(stagedFile(oldSetAside.id)), { recursive: true })
    for (const e of [oldSetAside, newSetAside]) fs.writeFileSync(stagedFile(e.id), '%PDF')
    for (const e of [oldSetAside, newSetAside, s3SetAside]) await outbox.setAside(e as never, 'value too long')

    const removed = await deleteSubmissionsBefore(db, cutoff, { setAside: true })
    expect(removed).toMatchObject({ submissions: 1, mailJobs: 2, mailFiles: 2, setAside: 2 })
    expect(await db.select().from(formSubmissions).where(eq(formSubmissions.id, old.id))).toHaveLength(0)
    for (const { id } of oldJobs) expect(fs.existsSync(mailFile(id))).toBe(false)
    const ours = new Set([oldSetAside.id, newSetAside.id, s3SetAside.id])
    expect((await readSetAside(outbox)).entries.map((e) => e.id).filter((id) => ours.has(id))).toEqual([newSetAside.id])
    expect(fs.existsSync(stagedFile(oldSetAside.id))).toBe(false)
    expect(fs.existsSync(stagedFile(newSetAside.id))).toBe(true)
    expect(await getJobByKey(db, `${OBJECT_DELETE_JOB}:decks/aside-1`)).toMatchObject({ kind: OBJECT_DELETE_JOB, payload: { key: 'decks/aside-1' } })
  })

  it('an erasure takes the set-aside rows about the address, with their files, and keeps the rest', async () => {
    const { db } = handle()
    const outbox = getOutbox()
    const meta = { field: 'deck', fileName: 'deck.pdf', contentType: 'application/pdf', sizeBytes: 4, sha256: 'x' }
    const mine = { ...application('erase-me@helix.example'), files: [meta] }
    // Someone else's row that merely names the address is theirs: it stays.
    const theirs = { ...application('someone@helix.example'), data: { founderName: 'Sam', email: 'someone@helix.example', message: 'cc erase-me@helix.example' } }
    fs.mkdirSync(path.dirname(stagedFile(mine.id)), { recursive: true })
    fs.writeFileSync(stagedFile(mine.id), '%PDF')
    for (const e of [mine, theirs]) await outbox.setAside(e as never, 'value too long')

    expect(await eraseAddress(db, 'erase-me@helix.example')).toMatchObject({ setAside: 1 })
    const left = (await readSetAside(outbox)).entries.map((e) => e.id)
    expect(left).toContain(theirs.id)
    expect(left).not.toContain(mine.id)
    expect(fs.existsSync(stagedFile(mine.id))).toBe(false)
  })
})
