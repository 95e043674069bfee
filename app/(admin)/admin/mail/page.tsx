import type { Metadata } from 'next'
import { formatUtc, plural } from '@/components/admin/format'
import { ScrollTable } from '@/components/admin/scroll-table'
import { muted, td, textLink } from '@/components/admin/styles'
import { requirePermission } from '@/lib/auth/guard'
import { isInvitationKey } from '@/lib/auth/invitation'
import { can } from '@/lib/auth/permissions'
import { getDb } from '@/lib/db/client'
import { listJobs } from '@/lib/db/queries/jobs'
import { listIssueDeliveries, type IssueDelivery } from '@/lib/db/queries/newsletter-issues'
import type { Job } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { MAIL_JOB, type MailMessage } from '@/lib/mail/message'
import { NEWSLETTER_JOB } from '@/lib/newsletter/send'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'E-mail', robots: { index: false, follow: false } }

const STATE: Record<string, string> = { pending: 'Waiting', done: 'Sent', failed: 'Failed' }

type Line = { at: Date; mail: Job; issue?: never } | { at: Date; issue: IssueDelivery; mail?: never }

/**
 * Every e-mail the site sent or is sending, newest first: to whom, what, and whether it went out. A newsletter issue is
 * one line for all its subscribers (their counts by state), so one issue does not push every other e-mail off the page.
 */
export default async function MailPage() {
  const session = await requirePermission('mail')
  // An invitation holds a live set-password link: only those who manage accounts may open its copy.
  const mayOpen = (key: string | null) => !isInvitationKey(key) || can(session.role, 'accounts')
  const smtp = !!env().SMTP_URL
  const db = await getDb()
  const [jobs, issues] = await Promise.all([listJobs(db, MAIL_JOB, 200), listIssueDeliveries(db, NEWSLETTER_JOB)])
  const mails: Line[] = [...jobs.map((mail) => ({ at: mail.createdAt, mail })), ...issues.map((issue) => ({ at: issue.queuedAt, issue }))].sort(
    (a, b) => b.at.getTime() - a.at.getTime(),
  )
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">E-mail</h1>
        <p className={muted}>
          {smtp
            ? 'Messages go out through the configured SMTP server; one that fails is tried again, for about three hours.'
            : 'No SMTP server is configured, so each message is kept as a file on the server (DATA_DIR/mail) instead of being sent. Download one to read it as the recipient would.'}
        </p>
      </div>
      {mails.length === 0 ? (
        <p className={muted}>No e-mail yet.</p>
      ) : (
        <ScrollTable label="E-mail" caption="E-mail, newest first" columns={['Queued', 'To', 'Subject', 'State', 'Tries']} testId="mail-table">
          {mails.map((line) =>
            line.issue ? (
              <IssueRow key={line.issue.issue.id} delivery={line.issue} linked={can(session.role, 'content')} />
            ) : (
              <MailRow key={line.mail.id} job={line.mail} smtp={smtp} mayOpen={mayOpen(line.mail.key)} />
            ),
          )}
        </ScrollTable>
      )}
    </div>
  )
}

function MailRow({ job, smtp, mayOpen }: { job: Job; smtp: boolean; mayOpen: boolean }) {
  const message = job.payload.message as MailMessage
  return (
    <tr>
      <td className={`${td} whitespace-nowrap`}>{formatUtc(job.createdAt)}</td>
      <td className={td}>{message.to}</td>
      <td className={td}>
        {!smtp && job.status === 'done' && mayOpen ? (
          <a className={textLink} href={`/api/admin/mail/${job.id}`} download>
            {message.subject}
          </a>
        ) : (
          message.subject
        )}
      </td>
      <td className={td}>
        {STATE[job.status] ?? job.status}
        {/* A founder's status e-mail waits a few minutes so the change can be undone. */}
        {job.status === 'pending' && job.attempts === 0 && job.runAt > job.createdAt ? ` until ${formatUtc(job.runAt)}` : null}
        {job.lastError ? <span className={`block ${muted}`}>{job.lastError}</span> : null}
      </td>
      <td className={td}>{job.attempts}</td>
    </tr>
  )
}

/** A newsletter issue's sends as one line: its subscribers, and how many of their copies went, wait or failed. */
function IssueRow({ delivery, linked }: { delivery: IssueDelivery; linked: boolean }) {
  const { issue, sent, pending, failed } = delivery
  const counts = [`${sent.toLocaleString('en-US')} sent`, ...(pending ? [`${pending.toLocaleString('en-US')} waiting`] : []), ...(failed ? [`${failed.toLocaleString('en-US')} failed`] : [])]
  return (
    <tr data-testid="mail-issue-row">
      <td className={`${td} whitespace-nowrap`}>{formatUtc(delivery.queuedAt)}</td>
      <td className={td}>{plural(issue.recipients, 'newsletter subscriber')}</td>
      <td className={td}>
        {/* The issue's page is the blog and newsletter editors'; a reviewer sees the subject only. */}
        {linked ? (
          <a className={textLink} href={`/admin/newsletter#issue-${issue.id}`}>
            {issue.subject}
          </a>
        ) : (
          issue.subject
        )}
      </td>
      <td className={td}>{counts.join(', ')}</td>
      <td className={td}>—</td>
    </tr>
  )
}
