import type { Metadata } from 'next'
import Link from 'next/link'
import { formatUtc, plural } from '@/components/admin/format'
import { ComposeIssueForm, DeleteIssueForm, EditIssueForm, IssueSendForms, UnsubscribeAddressForm } from '@/components/admin/newsletter-forms'
import { card, muted, sectionTitle, textLink } from '@/components/admin/styles'
import { buttonClasses } from '@/components/ui/button'
import styles from '@/components/blog/post-body.module.css'
import { requirePermission } from '@/lib/auth/guard'
import { can } from '@/lib/auth/permissions'
import { renderMarkdown } from '@/lib/content/markdown'
import { getDb } from '@/lib/db/client'
import { listIssues } from '@/lib/db/queries/newsletter-issues'
import { countSubscribers } from '@/lib/db/queries/newsletter-subscribers'
import type { NewsletterIssue } from '@/lib/db/schema'
import { teamEmail } from '@/lib/mail/notifications'
import { issueProgress, testWasSent } from '@/lib/newsletter/send'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Newsletter', robots: { index: false, follow: false } }

/**
 * The newsletter: who is subscribed (only confirmed addresses receive issues), the export of those
 * addresses (for accounts that may export), and issues — composed in markdown, tested on the team, then sent as one durable job per subscriber,
 * with progress counted from those jobs.
 */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** What the last edit or delete did, said once the page comes back from it. */
const DONE: Record<string, string> = { edited: 'Draft saved. Send yourself a test copy of the new text before sending it.', deleted: 'Draft deleted.' }

export default async function NewsletterPage({ searchParams }: Props) {
  const session = await requirePermission('content')
  // Editing and the first step of deleting are GET links (they change nothing), so both work without JavaScript.
  const search = await searchParams
  const editing = typeof search.edit === 'string' ? search.edit : null
  const deleting = typeof search.delete === 'string' ? search.delete : null
  const done = typeof search.done === 'string' ? DONE[search.done] : undefined
  const db = await getDb()
  const [counts, issues] = await Promise.all([countSubscribers(db), listIssues(db)])
  const rows = await Promise.all(
    issues.map(async (issue) => ({ issue, progress: await issueProgress(db, issue.id), testSent: issue.state === 'draft' && (await testWasSent(db, issue)) })),
  )

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Newsletter</h1>
        <p className={muted}>An address counts once its owner has confirmed it with the link we e-mailed; unconfirmed sign-ups are deleted after 7 days.</p>
      </div>

      <section aria-labelledby="subscribers" className={card}>
        <h2 id="subscribers" className={sectionTitle}>
          Subscribers
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-4 sm:max-w-lg" data-testid="subscriber-counts">
          {(['confirmed', 'pending', 'unsubscribed'] as const).map((state) => (
            <div key={state}>
              <dt className={`${muted} capitalize`}>{state}</dt>
              <dd className="text-2xl font-semibold text-slate-900 dark:text-slate-50" data-testid={`count-${state}`}>
                {counts[state].toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
        {/* The addresses are personal data: their export needs 'export' (the owner's and reviewers'), not an editor's 'content'. */}
        {can(session.role, 'export') ? (
          <p className="mt-4">
            <a className={textLink} href="/api/admin/newsletter/export" download>
              Export confirmed addresses (CSV)
            </a>
          </p>
        ) : null}
        <div className="mt-6">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-50">Unsubscribe an address</h3>
          <p className={`${muted} mb-2`}>For a request that reached the team by e-mail.</p>
          <UnsubscribeAddressForm />
        </div>
      </section>

      <section aria-labelledby="compose" className={card}>
        <h2 id="compose" className={sectionTitle}>
          New issue
        </h2>
        <p className={`${muted} mb-4`}>
          Markdown, as in blog posts; each subscriber receives it as HTML and plain text with an unsubscribe link. A test copy goes to {teamEmail()} before
          the issue can be sent.
        </p>
        <ComposeIssueForm />
      </section>

      <section aria-labelledby="issues" className="space-y-4">
        <h2 id="issues" className={sectionTitle}>
          Issues
        </h2>
        {done ? (
          <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
            {done}
          </p>
        ) : null}
        {rows.length === 0 ? <p className={muted}>No issue yet.</p> : null}
        {rows.map(({ issue, progress, testSent }) => (
          <article key={issue.id} id={`issue-${issue.id}`} className={card} data-testid="newsletter-issue">
            <h3 className="font-semibold text-slate-900 dark:text-slate-50">{issue.subject}</h3>
            <p className={muted}>
              Written {formatUtc(issue.createdAt)} · <IssueState issue={issue} progress={progress} />
            </p>
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">Preview</summary>
              {/* renderMarkdown sanitises: the same HTML the e-mail carries. */}
              <div className={`${styles.body} mt-3 text-slate-800 dark:text-slate-200`} dangerouslySetInnerHTML={{ __html: renderMarkdown(issue.body) }} />
            </details>
            {issue.state === 'draft' ? <DraftActions issue={issue} testSent={testSent} confirmed={counts.confirmed} editing={editing === issue.id} deleting={deleting === issue.id} /> : null}
          </article>
        ))}
      </section>
    </div>
  )
}

function IssueState({ issue, progress }: { issue: NewsletterIssue; progress: { done: number; pending: number; failed: number } }) {
  if (issue.state === 'draft') return <>Draft</>
  const when = issue.sentAt ? ` ${formatUtc(issue.sentAt)}` : ''
  // Finished jobs are pruned after a week (lib/jobs/tasks.ts): an older issue keeps its date and recipients only.
  if (issue.state === 'sent' && progress.done + progress.pending + progress.failed === 0) {
    return <span data-testid="issue-progress">{`Sent${when} to ${plural(issue.recipients, 'subscriber')}`}</span>
  }
  const finished = progress.pending === 0
  return (
    <span data-testid="issue-progress">
      {finished ? `Sent${when}` : 'Sending'} to {plural(issue.recipients, 'subscriber')}: {progress.done.toLocaleString('en-US')} sent,{' '}
      {progress.pending.toLocaleString('en-US')} pending, {progress.failed.toLocaleString('en-US')} failed
    </span>
  )
}

/** A draft's steps: edit its text or delete it (sent issues stay as they went out), then test and send it. */
function DraftActions({ issue, testSent, confirmed, editing, deleting }: { issue: NewsletterIssue; testSent: boolean; confirmed: number; editing: boolean; deleting: boolean }) {
  if (editing) {
    return (
      <div className="mt-4">
        <EditIssueForm id={issue.id} subject={issue.subject} body={issue.body} />
      </div>
    )
  }
  if (deleting) {
    return (
      <div className="mt-4 space-y-3">
        <p className="text-sm text-slate-800 dark:text-slate-200">This permanently deletes the draft &lsquo;{issue.subject}&rsquo;. It cannot be undone.</p>
        <DeleteIssueForm id={issue.id} />
      </div>
    )
  }
  const link = (query: string) => `/admin/newsletter?${query}=${issue.id}#issue-${issue.id}`
  return (
    <div className="mt-4 space-y-3">
      <IssueSendForms id={issue.id} testSent={testSent} confirmed={confirmed} />
      <p className="flex flex-wrap gap-3">
        <Link href={link('edit')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Edit draft<span className="sr-only"> {issue.subject}</span>
        </Link>
        <Link href={link('delete')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Delete draft<span className="sr-only"> {issue.subject}</span>
        </Link>
      </p>
    </div>
  )
}
