import { like } from 'drizzle-orm'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import type { AdminSession } from '@/lib/auth/guard'
import type { Db } from '@/lib/db/client'
import { formSubmissions, jobs } from '@/lib/db/schema'
import { describeEachDb } from '@/tests/support/db'

// The actions around the queries: the session, the audit log, the page refresh and the database are the test's.
const owner: AdminSession = { userId: 'admin', role: 'owner', name: 'Owner', jti: 'jti-owner', expiresAt: new Date() }
vi.mock('@/lib/auth/guard', () => ({ AdminAuthError: class extends Error {}, requireAdminAction: async () => owner, requirePermissionAction: async () => owner }))
const recordAudit = vi.fn()
vi.mock('@/lib/audit/log', () => ({ recordAudit: (...args: unknown[]) => recordAudit(...args) }))
vi.mock('next/cache', () => ({ revalidatePath: () => {} }))
vi.mock('@/lib/jobs/wake', () => ({ nudgeJobs: () => {} }))
let db: Db
vi.mock('@/lib/db/client', async (original) => ({ ...(await original<object>()), getDb: async () => db }))

const { assignAction, changeStatusAction, undoStatusAction } = await import('./actions')
const { insertAccount } = await import('@/lib/db/queries/admin-users')
const { getPipeline } = await import('@/lib/db/queries/pipeline')
const { pendingStatusMail } = await import('./service')

const IDLE = { status: 'idle' } as const
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}

describeEachDb('the status change action', ({ handle }) => {
  let ada: string
  let grace: string
  beforeAll(async () => {
    db = handle().db
    const rows = await db
      .insert(formSubmissions)
      .values([
        { formType: 'apply', data: { companyName: 'Helix', founderName: 'Ada Lovelace', email: 'ada@helix.example', pitch: 'With Grace Hopper.' } },
        { formType: 'apply', data: { companyName: 'Cobol', founderName: 'Grace Hopper', email: 'grace@cobol.example', pitch: 'Advised by ada@helix.example.' } },
      ])
      .returning({ id: formSubmissions.id })
    ada = rows[0]!.id
    grace = rows[1]!.id
  })
  beforeEach(() => recordAudit.mockReset())

  const statusMails = async () => db.select().from(jobs).where(like(jobs.key, 'mail:status:%'))

  it('asks to confirm a move that e-mails the founder, naming them and the e-mail, and changes nothing until confirmed', async () => {
    const asked = await changeStatusAction(IDLE, form({ id: ada, expected: 'new', status: 'declined', note: 'Not a fit' }))
    expect(asked).toEqual({
      status: 'confirm',
      message: "Moving to Declined will e-mail Ada Lovelace <ada@helix.example> the 'About your application' e-mail. It goes in 5 minutes; until then Undo on the application's page takes the change back.",
      fields: { id: ada, expected: 'new', status: 'declined', note: 'Not a fit' },
    })
    expect((await getPipeline(db, ada))?.status).toBe('new')
    expect(await statusMails()).toEqual([])
    expect(await changeStatusAction(IDLE, form({ id: ada, expected: 'new', status: 'declined', cancel: '1' }))).toEqual(IDLE)
    expect(recordAudit).not.toHaveBeenCalled()

    const done = await changeStatusAction(IDLE, form({ ...(asked as { fields: Record<string, string> }).fields, confirm: '1' }))
    expect(done).toMatchObject({ status: 'done', message: expect.stringContaining('Moved to Declined. The founder is told by e-mail. It goes in 5 minutes') })
    expect(recordAudit).toHaveBeenCalledWith(expect.objectContaining({ action: 'application.status', details: expect.objectContaining({ from: 'new', to: 'declined', founderEmailed: true }) }))
    const [mail] = await statusMails()
    expect(mail!.runAt.getTime()).toBeGreaterThan(Date.now() + 290_000)
  })

  it('moves into an internal status without asking', async () => {
    expect(await changeStatusAction(IDLE, form({ id: grace, expected: 'new', status: 'withdrawn' }))).toEqual({ status: 'done', message: 'Moved to Withdrawn.' })
  })

  it('undoes the change while its e-mail waits, audited; a second undo is too late', async () => {
    const waiting = (await pendingStatusMail(db, ada))!
    const undone = await undoStatusAction(IDLE, form({ id: ada, event: waiting.eventId }))
    expect(undone).toEqual({ status: 'done', message: "Undone: the status is New again and the founder's e-mail will not be sent." })
    expect(recordAudit).toHaveBeenCalledWith(expect.objectContaining({ action: 'application.status-undo', details: expect.objectContaining({ id: ada, undone: waiting.eventId, to: 'new' }) }))
    expect(await statusMails()).toEqual([])
    expect(await undoStatusAction(IDLE, form({ id: ada, event: waiting.eventId }))).toMatchObject({ status: 'error', message: expect.stringContaining('Too late to undo') })
    // Grace's application was not touched by Ada's undo.
    expect((await getPipeline(db, grace))?.status).toBe('withdrawn')
  })

  it('assigns to a reviewer, never to an editor (who does not see applications), even by a hand-made request', async () => {
    const rita = (await insertAccount(db, { name: 'Rita Reviewer', email: 'rita@studio.example', role: 'reviewer', passwordHash: 'x', createdBy: 'admin' }))!
    const eddie = (await insertAccount(db, { name: 'Eddie Editor', email: 'eddie@studio.example', role: 'editor', passwordHash: 'x', createdBy: 'admin' }))!
    expect(await assignAction(IDLE, form({ id: grace, assignee: eddie.id }))).toEqual({ status: 'error', message: 'That account does not work on applications. Choose a reviewer.' })
    expect((await getPipeline(db, grace))?.assigneeId ?? null).toBeNull()
    expect(await assignAction(IDLE, form({ id: grace, assignee: rita.id }))).toEqual({ status: 'done', message: 'Assigned.' })
    expect((await getPipeline(db, grace))?.assigneeId).toBe(rita.id)
  })
})
