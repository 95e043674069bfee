'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { recordAudit } from '@/lib/audit/log'
import type { AdminSession } from '@/lib/auth/guard'
import { getDb, type Db } from '@/lib/db/client'
import { getAdminAccount } from '@/lib/db/queries/admin-users'
import { addNote, assignApplication, changeStatus, setTags } from '@/lib/db/queries/pipeline'
import { nudgeJobs } from '@/lib/jobs/wake'
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@/lib/pipeline/statuses'
import { NOTE_MAX_LENGTH } from '@/lib/pipeline/note'
import { parseTags } from '@/lib/pipeline/tags'
import { guardAdminAction } from './action-guard'
import { ADMIN_MESSAGES, type AdminActionState } from './action-state'
import { formText } from './form-text'

/**
 * The pipeline's forms on an application's page and on the board (issue 19 items 2, 3). Each checks the session and
 * the origin (guardAdminAction), parses its input, writes the change with its history row, is audited under the
 * acting account (ids and values, never a note's text), and refreshes the pages that show it.
 */

const PIPELINE_MESSAGES = {
  notApplication: 'This application no longer exists.',
  noteRequired: 'Write a note before adding it.',
  noteTooLong: `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  assigneeUnknown: 'That reviewer no longer exists or is disabled. Choose someone else.',
} as const

const id = z.uuid()
const note = z.string().trim().max(NOTE_MAX_LENGTH, PIPELINE_MESSAGES.noteTooLong)
const status = z.enum(APPLICATION_STATUSES)

const statusSchema = z.object({ id, expected: status, status, note: note.optional() })
const assignSchema = z.object({ id, assignee: z.string().max(64) })
const tagsSchema = z.object({ id, tags: z.string().max(2_000) })
const noteSchema = z.object({ id, body: note.min(1, PIPELINE_MESSAGES.noteRequired) })

/** A field's own message when the schema gave one, else the general 'not understood'. */
function invalid(error: z.ZodError): AdminActionState {
  const mine = error.issues.map((i) => i.message).find((m) => (Object.values(PIPELINE_MESSAGES) as string[]).includes(m))
  return { status: 'error', message: mine ?? ADMIN_MESSAGES.invalid }
}

function refresh(submissionId: string): void {
  revalidatePath(`/admin/submissions/${submissionId}`)
  revalidatePath('/admin/pipeline')
}

/** Runs a change; a database failure is a plain message (and the cause in the log), never a throw. */
async function attempt<T>(tag: string, work: (db: Db) => Promise<T>): Promise<T | AdminActionState> {
  try {
    return await work(await getDb())
  } catch (err) {
    console.error(`[pipeline] ${tag} failed: ${err instanceof Error ? err.message : String(err)}`)
    return { status: 'error', message: ADMIN_MESSAGES.failed }
  }
}

const isState = (v: unknown): v is AdminActionState => typeof v === 'object' && v !== null && 'status' in v && !('ok' in v)

function audit(session: AdminSession, action: string, details: Record<string, unknown>) {
  return recordAudit({ action, category: 'admin', outcome: 'success', details, userId: session.userId, sessionId: session.jti })
}

/** Status select (+ optional note) on the application's page, and each card's move on the board. */
export async function changeStatusAction(_prev: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const g = await guardAdminAction('pipeline')
  if ('state' in g) return g.state
  const parsed = statusSchema.safeParse({
    id: formText(formData, 'id'),
    expected: formText(formData, 'expected'),
    status: formText(formData, 'status'),
    note: formText(formData, 'note') || undefined,
  })
  if (!parsed.success) return invalid(parsed.error)
  const { id: submissionId, expected, status: to } = parsed.data
  const noteText = parsed.data.note || undefined

  const result = await attempt('status change', (db) => changeStatus(db, { submissionId, actorId: g.session.userId, expected, to, note: noteText }))
  if (isState(result)) return result
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
  await audit(g.session, moved ? 'application.status' : 'application.note', {
    id: submissionId,
    ...(moved ? { from: expected, to, founderEmailed: result.mailQueued } : {}),
    events: result.events.map((e) => e.id),
  })
  if (result.mailQueued) nudgeJobs()
  refresh(submissionId)
  const emailed = result.mailQueued ? ' The founder is told by e-mail.' : ''
  return { status: 'done', message: moved ? `Moved to ${APPLICATION_STATUS_LABELS[to]}.${emailed}` : 'Note added.' }
}

export async function assignAction(_prev: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const g = await guardAdminAction('pipeline')
  if ('state' in g) return g.state
  const parsed = assignSchema.safeParse({ id: formText(formData, 'id'), assignee: formText(formData, 'assignee') ?? '' })
  if (!parsed.success) return invalid(parsed.error)
  const { id: submissionId } = parsed.data
  const assigneeId = parsed.data.assignee || null

  const result = await attempt('assignment', async (db) => {
    if (assigneeId) {
      const account = await getAdminAccount(db, assigneeId)
      if (!account || account.disabled) return { status: 'error', message: PIPELINE_MESSAGES.assigneeUnknown } satisfies AdminActionState
    }
    return assignApplication(db, { submissionId, actorId: g.session.userId, assigneeId })
  })
  if (isState(result)) return result
  if (!result.ok) return { status: 'error', message: PIPELINE_MESSAGES.notApplication }
  if (!result.changed) return { status: 'done', message: 'Nothing changed.' }
  await audit(g.session, 'application.assign', { id: submissionId, from: result.events[0]?.fromValue ?? null, to: assigneeId })
  refresh(submissionId)
  return { status: 'done', message: assigneeId ? 'Assigned.' : 'Unassigned.' }
}

export async function setTagsAction(_prev: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const g = await guardAdminAction('pipeline')
  if ('state' in g) return g.state
  const parsed = tagsSchema.safeParse({ id: formText(formData, 'id'), tags: formText(formData, 'tags') ?? '' })
  if (!parsed.success) return invalid(parsed.error)
  const tags = parseTags(parsed.data.tags)
  if (!tags.ok) return { status: 'error', message: tags.message }
  const { id: submissionId } = parsed.data

  const result = await attempt('tags', (db) => setTags(db, { submissionId, actorId: g.session.userId, tags: tags.tags }))
  if (isState(result)) return result
  if (!result.ok) return { status: 'error', message: PIPELINE_MESSAGES.notApplication }
  if (!result.changed) return { status: 'done', message: 'Nothing changed.' }
  await audit(g.session, 'application.tags', { id: submissionId, tags: tags.tags.length })
  refresh(submissionId)
  return { status: 'done', message: 'Tags saved.' }
}

export async function addNoteAction(_prev: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const g = await guardAdminAction('pipeline')
  if ('state' in g) return g.state
  const parsed = noteSchema.safeParse({ id: formText(formData, 'id'), body: formText(formData, 'body') ?? '' })
  if (!parsed.success) return invalid(parsed.error)
  const { id: submissionId, body } = parsed.data

  const result = await attempt('note', (db) => addNote(db, { submissionId, actorId: g.session.userId, body }))
  if (isState(result)) return result
  if (!result.ok) return { status: 'error', message: PIPELINE_MESSAGES.notApplication }
  await audit(g.session, 'application.note', { id: submissionId, events: result.events.map((e) => e.id) })
  refresh(submissionId)
  return { status: 'done', message: 'Note added.' }
}
