import 'server-only'
import { and, desc, eq, ne, not, sql } from 'drizzle-orm'
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

/** Rewrites a draft's subject and body; false when the issue is no longer a draft (being sent or sent) or unknown. */
export async function updateDraft(db: Db, id: string, issue: { subject: string; body: string }): Promise<boolean> {
  const rows = await db
    .update(newsletterIssues)
    .set(issue)
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.state, 'draft')))
    .returning({ id: newsletterIssues.id })
  return rows.length > 0
}

/** Deletes a draft; false when the issue is no longer a draft or unknown. A sent issue stays, as the record of what went out. */
export async function deleteDraft(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.state, 'draft')))
    .returning({ id: newsletterIssues.id })
  return rows.length > 0
}

/** An issue that went (or is going) out, as the mail log shows it: one line for all its recipients. */
export type IssueDelivery = {
  issue: NewsletterIssue
  /** When its sends were queued; the issue's send date once their jobs were pruned. */
  queuedAt: Date
  sent: number
  pending: number
  failed: number
}

/**
 * The issues sent or being sent, newest first, each with its sends counted from their jobs (kind `kind`, the
 * issue's id in the payload). Finished jobs are pruned after a while: an older issue counts its recipients as sent.
 */
export async function listIssueDeliveries(db: Db, kind: string, limit = 100): Promise<IssueDelivery[]> {
  const sends = db
    .select({
      issueId: sql<string>`${jobs.payload} ->> 'issueId'`.as('issue_id'),
      queuedAt: sql<Date>`min(${jobs.createdAt})`.as('queued_at'),
      sent: sql<number>`count(*) filter (where ${jobs.status} = 'done')::int`.as('sent'),
      pending: sql<number>`count(*) filter (where ${jobs.status} = 'pending')::int`.as('pending'),
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::int`.as('failed'),
    })
    .from(jobs)
    .where(eq(jobs.kind, kind))
    .groupBy(sql`1`)
    .as('sends')
  const rows = await db
    .select({ issue: newsletterIssues, queuedAt: sends.queuedAt, sent: sends.sent, pending: sends.pending, failed: sends.failed })
    .from(newsletterIssues)
    .leftJoin(sends, eq(sends.issueId, sql`${newsletterIssues.id}::text`))
    .where(ne(newsletterIssues.state, 'draft'))
    .orderBy(desc(sql`coalesce(${sends.queuedAt}, ${newsletterIssues.sentAt}, ${newsletterIssues.createdAt})`))
    .limit(limit)
  return rows.map(({ issue, queuedAt, sent, pending, failed }) => {
    const counted = queuedAt !== null
    return {
      issue,
      // A subquery's timestamp comes back as text from node-postgres and as a Date from PGlite.
      queuedAt: counted ? new Date(queuedAt) : (issue.sentAt ?? issue.createdAt),
      sent: counted ? Number(sent) : issue.recipients,
      pending: counted ? Number(pending) : 0,
      failed: counted ? Number(failed) : 0,
    }
  })
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
