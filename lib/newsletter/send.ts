import 'server-only'
import { createHash } from 'node:crypto'
import type { Db } from '@/lib/db/client'
import { countJobsByKeyPrefix, enqueueJob, getJobByKey, type JobCounts } from '@/lib/db/queries/jobs'
import { getIssue, markIssueSent, markIssueSentIfLast, startSendingIssue } from '@/lib/db/queries/newsletter-issues'
import { getSubscriber } from '@/lib/db/queries/newsletter-subscribers'
import type { Job, NewsletterIssue } from '@/lib/db/schema'
import { mailMessage } from '@/lib/mail/mailer'
import { mailJob } from '@/lib/mail/message'
import { teamEmail } from '@/lib/mail/notifications'
import { issueMessage } from './messages'

/**
 * Sending an issue: one durable job per confirmed subscriber, keyed `newsletter:<issue>:<subscriber>`,
 * so each address gets the issue once whatever restarts or second clicks happen. The job carries ids only; the
 * message is built when it runs, so an address unsubscribed meanwhile is skipped.
 */
export const NEWSLETTER_JOB = 'newsletter'

const issuePrefix = (issueId: string) => `newsletter:${issueId}:`
type IssueText = Pick<NewsletterIssue, 'id' | 'subject' | 'body'>

/** The test copy's key names the text it showed, so a draft edited after its test needs a new one before it is sent. */
function testKey(issue: IssueText): string {
  const version = createHash('sha256').update(`${issue.subject}\n${issue.body}`).digest('hex').slice(0, 16)
  return `newsletter-test:${issue.id}:${version}`
}

export type IssueJobPayload = { issueId: string; subscriberId: string }

function issueJob(issueId: string, subscriberId: string) {
  return { kind: NEWSLETTER_JOB, key: `${issuePrefix(issueId)}${subscriberId}`, payload: { issueId, subscriberId } satisfies IssueJobPayload }
}

/** The test copy to the team, through the ordinary mail job (so /admin/mail lists it); one per issue. */
export async function sendTestIssue(db: Db, issueId: string): Promise<'queued' | 'already-sent' | 'unknown'> {
  const issue = await getIssue(db, issueId)
  if (!issue) return 'unknown'
  const to = teamEmail()
  // The team's own copy has a working unsubscribe link too, signed for no subscriber: it shows, and does nothing.
  const queued = await enqueueJob(db, mailJob(testKey(issue), { ...issueMessage(issue, { id: issueId, email: to }), subject: `[Test] ${issue.subject}` }))
  return queued ? 'queued' : 'already-sent'
}

/** Whether the team was sent a test copy of the issue as it reads now. */
export async function testWasSent(db: Db, issue: IssueText): Promise<boolean> {
  return (await getJobByKey(db, `mail:${testKey(issue)}`)) !== null
}

export type SendOutcome = { status: 'started'; recipients: number } | { status: 'not-draft' } | { status: 'test-first' }

/** Sends a draft to every confirmed subscriber, once the team has had its test copy. */
export async function sendIssue(db: Db, issueId: string): Promise<SendOutcome> {
  const issue = await getIssue(db, issueId)
  if (!issue || issue.state !== 'draft') return { status: 'not-draft' }
  if (!(await testWasSent(db, issue))) return { status: 'test-first' }
  const recipients = await startSendingIssue(db, issueId, (subscriberId) => issueJob(issueId, subscriberId))
  return recipients === null ? { status: 'not-draft' } : { status: 'started', recipients }
}

/**
 * Sent (done), waiting or retrying (pending) and failed sends of an issue, from its jobs. An issue found with none
 * pending is recorded as sent here: its last jobs may have finished together, each seeing the others still pending.
 */
export async function issueProgress(db: Db, issueId: string): Promise<JobCounts> {
  const counts = await countJobsByKeyPrefix(db, issuePrefix(issueId))
  if (counts.pending === 0 && counts.done + counts.failed > 0) await markIssueSent(db, issueId)
  return counts
}

export type MailFn = (job: Job, db: Db) => Promise<unknown>

/**
 * The newsletter job's handler: builds this subscriber's copy and hands it to the mailer (SMTP or an .eml
 * file in DATA_DIR/mail, named by this job). `mail` is replaceable for tests.
 */
export function newsletterHandler(mail: MailFn = (job, db) => mailMessage(job, db)) {
  return async (job: Job, db: Db): Promise<void> => {
    const { issueId, subscriberId } = job.payload as IssueJobPayload
    const [issue, subscriber] = await Promise.all([getIssue(db, issueId), getSubscriber(db, subscriberId)])
    if (issue && subscriber?.state === 'confirmed') {
      await mail({ ...job, payload: { message: issueMessage(issue, subscriber) } }, db)
    }
    await markIssueSentIfLast(db, issueId, job)
  }
}
