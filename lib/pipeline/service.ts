import 'server-only'
import type { Db } from '@/lib/db/client'
import { cancelUnclaimedJob, enqueueJob, getUnclaimedJob } from '@/lib/db/queries/jobs'
import { addEvent, applicationForMail, latestStatusEvent, lockPipeline, setPipelineStatus, type Changed, type NotFound } from '@/lib/db/queries/pipeline'
import type { ApplicationEvent } from '@/lib/db/schema'
import { mailJob } from '@/lib/mail/message'
import { oneLine } from '@/lib/mail/notifications'
import { statusChangeMail, statusMailName } from '@/lib/mail/status-change'
import type { ApplicationStatus } from './statuses'

/**
 * An application's status changes: each runs in one transaction that moves the status, writes its history row and,
 * for a status the founder is told about, queues their e-mail — changed means recorded and announced. The e-mail
 * waits a while before it goes, so a change made by mistake can be undone before the founder hears of it.
 */

export type StatusChange = {
  submissionId: string
  actorId: string
  expected: ApplicationStatus
  to: ApplicationStatus
  note?: string
  /** How long the founder's e-mail waits before it goes, so the change can be undone meanwhile (none: at once). */
  mailDelayMs?: number
}
export type StatusResult = (Changed & { mailQueued: boolean }) | NotFound | { ok: false; reason: 'stale'; current: ApplicationStatus }

/** The key of the founder's e-mail for a status event (mailJob prefixes 'mail:'). */
const statusMailKey = (eventId: string) => `status:${eventId}`
const statusMailJobKey = (eventId: string) => `mail:${statusMailKey(eventId)}`

/**
 * Moves an application to `to` if it still has the status the form showed (`expected`); when someone else changed
 * it meanwhile, nothing is written and the result says what it is now. A note given with the change is added too
 * (also when the status stays). A move into a shared status queues the founder's e-mail, keyed by the event, to go
 * after `mailDelayMs`.
 */
export async function changeStatus(db: Db, change: StatusChange): Promise<StatusResult> {
  return db.transaction(async (tx) => {
    const row = await lockPipeline(tx, change.submissionId)
    if (!row) return { ok: false, reason: 'not-found' } as const
    if (row.status !== change.expected) return { ok: false, reason: 'stale', current: row.status } as const
    const events: ApplicationEvent[] = []
    let mailQueued = false
    if (change.to !== row.status) {
      await setPipelineStatus(tx, change.submissionId, change.to)
      const event = await addEvent(tx, change.submissionId, change.actorId, { kind: 'status', fromValue: row.status, toValue: change.to })
      events.push(event)
      const mail = statusChangeMail({ reference: row.reference, data: row.data }, change.to)
      const runAt = new Date(Date.now() + (change.mailDelayMs ?? 0))
      if (mail) mailQueued = (await enqueueJob(tx, { ...mailJob(statusMailKey(event.id), mail), runAt })) !== null
    }
    if (change.note) events.push(await addEvent(tx, change.submissionId, change.actorId, { kind: 'note', body: change.note }))
    return { ok: true, changed: events.length > 0, events, mailQueued }
  })
}

/** Whom a move into `to` would e-mail and with which e-mail, for the team to confirm first; null when none is sent. */
type StatusMailPreview = { founder: string; mail: string }

export async function statusMailPreview(db: Db, submissionId: string, to: ApplicationStatus): Promise<StatusMailPreview | null> {
  const row = await applicationForMail(db, submissionId)
  const message = row && statusChangeMail(row, to)
  const name = statusMailName(to)
  if (!row || !message || !name) return null
  const person = oneLine(row.data.founderName) || oneLine(row.data.name)
  return { founder: person ? `${person} <${message.to}>` : message.to, mail: name }
}

/** The newest status change's e-mail while it still waits to go: what Undo on the application's page offers to take back. */
export type PendingStatusMail = { eventId: string; from: ApplicationStatus; to: ApplicationStatus; recipient: string; sendsAt: Date }

export async function pendingStatusMail(db: Db, submissionId: string): Promise<PendingStatusMail | null> {
  const event = await latestStatusEvent(db, submissionId)
  if (!event) return null
  const job = await getUnclaimedJob(db, statusMailJobKey(event.id))
  if (!job) return null
  return { eventId: event.id, from: event.fromValue as ApplicationStatus, to: event.toValue as ApplicationStatus, recipient: (job.payload.message as { to: string }).to, sendsAt: job.runAt }
}

type UndoResult = { ok: true; restored: ApplicationStatus; events: ApplicationEvent[] } | NotFound | { ok: false; reason: 'too-late' }

/**
 * Takes back a status change whose founder's e-mail has not gone: in one transaction the waiting e-mail is deleted
 * and the status before the change restored, with its own history row. Too late once the e-mail was claimed for
 * sending, or once another status change followed (that one is what the page offers to undo).
 */
export async function undoStatusChange(db: Db, input: { submissionId: string; eventId: string; actorId: string }): Promise<UndoResult> {
  return db.transaction(async (tx) => {
    const row = await lockPipeline(tx, input.submissionId)
    if (!row) return { ok: false, reason: 'not-found' } as const
    const event = await latestStatusEvent(tx, input.submissionId)
    if (!event || event.id !== input.eventId || event.toValue !== row.status || !event.fromValue) return { ok: false, reason: 'too-late' } as const
    if (!(await cancelUnclaimedJob(tx, statusMailJobKey(event.id)))) return { ok: false, reason: 'too-late' } as const
    const restored = event.fromValue as ApplicationStatus
    await setPipelineStatus(tx, input.submissionId, restored)
    const undone = await addEvent(tx, input.submissionId, input.actorId, { kind: 'status', fromValue: row.status, toValue: restored })
    return { ok: true, restored, events: [undone] }
  })
}
