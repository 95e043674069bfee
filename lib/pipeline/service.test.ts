import { eq, like } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { claimJobs } from '@/lib/db/queries/jobs'
import { jobs, formSubmissions } from '@/lib/db/schema'
import { getPipeline, listEvents } from '@/lib/db/queries/pipeline'
import { changeStatus, pendingStatusMail, statusMailPreview, undoStatusChange } from './service'

// Two founders whose applications mention each other: each e-mail must go to its own founder only.
const ada = { companyName: 'Helix Labs', founderName: 'Ada Lovelace', email: 'ada@helix.example', pitch: 'Built with Grace Hopper of Cobol Works.' }
const grace = { companyName: 'Cobol Works', founderName: 'Grace Hopper', email: 'grace@cobol.example', pitch: 'Advised by Ada Lovelace (ada@helix.example).' }

describeEachDb('a status change e-mail that waits, and its undo', ({ handle }) => {
  let adaApp: string
  let graceApp: string
  beforeAll(async () => {
    const rows = await handle()
      .db.insert(formSubmissions)
      .values([
        { formType: 'apply', data: ada },
        { formType: 'apply', data: grace },
      ])
      .returning({ id: formSubmissions.id })
    adaApp = rows[0]!.id
    graceApp = rows[1]!.id
  })

  const mailsOf = async (app: string) => {
    const keys = new Set((await listEvents(handle().db, app)).map((e) => `mail:status:${e.id}`))
    return (await handle().db.select().from(jobs).where(like(jobs.key, 'mail:status:%'))).filter((j) => keys.has(j.key ?? ''))
  }

  it('names the founder and the e-mail a move would send, and nothing for an internal status', async () => {
    const { db } = handle()
    expect(await statusMailPreview(db, adaApp, 'declined')).toEqual({ founder: 'Ada Lovelace <ada@helix.example>', mail: 'About your application' })
    expect(await statusMailPreview(db, graceApp, 'reviewing')).toEqual({ founder: 'Grace Hopper <grace@cobol.example>', mail: 'Your application is being reviewed' })
    expect(await statusMailPreview(db, adaApp, 'term_sheet')).toBeNull()
  })

  it('queues the e-mail to go after the delay, so no worker claims it before', async () => {
    const { db } = handle()
    const before = Date.now()
    const result = await changeStatus(db, { submissionId: adaApp, actorId: 'admin', expected: 'new', to: 'declined', mailDelayMs: 300_000 })
    expect(result).toMatchObject({ ok: true, mailQueued: true })
    const [mail] = await mailsOf(adaApp)
    expect(mail!.runAt.getTime()).toBeGreaterThanOrEqual(before + 300_000)
    expect((mail!.payload as { message: { to: string } }).message.to).toBe('ada@helix.example')
    expect(await claimJobs(db, { worker: 'w', limit: 10, leaseMs: 60_000, kinds: ['mail'] })).toEqual([])
    const waiting = await pendingStatusMail(db, adaApp)
    expect(waiting).toMatchObject({ from: 'new', to: 'declined', recipient: 'ada@helix.example' })
    expect(await pendingStatusMail(db, graceApp)).toBeNull()
  })

  it('undo cancels the waiting e-mail and restores the previous status with a history row; another founder is untouched', async () => {
    const { db } = handle()
    await changeStatus(db, { submissionId: graceApp, actorId: 'admin', expected: 'new', to: 'reviewing', mailDelayMs: 300_000 })
    const waiting = (await pendingStatusMail(db, adaApp))!
    // An event of another application is not this one's to undo.
    const graceEvent = (await pendingStatusMail(db, graceApp))!.eventId
    expect(await undoStatusChange(db, { submissionId: adaApp, eventId: graceEvent, actorId: 'admin' })).toEqual({ ok: false, reason: 'too-late' })

    const result = await undoStatusChange(db, { submissionId: adaApp, eventId: waiting.eventId, actorId: 'reviewer' })
    expect(result).toMatchObject({ ok: true, restored: 'new' })
    expect((await getPipeline(db, adaApp))?.status).toBe('new')
    expect(await mailsOf(adaApp)).toEqual([])
    const history = (await listEvents(db, adaApp)).map((e) => [e.kind, e.fromValue, e.toValue, e.authorId])
    expect(history).toEqual([
      ['status', 'new', 'declined', 'admin'],
      ['status', 'declined', 'new', 'reviewer'],
    ])
    expect(await pendingStatusMail(db, adaApp)).toBeNull()
    // Grace's e-mail still waits, to her alone.
    expect(await mailsOf(graceApp)).toHaveLength(1)
    expect((await getPipeline(db, graceApp))?.status).toBe('reviewing')
    // A second undo of the same change finds nothing to take back.
    expect(await undoStatusChange(db, { submissionId: adaApp, eventId: waiting.eventId, actorId: 'admin' })).toEqual({ ok: false, reason: 'too-late' })
  })

  it('is too late once a worker has claimed the e-mail: the status stays and the e-mail goes', async () => {
    const { db } = handle()
    const waiting = (await pendingStatusMail(db, graceApp))!
    const [mail] = await mailsOf(graceApp)
    await db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.id, mail!.id))
    expect(await claimJobs(db, { worker: 'w', limit: 10, leaseMs: 60_000, kinds: ['mail'] })).toHaveLength(1)
    expect(await pendingStatusMail(db, graceApp)).toBeNull()
    expect(await undoStatusChange(db, { submissionId: graceApp, eventId: waiting.eventId, actorId: 'admin' })).toEqual({ ok: false, reason: 'too-late' })
    expect((await getPipeline(db, graceApp))?.status).toBe('reviewing')
    expect(await mailsOf(graceApp)).toHaveLength(1)
  })

  it('offers no undo once another status change followed', async () => {
    const { db } = handle()
    await changeStatus(db, { submissionId: adaApp, actorId: 'admin', expected: 'new', to: 'reviewing', mailDelayMs: 300_000 })
    const first = (await pendingStatusMail(db, adaApp))!.eventId
    await changeStatus(db, { submissionId: adaApp, actorId: 'admin', expected: 'reviewing', to: 'term_sheet', mailDelayMs: 300_000 })
    expect(await pendingStatusMail(db, adaApp)).toBeNull()
    expect(await undoStatusChange(db, { submissionId: adaApp, eventId: first, actorId: 'admin' })).toEqual({ ok: false, reason: 'too-late' })
    expect((await getPipeline(db, adaApp))?.status).toBe('term_sheet')
  })
})
