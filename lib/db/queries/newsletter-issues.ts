import 'server-only'
import { and, desc, eq, not, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { jobs, newsletterIssues, newsletterSubscribers, type NewsletterIssue } from '../schema'
import { enqueueJobs, type NewJob } from './jobs'

export async function createIssue(db: Db, issue: { subject: string; body: string; createdBy: string }): Promise<NewsletterIssue> {
  const [row] = await db.insert(newsletterIssues).values(issue).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function getIssue(db: Db, id: string): Promise<NewsletterIssue | null> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id))
  return row ?? null
}

export async function listIssues(db: Db, limit = 50): Promise<NewsletterIssue[]> {
  return db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt)).limit(limit)
}

/**
 * Starts sending a draft: in one transaction the issue leaves 'draft' (so a second click, or a second instance,
 * sends nothing) and one job per confirmed subscriber is enqueued, keyed by issue and subscriber, in batches. The
 * number of recipients, or null when the issue was not a draft (already sending or sent, or unknown).
 */
export async function startSendingIssue(db: Db, issueId: string, jobFor: (subscriberId: string) => NewJob, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(newsletterIssues)
      .set({ state: 'sending' })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.state, 'draft')))
      .returning({ id: newsletterIssues.id })
    if (!claimed) return null
    const subscribers = await tx.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.state, 'confirmed'))
    const recipients = await enqueueJobs(tx, subscribers.map((s) => jobFor(s.id)), now)
    // With nobody to send to, the issue is out at once.
    await tx
      .update(newsletterIssues)
      .set(recipients ? { recipients } : { recipients, state: 'sent', sentAt: now })
      .where(eq(newsletterIssues.id, issueId))
    return recipients
  })
}

/** Marks a sending issue sent (the caller found none of its jobs pending). */
export async function markIssueSent(db: Db, issueId: string, now = new Date()): Promise<void> {
  await db
    .update(newsletterIssues)
    .set({ state: 'sent', sentAt: now })
    .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.state, 'sending')))
}

/**
 * Marks a sending issue sent when no job of it other than `jobId` (the one finishing) is pending. NOT EXISTS stops at
 * the first pending job found, so the check costs next to nothing until the last few sends.
 */
export async function markIssueSentIfLast(db: Db, issueId: string, job: { id: string; kind: string }, now = new Date()): Promise<void> {
  const othersPending = sql`exists (select 1 from ${jobs} where ${jobs.status} = 'pending' and ${jobs.kind} = ${job.kind}
    and ${jobs.id} <> ${job.id} and ${jobs.payload} ->> 'issueId' = ${issueId})`
  await db
    .update(newsletterIssues)
    .set({ state: 'sent', sentAt: now })
    .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.state, 'sending'), not(othersPending)))
}
