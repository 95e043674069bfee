import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { Db } from '@/lib/db/client'
import { claimJobs } from '@/lib/db/queries/jobs'
import { createIssue, getIssue } from '@/lib/db/queries/newsletter-issues'
import { unsubscribe } from '@/lib/db/queries/newsletter-subscribers'
import { newsletterSubscribers, type Job } from '@/lib/db/schema'
import { createJobRunner } from '@/lib/jobs/runner'
import type { MailMessage } from '@/lib/mail/message'
import { describeEachDb } from '@/tests/support/db'
import { issueProgress, NEWSLETTER_JOB, newsletterHandler, sendIssue, sendTestIssue } from './send'

/** A mailer that records what it was handed instead of sending: the inbox of every subscriber at once. */
function testInbox() {
  const received: { jobId: string; message: MailMessage }[] = []
  const mail = async (job: Job) => {
    received.push({ jobId: job.id, message: job.payload.message as MailMessage })
  }
  return { received, mail }
}

async function confirmedSubscribers(db: Db, prefix: string, n: number): Promise<string[]> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values(Array.from({ length: n }, (_, i) => ({ email: `${prefix}-${i}@example.com`, state: 'confirmed' as const, confirmedAt: new Date() })))
    .returning({ email: newsletterSubscribers.email })
  return rows.map((r) => r.email)
}

const runnerFor = (db: Db, mail: (job: Job) => Promise<void>, worker: string) =>
  createJobRunner({ db: async () => db, worker, batch: 10, handlers: { [NEWSLETTER_JOB]: newsletterHandler(mail) }, log: () => {} })

describeEachDb('sending a newsletter issue', ({ handle }) => {
  it('reaches 200 confirmed subscribers exactly once each, when the runner stops mid-send and another takes over', async () => {
    const { db } = handle()
    // Only this test's subscribers are confirmed while it sends.
    await db.execute(sql`update newsletter_subscribers set state = 'unsubscribed' where state = 'confirmed'`)
    const addresses = await confirmedSubscribers(db, 'two-hundred', 200)
    const issue = await createIssue(db, { subject: 'Field notes #1', body: 'Hello **founders**. Read [the process](/process).', createdBy: 'admin' })
    expect(await sendIssue(db, issue.id)).toEqual({ status: 'test-first' })
    expect(await sendTestIssue(db, issue.id)).toBe('queued')
    expect(await sendIssue(db, issue.id)).toEqual({ status: 'started', recipients: 200 })
    // A second click, or another instance, starts nothing more.
    expect(await sendIssue(db, issue.id)).toEqual({ status: 'not-draft' })
    expect(await issueProgress(db, issue.id)).toEqual({ pending: 200, done: 0, failed: 0 })

    const inbox = testInbox()
    // The first instance sends three batches and stops (a restart)…
    await runnerFor(db, inbox.mail, 'first').runDue(3)
    expect(inbox.received).toHaveLength(30)
    // …and one more batch was claimed by an instance killed before it sent anything: its lease must pass first.
    const held = await claimJobs(db, { worker: 'killed', limit: 10, leaseMs: 1, kinds: [NEWSLETTER_JOB] })
    expect(held).toHaveLength(10)
    await new Promise((r) => setTimeout(r, 20))
    const summary = await runnerFor(db, inbox.mail, 'second').runDue(1000)
    expect(summary).toMatchObject({ done: 170, failed: 0 })

    const to = inbox.received.map((r) => r.message.to)
    expect(to).toHaveLength(200)
    expect(new Set(to)).toEqual(new Set(addresses))
    expect(await issueProgress(db, issue.id)).toEqual({ pending: 0, done: 200, failed: 0 })
    expect(await getIssue(db, issue.id)).toMatchObject({ state: 'sent', recipients: 200, sentAt: expect.any(Date) })

    const one = inbox.received[0]!.message
    expect(one.subject).toBe('Field notes #1')
    expect(one.html).toContain('<strong>founders</strong>')
    expect(one.html).toContain('href="http://localhost:3000/process"')
    expect(one.text).toContain('the process (http://localhost:3000/process)')
    expect(one.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/)
    expect(one.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/)
    expect(one.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('skips an address unsubscribed between the send and its turn, and never sends to pending or unsubscribed ones', async () => {
    const { db } = handle()
    await db.execute(sql`update newsletter_subscribers set state = 'unsubscribed' where state = 'confirmed'`)
    const [stays, leaves] = await confirmedSubscribers(db, 'skip', 2)
    await db.insert(newsletterSubscribers).values({ email: 'skip-pending@example.com', state: 'pending', expiresAt: new Date(Date.now() + 86_400_000) })
    const issue = await createIssue(db, { subject: 'Field notes #2', body: 'Short.', createdBy: 'admin' })
    await sendTestIssue(db, issue.id)
    expect(await sendIssue(db, issue.id)).toEqual({ status: 'started', recipients: 2 })
    expect(await unsubscribe(db, { email: leaves! })).toBe('unsubscribed')
    const inbox = testInbox()
    await runnerFor(db, inbox.mail, 'only').runDue()
    expect(inbox.received.map((r) => r.message.to)).toEqual([stays])
    expect(await issueProgress(db, issue.id)).toEqual({ pending: 0, done: 2, failed: 0 })
  })
})
