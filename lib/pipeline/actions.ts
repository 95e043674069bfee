'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/admin-action'
import { ADMIN_MESSAGES } from '@/lib/admin/action-state'
import { formText } from '@/lib/admin/form-text'
import { getDb } from '@/lib/db/client'
import { can } from '@/lib/auth/permissions'
import { getAdminAccount } from '@/lib/db/queries/admin-users'
import { addNote, assignApplication, getPipeline, setTags } from '@/lib/db/queries/pipeline'
import { changeStatus, statusMailPreview, undoStatusChange } from '@/lib/pipeline/service'
import { nudgeJobs } from '@/lib/jobs/wake'
import { statusMailDelayMs, waitLabel } from '@/lib/pipeline/mail-delay'
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@/lib/pipeline/statuses'
import { NOTE_MAX_LENGTH } from '@/lib/pipeline/note'
import { parseTags } from '@/lib/pipeline/tags'

/**
 * The pipeline's forms on an application's page and on the board. Every admin may use them (adminAction checks the
 * session and the origin); each writes the change with its history row, is audited under the acting account (ids
 * and values, never a note's text), and refreshes the pages that show it.
 */

const PIPELINE_MESSAGES = {
  notApplication: 'This application no longer exists.',
  noteRequired: 'Write a note before adding it.',
  noteTooLong: `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  assigneeUnknown: 'That reviewer no longer exists or is disabled. Choose someone else.',
  assigneeNotReviewer: 'That account does not work on applications. Choose a reviewer.',
  undoTooLate: 'Too late to undo: the e-mail to the founder has gone, or the status was changed again since. The page now shows where it stands.',
} as const

const id = z.uuid()
const note = z.string().trim().max(NOTE_MAX_LENGTH, PIPELINE_MESSAGES.noteTooLong)
const status = z.enum(APPLICATION_STATUSES)

/** A field's own message when the schema gave one, else the general 'not understood'. */
function invalid(error: z.ZodError): string {
  return error.issues.map((i) => i.message).find((m) => (Object.values(PIPELINE_MESSAGES) as string[]).includes(m)) ?? ADMIN_MESSAGES.invalid
}

/** The form's id and one text field, an absent one read as empty (so an empty note gets its own message). */
const idAnd = (field: string) => (formData: FormData) => ({ id: formText(formData, 'id'), [field]: formText(formData, field) ?? '' })

function refresh(submissionId: string): void {
  revalidatePath(`/admin/submissions/${submissionId}`)
  revalidatePath('/admin/pipeline')
}

const yes = z.literal('1').optional()

/** Until the founder's e-mail goes, this change can be taken back on the application's page. */
function undoHint(delayMs: number): string {
  return delayMs > 0 ? ` It goes in ${waitLabel(delayMs)}; until then Undo on the application's page takes the change back.` : ''
}

/**
 * Status select (+ optional note) on the application's page, and each card's move on the board. A move that e-mails
 * the founder first answers with what it will send (the confirm step) and is made only when posted again with
 * confirm=1; cancel=1 leaves everything as it was.
 */
export const changeStatusAction = adminAction(
  { access: 'submissions', schema: z.object({ id, expected: status, status, note: note.optional(), confirm: yes, cancel: yes }), invalid, audit: { action: 'application.status' } },
  async ({ id: submissionId, expected, status: to, note: text, confirm, cancel }, { session, audit }) => {
    if (cancel) return { status: 'idle' }
    const db = await getDb()
    const delayMs = statusMailDelayMs()
    // A change that will be refused as stale is not worth confirming: it goes straight on to say so.
    if (!confirm && expected !== to && (await getPipeline(db, submissionId))?.status === expected) {
      const preview = await statusMailPreview(db, submissionId, to)
      if (preview) {
        return {
          status: 'confirm',
          message: `Moving to ${APPLICATION_STATUS_LABELS[to]} will e-mail ${preview.founder} the '${preview.mail}' e-mail.${undoHint(delayMs)}`,
          fields: { id: submissionId, expected, status: to, note: text ?? '' },
        }
      }
    }
    const result = await changeStatus(db, { submissionId, actorId: session.userId, expected, to, note: text || undefined, mailDelayMs: delayMs })
    if (!result.ok && result.reason === 'not-found') return { status: 'error', message: PIPELINE_MESSAGES.notApplication }
    if (!result.ok) {
      refresh(submissionId)
      return {
        status: 'error',
        message: `Someone else changed the status to ${APPLICATION_STATUS_LABELS[result.current]} while this page was open, so yours was not saved. The page now shows their change; choose again if you still want to move it.`,
      }
    }
    if (!result.changed) return { status: 'done', message: `The status is already ${APPLICATION_STATUS_LABELS[to]}.` }
    const moved = expected !== to
    const details = { id: submissionId, ...(moved ? { from: expected, to, founderEmailed: result.mailQueued } : {}), events: result.events.map((e) => e.id) }
    await audit(details, moved ? {} : { action: 'application.note' })
    if (result.mailQueued) nudgeJobs()
    refresh(submissionId)
    const emailed = result.mailQueued ? ` The founder is told by e-mail.${undoHint(delayMs)}` : ''
    return { status: 'done', message: moved ? `Moved to ${APPLICATION_STATUS_LABELS[to]}.${emailed}` : 'Note added.' }
  },
)

/** Undo of a status change while its e-mail to the founder still waits: the e-mail is cancelled, the status restored. */
export const undoStatusAction = adminAction(
  { access: 'submissions', schema: z.object({ id, event: z.uuid() }), invalid, audit: { action: 'application.status-undo' } },
  async ({ id: submissionId, event: eventId }, { session, audit }) => {
    const result = await undoStatusChange(await getDb(), { submissionId, eventId, actorId: session.userId })
    refresh(submissionId)
    if (!result.ok) return { status: 'error', message: result.reason === 'not-found' ? PIPELINE_MESSAGES.notApplication : PIPELINE_MESSAGES.undoTooLate }
    await audit({ id: submissionId, undone: eventId, to: result.restored, events: result.events.map((e) => e.id), founderEmailCancelled: true })
    return { status: 'done', message: `Undone: the status is ${APPLICATION_STATUS_LABELS[result.restored]} again and the founder's e-mail will not be sent.` }
  },
)

export const assignAction = adminAction(
  { access: 'submissions', schema: z.object({ id, assignee: z.string().max(64) }), input: idAnd('assignee'), invalid, audit: { action: 'application.assign' } },
  async ({ id: submissionId, assignee }, { session, audit }) => {
    const assigneeId = assignee || null
    const db = await getDb()
    if (assigneeId) {
      const account = await getAdminAccount(db, assigneeId)
      if (!account || account.disabled) return { status: 'error', message: PIPELINE_MESSAGES.assigneeUnknown }
      // The form offers only those who work on applications; a hand-made request must not hand one to an editor.
      if (!can(account.role, 'submissions')) return { status: 'error', message: PIPELINE_MESSAGES.assigneeNotReviewer }
    }
    const result = await assignApplication(db, { submissionId, actorId: session.userId, assigneeId })
    if (!result.ok) return { status: 'error', message: PIPELINE_MESSAGES.notApplication }
    if (!result.changed) return { status: 'done', message: 'Nothing changed.' }
    await audit({ id: submissionId, from: result.events[0]?.fromValue ?? null, to: assigneeId })
    refresh(submissionId)
    return { status: 'done', message: assigneeId ? 'Assigned.' : 'Unassigned.' }
  },
)

export const setTagsAction = adminAction(
  { access: 'submissions', schema: z.object({ id, tags: z.string().max(2_000) }), input: idAnd('tags'), invalid, audit: { action: 'application.tags' } },
  async ({ id: submissionId, tags: text }, { session, audit }) => {
    const tags = parseTags(text)
    if (!tags.ok) return { status: 'error', message: tags.message }
    const result = await setTags(await getDb(), { submissionId, actorId: session.userId, tags: tags.tags })
    if (!result.ok) return { status: 'error', message: PIPELINE_MESSAGES.notApplication }
    if (!result.changed) return { status: 'done', message: 'Nothing changed.' }
    await audit({ id: submissionId, tags: tags.tags.length })
    refresh(submissionId)
    return { status: 'done', message: 'Tags saved.' }
  },
)

export const addNoteAction = adminAction(
  { access: 'submissions', schema: z.object({ id, body: note.min(1, PIPELINE_MESSAGES.noteRequired) }), input: idAnd('body'), invalid, audit: { action: 'application.note' } },
  async ({ id: submissionId, body }, { session, audit }) => {
    const result = await addNote(await getDb(), { submissionId, actorId: session.userId, body })
    if (!result.ok) return { status: 'error', message: PIPELINE_MESSAGES.notApplication }
    await audit({ id: submissionId, events: result.events.map((e) => e.id) })
    refresh(submissionId)
    return { status: 'done', message: 'Note added.' }
  },
)
