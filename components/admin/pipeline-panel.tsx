import type { ReactNode } from 'react'
import { can } from '@/lib/auth/permissions'
import styles from '@/components/blog/post-body.module.css'
import { renderMarkdown } from '@/lib/content/markdown'
import { getDb } from '@/lib/db/client'
import { listAdminAccounts, type AdminAccount } from '@/lib/db/queries/admin-users'
import { getPipeline, listEvents, type PipelineState } from '@/lib/db/queries/pipeline'
import { pendingStatusMail, type PendingStatusMail } from '@/lib/pipeline/service'
import { statusMailName } from '@/lib/mail/status-change'
import type { ApplicationEvent } from '@/lib/db/schema'
import { tagsLine } from '@/lib/pipeline/tags'
import { daysLabel, daysSince, historyLine, nameOf, statusLabel, statusOptions } from '@/lib/pipeline/view'
import { formatUtc } from './format'
import { AssigneeForm, NoteForm, StatusForm, TagsForm, UndoStatusForm, type UndoOffer } from './pipeline-forms'
import { card, muted, sectionTitle } from './styles'

/** The panel for a submission's page: loads what it shows; renders nothing for a submission that is not an application. */
export async function PipelineSection({ submissionId }: { submissionId: string }) {
  const db = await getDb()
  const state = await getPipeline(db, submissionId)
  if (!state) return null
  const [events, accounts, waiting] = await Promise.all([listEvents(db, submissionId), listAdminAccounts(db), pendingStatusMail(db, submissionId)])
  return <PipelinePanel state={state} events={events} accounts={accounts} names={new Map(accounts.map((a) => [a.id, a.name]))} waiting={waiting} />
}

/** A card of the panel: its heading, and `empty` in place of the content while there is none. */
function PanelSection({ id, title, empty, children, after }: { id: string; title: string; empty?: string; children?: ReactNode; after?: ReactNode }) {
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {empty ? <p className={`${muted} mt-2`}>{empty}</p> : children}
      {after}
    </section>
  )
}

type Props = { state: PipelineState; events: ApplicationEvent[]; accounts: AdminAccount[]; names: ReadonlyMap<string, string>; waiting?: PendingStatusMail | null }

function undoOffer(waiting: PendingStatusMail | null | undefined): UndoOffer | null {
  if (!waiting) return null
  const mail = statusMailName(waiting.to) ?? 'status'
  return {
    eventId: waiting.eventId,
    description: `The '${mail}' e-mail to ${waiting.recipient} waits until ${formatUtc(waiting.sendsAt)}.`,
    restores: statusLabel(waiting.from),
  }
}

/**
 * An application's place in the pipeline on its page: status, assignee and tags with their forms,
 * the team's notes (markdown, sanitised) and the history of changes. Internal: nothing here reaches the founder.
 */
export function PipelinePanel({ state, events, accounts, names, waiting }: Props) {
  // Enabled accounts that work on submissions (not editors) can be chosen; another stays listed only while it is the
  // current assignee.
  const assignable = accounts.filter((a) => (!a.disabled && can(a.role, 'submissions')) || a.id === state.assigneeId).map((a) => ({ id: a.id, name: a.disabled ? `${a.name} (disabled)` : a.name }))
  const notes = events.filter((e) => e.kind === 'note')
  const history = events.flatMap((e) => {
    const line = historyLine(e, names)
    return line ? [{ event: e, line }] : []
  })
  // The forms are not keyed by their value (their selects are): a remount would drop the message of the change just made.
  return (
    <>
      <section className={card} aria-labelledby="pipeline-title" data-testid="pipeline-panel">
        <h2 id="pipeline-title" className={sectionTitle}>
          Pipeline
        </h2>
        <p className={`${muted} mt-1`} data-testid="pipeline-summary">
          {statusLabel(state.status)} since {formatUtc(state.statusChangedAt)} ({daysLabel(daysSince(state.statusChangedAt))}) · assigned to{' '}
          {nameOf(state.assigneeId, names)}
          {state.tags.length > 0 ? ` · tags: ${tagsLine(state.tags)}` : ''}
        </p>
        <UndoStatusForm id={state.submissionId} offer={undoOffer(waiting)} />
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <StatusForm id={state.submissionId} current={state.status} options={statusOptions()} />
          <div className="space-y-6">
            <AssigneeForm id={state.submissionId} current={state.assigneeId} options={assignable} />
            <TagsForm id={state.submissionId} current={tagsLine(state.tags)} />
          </div>
        </div>
      </section>

      <PanelSection
        id="notes-title"
        title="Notes"
        empty={notes.length === 0 ? 'No notes yet.' : undefined}
        after={
          <div className="mt-4">
            <NoteForm id={state.submissionId} />
          </div>
        }
      >
        <ol className="mt-3 space-y-4" data-testid="notes-thread">
          {notes.map((n) => (
            <li key={n.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="note">
              <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {nameOf(n.authorId, names)} · <time dateTime={n.createdAt.toISOString()}>{formatUtc(n.createdAt)}</time>
              </p>
              <div
                className={`${styles.body} mt-2 text-sm text-slate-800 dark:text-slate-200`}
                // Sanitised by renderMarkdown: no scripts, handlers or javascript: URLs survive.
                dangerouslySetInnerHTML={{ __html: renderMarkdown(n.body ?? '') }}
              />
            </li>
          ))}
        </ol>
      </PanelSection>

      <PanelSection id="history-title" title="History" empty={history.length === 0 ? 'No changes yet: the application is as it arrived.' : undefined}>
        <ol className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800" data-testid="pipeline-history">
          {history.map(({ event, line }) => (
            <li key={event.id} className="flex flex-wrap gap-x-2 py-2 text-slate-800 dark:text-slate-200" data-testid="history-row">
              <time dateTime={event.createdAt.toISOString()} className="text-slate-600 dark:text-slate-300">
                {formatUtc(event.createdAt)}
              </time>
              <span>
                {line.what}: {line.from} → {line.to}
              </span>
              <span className="text-slate-600 dark:text-slate-300">by {nameOf(event.authorId, names)}</span>
            </li>
          ))}
        </ol>
      </PanelSection>
    </>
  )
}
