'use client'

import { useState } from 'react'
import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { buttonClasses } from '@/components/ui/button'
import { ADMIN_IDLE, ADMIN_SITE_UPDATED, type AdminActionState } from '@/lib/admin/action-state'
import { addNoteAction, assignAction, changeStatusAction, setTagsAction, undoStatusAction } from '@/lib/pipeline/actions'
import type { ApplicationStatus } from '@/lib/pipeline/statuses'
import { NOTE_MAX_LENGTH } from '@/lib/pipeline/note'
import { TAG_MAX_LENGTH, TAGS_MAX } from '@/lib/pipeline/tags'
import { ConfirmStep } from './confirm-step'
import { input, label } from './styles'

/**
 * The pipeline's forms. A select is keyed by the value it shows: React applies a select's
 * defaultValue only when it mounts, and resets the form after its action, so without the key the page re-rendered
 * with the new status would show (and post as 'expected') the old one. Each posts its server action, so it works without JavaScript (the page
 * comes back with the change or the message); with JavaScript the message appears under the form without a reload.
 */

function Outcome({ state, id }: { state: AdminActionState; id: string }) {
  const tone = state.status === 'done' ? 'text-emerald-700 dark:text-emerald-300' : 'text-rose-700 dark:text-rose-300'
  return (
    <p id={id} role={state.status === 'error' ? 'alert' : 'status'} className={`w-full text-sm font-medium ${tone}`}>
      {state.status === 'idle' || state.status === 'confirm' ? '' : state.message}
    </p>
  )
}

/** The statuses with their labels, passed in by the page: the status module reads the schema, kept out of the bundle. */
/**
 * A note's text, kept when its action answers an error (React resets a form after every action, which would throw
 * away a note written while someone else changed the status) and cleared once it is saved.
 */
function useNoteText(state: AdminActionState) {
  const [text, setText] = useState('')
  // Adjusted while rendering a new answer (React's pattern for state derived from a change), not in an effect.
  const [answered, setAnswered] = useState(state)
  if (answered !== state) {
    setAnswered(state)
    if (state.status === 'done') setText('')
  }
  return { value: text, onChange: (e: { target: { value: string } }) => setText(e.target.value), maxLength: NOTE_MAX_LENGTH }
}

export type StatusOption = { value: ApplicationStatus; label: string }

function StatusOptions({ options }: { options: StatusOption[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ))
}

/** Status and an optional note; `expected` is the status this page showed, so a change made meanwhile is not overwritten. */
export function StatusForm({ id, current, options }: { id: string; current: ApplicationStatus; options: StatusOption[] }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(changeStatusAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  const note = useNoteText(state)
  if (state.status === 'confirm') {
    return (
      <form ref={formRef} action={action} data-testid="status-form">
        <ConfirmStep state={state} pending={pending} id="status-form-confirm" />
      </form>
    )
  }
  return (
    <form ref={formRef} action={action} className="space-y-3" data-testid="status-form">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="expected" value={current} />
      <div>
        <label htmlFor="pipeline-status" className={label}>
          Status
        </label>
        <select key={current} id="pipeline-status" name="status" defaultValue={current} className={`${input} mt-1 w-full sm:w-64`}>
          <StatusOptions options={options} />
        </select>
      </div>
      <div>
        <label htmlFor="pipeline-status-note" className={label}>
          Note with the change <span className="font-normal text-slate-600 dark:text-slate-300">(optional, markdown)</span>
        </label>
        <textarea id="pipeline-status-note" name="note" rows={3} {...note} className={`${input} mt-1 h-auto w-full py-2`} />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">Moving to Reviewing, Diligence or Declined e-mails the founder; you are asked to confirm first.</p>
      <button type="submit" disabled={pending} className={buttonClasses({ size: 'sm' })}>
        {pending ? 'Saving…' : 'Change status'}
      </button>
      <Outcome state={state} id="status-form-outcome" />
    </form>
  )
}

export type AssigneeOption = { id: string; name: string }

export function AssigneeForm({ id, current, options }: { id: string; current: string | null; options: AssigneeOption[] }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(assignAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  return (
    <form ref={formRef} action={action} className="flex flex-wrap items-end gap-3" data-testid="assignee-form">
      <input type="hidden" name="id" value={id} />
      <div>
        <label htmlFor="pipeline-assignee" className={label}>
          Assignee
        </label>
        <select key={current ?? ''} id="pipeline-assignee" name="assignee" defaultValue={current ?? ''} className={`${input} mt-1 w-full sm:w-64`}>
          <option value="">Nobody</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={pending} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        Assign
      </button>
      <Outcome state={state} id="assignee-form-outcome" />
    </form>
  )
}

export function TagsForm({ id, current }: { id: string; current: string }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(setTagsAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  return (
    <form ref={formRef} action={action} className="flex flex-wrap items-end gap-3" data-testid="tags-form">
      <input type="hidden" name="id" value={id} />
      <div className="min-w-0 flex-1">
        <label htmlFor="pipeline-tags" className={label}>
          Tags <span className="font-normal text-slate-600 dark:text-slate-300">(comma-separated, up to {TAGS_MAX} of {TAG_MAX_LENGTH} characters)</span>
        </label>
        <input id="pipeline-tags" name="tags" defaultValue={current} className={`${input} mt-1 w-full`} aria-describedby="tags-form-outcome" />
      </div>
      <button type="submit" disabled={pending} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        Save tags
      </button>
      <Outcome state={state} id="tags-form-outcome" />
    </form>
  )
}

export function NoteForm({ id }: { id: string }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(addNoteAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  const note = useNoteText(state)
  return (
    <form ref={formRef} action={action} className="space-y-3" data-testid="note-form">
      <input type="hidden" name="id" value={id} />
      <label htmlFor="pipeline-note" className={label}>
        Add a note <span className="font-normal text-slate-600 dark:text-slate-300">(markdown; seen by the team only)</span>
      </label>
      <textarea id="pipeline-note" name="body" rows={4} required {...note} className={`${input} h-auto w-full py-2`} aria-describedby="note-form-outcome" />
      <button type="submit" disabled={pending} className={buttonClasses({ size: 'sm' })}>
        {pending ? 'Adding…' : 'Add note'}
      </button>
      <Outcome state={state} id="note-form-outcome" />
    </form>
  )
}

/** A board card's move: a labelled select and a button, no dragging, reachable and usable by keyboard alone. */
export function MoveCardForm({ id, current, company, options }: { id: string; current: ApplicationStatus; company: string; options: StatusOption[] }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(changeStatusAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  const selectId = `move-${id}`
  if (state.status === 'confirm') {
    return (
      <form ref={formRef} action={action} className="mt-3" data-testid="move-card-form">
        <ConfirmStep state={state} pending={pending} id={`${selectId}-confirm`} />
      </form>
    )
  }
  return (
    <form ref={formRef} action={action} className="mt-3 flex flex-wrap items-end gap-2" data-testid="move-card-form">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="expected" value={current} />
      <div>
        <label htmlFor={selectId} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
          Move to<span className="sr-only"> (for {company})</span>
        </label>
        <select id={selectId} name="status" defaultValue={current} className={`${input} mt-1 h-9`}>
          <StatusOptions options={options} />
        </select>
      </div>
      <button type="submit" disabled={pending} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        Move<span className="sr-only"> {company}</span>
      </button>
      <Outcome state={state} id={`${selectId}-outcome`} />
    </form>
  )
}

/** What Undo takes back, worded by the page: the waiting e-mail and the status it restores. */
export type UndoOffer = { eventId: string; description: string; restores: string }

/**
 * Undo of the last status change while the founder's e-mail waits. Always mounted (renders nothing without an offer
 * or an answer), so its answer stays on screen after the page refreshes without the offer.
 */
export function UndoStatusForm({ id, offer }: { id: string; offer: UndoOffer | null }) {
  const [state, action, pending, formRef] = useActionStateAcrossBuilds(undoStatusAction, ADMIN_IDLE, ADMIN_SITE_UPDATED)
  if (!offer && state.status === 'idle') return null
  return (
    <form ref={formRef} action={action} className="mt-3 flex flex-wrap items-center gap-3" data-testid="undo-status-form">
      {offer ? (
        <>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="event" value={offer.eventId} />
          <p className="text-sm text-slate-800 dark:text-slate-200" id="undo-status-offer">
            {offer.description}
          </p>
          <button type="submit" disabled={pending} className={buttonClasses({ variant: 'secondary', size: 'sm' })} aria-describedby="undo-status-offer">
            {pending ? 'Undoing…' : `Undo (back to ${offer.restores})`}
          </button>
        </>
      ) : null}
      <Outcome state={state} id="undo-status-outcome" />
    </form>
  )
}
