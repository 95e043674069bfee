import type { Metadata } from 'next'
import { formatUtc } from '@/components/admin/format'
import { ScrollTable } from '@/components/admin/scroll-table'
import { muted, td, textLink } from '@/components/admin/styles'
import { requirePermission } from '@/lib/auth/guard'
import { isInvitationKey } from '@/lib/auth/invitation'
import { can } from '@/lib/auth/permissions'
import { getDb } from '@/lib/db/client'
import { listJobs } from '@/lib/db/queries/jobs'
import { env } from '@/lib/env'
import { MAIL_JOB, type MailMessage } from '@/lib/mail/message'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'E-mail', robots: { index: false, follow: false } }

const STATE: Record<string, string> = { pending: 'Waiting', done: 'Sent', failed: 'Failed' }

/** Every e-mail the site sent or is sending, newest first: to whom, what, and whether it went out. */
export default async function MailPage() {
  const session = await requirePermission('mail')
  // An invitation holds a live set-password link: only those who manage accounts may open its copy.
  const mayOpen = (key: string | null) => !isInvitationKey(key) || can(session.role, 'accounts')
  const smtp = !!env().SMTP_URL
  const mails = await listJobs(await getDb(), MAIL_JOB, 200)
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
          {mails.map((job) => {
            const message = job.payload.message as MailMessage
            return (
              <tr key={job.id}>
                <td className={`${td} whitespace-nowrap`}>{formatUtc(job.createdAt)}</td>
                <td className={td}>{message.to}</td>
                <td className={td}>
                  {!smtp && job.status === 'done' && mayOpen(job.key) ? (
                    <a className={textLink} href={`/api/admin/mail/${job.id}`} download>
                      {message.subject}
                    </a>
                  ) : (
                    message.subject
                  )}
                </td>
                <td className={td}>
                  {STATE[job.status] ?? job.status}
                  {job.lastError ? <span className={`block ${muted}`}>{job.lastError}</span> : null}
                </td>
                <td className={td}>{job.attempts}</td>
              </tr>
            )
          })}
        </ScrollTable>
      )}
    </div>
  )
}
