import { expect, it } from 'vitest'
import { insertEntry } from '@/lib/forms/server/submit'
import { statusTokenHash } from '@/lib/pipeline/status-token'
import { describeEachDb } from '@/tests/support/db'
import { applicationEvents, applicationPipeline } from '../schema'
import { founderCopyByToken, founderStatusByToken } from './application-status'
import { insertSubmissionFile } from './submission-files'
import { eq } from 'drizzle-orm'

const data = { companyName: 'Helix Labs', founderName: 'Ada Lovelace', email: 'ada@helix.example', stage: 'seed', pitch: 'Agents that file lab reports.' }

describeEachDb("the founder's view by status link", ({ handle }) => {
  async function application(token: string, createdAt = new Date('2026-03-02T10:00:00Z')) {
    const id = crypto.randomUUID()
    const inserted = await insertEntry(handle().db, { id, formType: 'apply', data, metadata: {}, createdAt: createdAt.toISOString(), idempotencyKey: null, statusToken: token }, undefined)
    return { id, reference: inserted!.reference, hash: statusTokenHash(token) }
  }
  const event = (submissionId: string, kind: 'status' | 'note' | 'assignee' | 'tags', values: { fromValue?: string; toValue?: string; body?: string }, at: string) =>
    handle().db.insert(applicationEvents).values({ submissionId, kind, authorId: 'reviewer-7', ...values, createdAt: new Date(at) })

  it("shows a new application as 'new' since the day it was sent", async () => {
    const app = await application('NewNewNewNewNewNewNew_')
    expect(await founderStatusByToken(handle().db, app.hash)).toEqual({
      reference: app.reference,
      company: 'Helix Labs',
      status: 'new',
      since: new Date('2026-03-02T10:00:00Z'),
    })
  })

  it('shows the last shared status and its date, and nothing internal: no note, assignee, tags or unshared status', async () => {
    const app = await application('SharedSharedSharedShar')
    await event(app.id, 'status', { fromValue: 'new', toValue: 'reviewing' }, '2026-03-05T09:00:00Z')
    await event(app.id, 'note', { body: 'SECRET-NOTE: founder seems distracted' }, '2026-03-06T09:00:00Z')
    await event(app.id, 'assignee', { toValue: 'reviewer-7' }, '2026-03-06T10:00:00Z')
    await event(app.id, 'status', { fromValue: 'reviewing', toValue: 'diligence' }, '2026-03-10T09:00:00Z')
    await event(app.id, 'status', { fromValue: 'diligence', toValue: 'term_sheet' }, '2026-03-20T09:00:00Z')
    await handle().db
      .update(applicationPipeline)
      .set({ status: 'term_sheet', assigneeId: 'reviewer-7', tags: ['SECRET-TAG'] })
      .where(eq(applicationPipeline.submissionId, app.id))

    const view = await founderStatusByToken(handle().db, app.hash)
    expect(view).toEqual({ reference: app.reference, company: 'Helix Labs', status: 'diligence', since: new Date('2026-03-10T09:00:00Z') })
    expect(Object.keys(view!).sort()).toEqual(['company', 'reference', 'since', 'status'])
    const text = JSON.stringify(view)
    for (const internal of ['SECRET-NOTE', 'SECRET-TAG', 'reviewer-7', 'term_sheet']) expect(text).not.toContain(internal)
  })

  it('keeps showing the last shared stage after a withdrawal, and shows a decline', async () => {
    const app = await application('WithdrawnWithdrawnWith')
    await event(app.id, 'status', { fromValue: 'new', toValue: 'reviewing' }, '2026-03-05T09:00:00Z')
    await event(app.id, 'status', { fromValue: 'reviewing', toValue: 'withdrawn' }, '2026-03-07T09:00:00Z')
    expect(await founderStatusByToken(handle().db, app.hash)).toMatchObject({ status: 'reviewing' })
    await event(app.id, 'status', { fromValue: 'withdrawn', toValue: 'declined' }, '2026-03-09T09:00:00Z')
    expect(await founderStatusByToken(handle().db, app.hash)).toMatchObject({ status: 'declined', since: new Date('2026-03-09T09:00:00Z') })
  })

  it('finds nothing for a wrong or revoked link', async () => {
    const app = await application('RevokedRevokedRevoked_')
    expect(await founderStatusByToken(handle().db, statusTokenHash('WrongWrongWrongWrongWr'))).toBeNull()
    expect(await founderCopyByToken(handle().db, statusTokenHash('WrongWrongWrongWrongWr'))).toBeNull()
    await handle().db.update(applicationPipeline).set({ statusTokenHash: null }).where(eq(applicationPipeline.submissionId, app.id))
    expect(await founderStatusByToken(handle().db, app.hash)).toBeNull()
  })

  it("gives the founder's copy of what they sent", async () => {
    const app = await application('CopyCopyCopyCopyCopyCo')
    expect(await founderCopyByToken(handle().db, app.hash)).toEqual({ reference: app.reference, company: 'Helix Labs', submittedAt: new Date('2026-03-02T10:00:00Z'), data, files: [] })
  })

  it("lists the deck sent with the application by name and size in the founder's copy, never its bytes", async () => {
    const app = await application('DeckDeckDeckDeckDeckDe')
    await insertSubmissionFile(handle().db, { submissionId: app.id, field: 'deckFile', fileName: 'Helix seed.pdf', contentType: 'application/pdf', sizeBytes: 2048, sha256: 'a'.repeat(64), storage: 'db', content: Buffer.from('%PDF-1.7') })
    expect((await founderCopyByToken(handle().db, app.hash))?.files).toEqual([{ fileName: 'Helix seed.pdf', sizeBytes: 2048 }])
  })
})
