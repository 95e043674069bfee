import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { createIssue, deleteDraft, getIssue, listIssueDeliveries, updateDraft } from '@/lib/db/queries/newsletter-issues'
import { newsletterSubscribers } from '@/lib/db/schema'
import { createJobRunner } from '@/lib/jobs/runner'
import { describeEachDb } from '@/tests/support/db'
import { NEWSLETTER_JOB, newsletterHandler, sendIssue, sendTestIssue, testWasSent } from './send'

describeEachDb('newsletter drafts and the mail log', ({ handle }) => {
  it('edits and deletes a draft, and neither once it is sent', async () => {
    const { db } = handle()
    await db.execute(sql`update newsletter_subscribers set state = 'unsubscribed' where state = 'confirmed'`)
    const draft = await createIssue(db, { subject: 'Notes #1', body: 'First text.', createdBy: 'admin' })
    expect(await updateDraft(db, draft.id, { subject: 'Notes #1, revised', body: 'Second text.' })).toBe(true)
    expect(await getIssue(db, draft.id)).toMatchObject({ subject: 'Notes #1, revised', body: 'Second text.', state: 'draft' })

    const other = await createIssue(db, { subject: 'Notes #2', body: 'Kept.', createdBy: 'admin' })
    expect(await deleteDraft(db, draft.id)).toBe(true)
    expect(await getIssue(db, draft.id)).toBeNull()
    expect(await deleteDraft(db, draft.id)).toBe(false)
    expect(await getIssue(db, other.id)).toMatchObject({ subject: 'Notes #2' })

    await sendTestIssue(db, other.id)
    expect(await sendIssue(db, other.id)).toMatchObject({ status: 'started' })
    expect(await updateDraft(db, other.id, { subject: 'Changed after sending', body: 'No.' })).toBe(false)
    expect(await deleteDraft(db, other.id)).toBe(false)
    expect(await getIssue(db, other.id)).toMatchObject({ subject: 'Notes #2', body: 'Kept.' })
  })

  it('asks for a new test copy once a tested draft is edited', async () => {
    const { db } = handle()
    const draft = await createIssue(db, { subject: 'Notes #3', body: 'Tested text.', createdBy: 'admin' })
    expect(await sendTestIssue(db, draft.id)).toBe('queued')
    expect(await testWasSent(db, (await getIssue(db, draft.id))!)).toBe(true)
    await updateDraft(db, draft.id, { subject: 'Notes #3', body: 'Untested text.' })
    expect(await testWasSent(db, (await getIssue(db, draft.id))!)).toBe(false)
    expect(await sendIssue(db, draft.id)).toEqual({ status: 'test-first' })
    expect(await sendTestIssue(db, draft.id)).toBe('queued')
    expect(await sendIssue(db, draft.id)).toMatchObject({ status: 'started' })
  })

  it('lists each issue sent or sending once, with its sends counted by state, and no draft', async () => {
    const { db } = handle()
    await db.execute(sql`update newsletter_subscribers set state = 'unsubscribed' where state = 'confirmed'`)
    await db.insert(newsletterSubscribers).values(
      ['ada@helix.example', 'grace@cobol.example', 'linus@kernel.example'].map((email) => ({ email, state: 'confirmed' as const, confirmedAt: new Date() })),
    )
    const issue = await createIssue(db, { subject: 'Notes #4', body: 'To three.', createdBy: 'admin' })
    await createIssue(db, { subject: 'Notes #5 (draft)', body: 'Not yet.', createdBy: 'admin' })
    await sendTestIssue(db, issue.id)
    await sendIssue(db, issue.id)
    const line = async () => (await listIssueDeliveries(db, NEWSLETTER_JOB)).filter((d) => d.issue.id === issue.id)
    expect(await line()).toMatchObject([{ sent: 0, pending: 3, failed: 0, issue: { recipients: 3, state: 'sending' } }])

    // Two copies go, the third fails for good.
    let calls = 0
    const mail = async () => {
      if (++calls === 3) throw new Error('mailbox full')
    }
    const runner = createJobRunner({ db: async () => db, handlers: { [NEWSLETTER_JOB]: newsletterHandler(mail) }, log: () => {}, batch: 1 })
    await db.execute(sql`update jobs set max_attempts = 1 where kind = ${NEWSLETTER_JOB}`)
    await runner.runDue(10)
    const [delivery] = await line()
    expect(delivery).toMatchObject({ sent: 2, pending: 0, failed: 1 })
    expect(delivery!.queuedAt).toBeInstanceOf(Date)

    // Once its jobs are pruned, the issue still shows, its recipients counted as sent.
    await db.execute(sql`delete from jobs where kind = ${NEWSLETTER_JOB} and payload ->> 'issueId' = ${issue.id}`)
    expect(await line()).toMatchObject([{ sent: 3, pending: 0, failed: 0 }])
    const subjects = (await listIssueDeliveries(db, NEWSLETTER_JOB)).map((d) => d.issue.subject)
    expect(subjects).not.toContain('Notes #5 (draft)')
  })
})
