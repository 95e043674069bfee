import 'server-only'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/pipeline/statuses'
import { tagsLine } from '@/lib/pipeline/tags'
import type { Db } from '../client'
import { applicationEvents, applicationPipeline, formSubmissions, pipelineCountDeltas, submissionCountDeltas, type ApplicationEvent } from '../schema'
import { DELTA_ROWS_TO_FOLD, foldDeltas } from './count-deltas'

/**
 * The team's pipeline rows: status, assignee, tags and notes of an application (form type 'apply'). Every change
 * writes its history row (who, when, from → to) in the transaction that makes it. A status change also tells the
 * founder, so it is lib/pipeline/service.ts that runs it (these are its row reads and writes); this module only
 * reads and writes rows. An application without a pipeline row (one stored before the submit created it) reads as
 * new since it arrived; the first change creates the row.
 */

export const APPLICATION_TYPE = 'apply'

export type PipelineState = {
  submissionId: string
  reference: string
  status: ApplicationStatus
  assigneeId: string | null
  tags: string[]
  statusChangedAt: Date
}

const isApplication = eq(formSubmissions.formType, APPLICATION_TYPE)

/** The pipeline state of an application, or null when the id is not an application. */
export async function getPipeline(db: Db, submissionId: string): Promise<PipelineState | null> {
  const [row] = await db
    .select({
      submissionId: formSubmissions.id,
      reference: formSubmissions.reference,
      status: applicationPipeline.status,
      assigneeId: applicationPipeline.assigneeId,
      tags: applicationPipeline.tags,
      statusChangedAt: applicationPipeline.statusChangedAt,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .leftJoin(applicationPipeline, eq(applicationPipeline.submissionId, formSubmissions.id))
    .where(and(eq(formSubmissions.id, submissionId), isApplication))
  if (!row) return null
  return {
    submissionId: row.submissionId,
    reference: row.reference,
    status: row.status ?? 'new',
    assigneeId: row.assigneeId ?? null,
    tags: row.tags ?? [],
    statusChangedAt: row.statusChangedAt ?? row.createdAt,
  }
}

/** An application's history and notes, oldest first. */
export async function listEvents(db: Db, submissionId: string): Promise<ApplicationEvent[]> {
  return db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.submissionId, submissionId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
}

export type Locked = { status: ApplicationStatus; assigneeId: string | null; tags: string[]; reference: string; data: Record<string, unknown> }

/**
 * Inside a transaction: the application's pipeline row, created as new (since it arrived) when missing, and locked
 * so that two changes to one application take turns. Null when the id is not an application.
 */
export async function lockPipeline(tx: Db, submissionId: string): Promise<Locked | null> {
  await tx.execute(sql`insert into ${applicationPipeline} (submission_id, status_changed_at)
    select ${formSubmissions.id}, ${formSubmissions.createdAt} from ${formSubmissions}
    where ${formSubmissions.id} = ${submissionId} and ${formSubmissions.formType} = ${APPLICATION_TYPE}
    on conflict do nothing`)
  const [row] = await tx
    .select({
      status: applicationPipeline.status,
      assigneeId: applicationPipeline.assigneeId,
      tags: applicationPipeline.tags,
      reference: formSubmissions.reference,
      data: formSubmissions.data,
    })
    .from(applicationPipeline)
    .innerJoin(formSubmissions, eq(formSubmissions.id, applicationPipeline.submissionId))
    .where(eq(applicationPipeline.submissionId, submissionId))
    .for('update', { of: applicationPipeline })
  return row ?? null
}

export type EventInput = Pick<ApplicationEvent, 'kind'> & Partial<Pick<ApplicationEvent, 'fromValue' | 'toValue' | 'body'>>

export async function addEvent(tx: Db, submissionId: string, actorId: string, event: EventInput): Promise<ApplicationEvent> {
  const [row] = await tx
    .insert(applicationEvents)
    .values({
      submissionId,
      authorId: actorId,
      kind: event.kind,
      fromValue: event.fromValue ?? null,
      toValue: event.toValue ?? null,
      body: event.body ?? null,
      // now() is the transaction's start: a status change and its note would tie, and the thread's order with them.
      createdAt: sql`clock_timestamp()`,
    })
    .returning()
  if (!row) throw new Error('insert returned no event')
  return row
}

export type NotFound = { ok: false; reason: 'not-found' }
export type Changed = { ok: true; changed: boolean; events: ApplicationEvent[] }

/** The application's status set to `status`, in the caller's transaction (its row locked by lockPipeline). */
export async function setPipelineStatus(tx: Db, submissionId: string, status: ApplicationStatus): Promise<void> {
  await tx
    .update(applicationPipeline)
    .set({ status, statusChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(applicationPipeline.submissionId, submissionId))
}

/** The application's newest status change, or null when its status never changed. */
export async function latestStatusEvent(db: Db, submissionId: string): Promise<ApplicationEvent | null> {
  const [event] = await db
    .select()
    .from(applicationEvents)
    .where(and(eq(applicationEvents.submissionId, submissionId), eq(applicationEvents.kind, 'status')))
    .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
    .limit(1)
  return event ?? null
}

/** What the founder's e-mails are written from (reference and answers), or null when the id is not an application. */
export async function applicationForMail(db: Db, submissionId: string): Promise<Pick<Locked, 'reference' | 'data'> | null> {
  const [row] = await db.select({ reference: formSubmissions.reference, data: formSubmissions.data }).from(formSubmissions).where(and(eq(formSubmissions.id, submissionId), isApplication))
  return row ?? null
}

/** Assigns the application to an account (its id) or to nobody (null); an unchanged assignee records nothing. */
export async function assignApplication(db: Db, input: { submissionId: string; actorId: string; assigneeId: string | null }): Promise<Changed | NotFound> {
  return db.transaction(async (tx) => {
    const row = await lockPipeline(tx, input.submissionId)
    if (!row) return { ok: false, reason: 'not-found' } as const
    if (row.assigneeId === input.assigneeId) return { ok: true, changed: false, events: [] }
    await tx
      .update(applicationPipeline)
      .set({ assigneeId: input.assigneeId, updatedAt: sql`now()` })
      .where(eq(applicationPipeline.submissionId, input.submissionId))
    const event = await addEvent(tx, input.submissionId, input.actorId, { kind: 'assignee', fromValue: row.assigneeId, toValue: input.assigneeId })
    return { ok: true, changed: true, events: [event] }
  })
}

/** Replaces the application's tags (already parsed: lib/pipeline/tags.ts); the history records both lists. */
export async function setTags(db: Db, input: { submissionId: string; actorId: string; tags: string[] }): Promise<Changed | NotFound> {
  return db.transaction(async (tx) => {
    const row = await lockPipeline(tx, input.submissionId)
    if (!row) return { ok: false, reason: 'not-found' } as const
    if (tagsLine(row.tags) === tagsLine(input.tags)) return { ok: true, changed: false, events: [] }
    await tx
      .update(applicationPipeline)
      .set({ tags: input.tags, updatedAt: sql`now()` })
      .where(eq(applicationPipeline.submissionId, input.submissionId))
    const event = await addEvent(tx, input.submissionId, input.actorId, {
      kind: 'tags',
      fromValue: row.tags.length ? tagsLine(row.tags) : null,
      toValue: input.tags.length ? tagsLine(input.tags) : null,
    })
    return { ok: true, changed: true, events: [event] }
  })
}

/** Adds a note (markdown, rendered sanitised where it is shown) to the application's thread. */
export async function addNote(db: Db, input: { submissionId: string; actorId: string; body: string }): Promise<Changed | NotFound> {
  return db.transaction(async (tx) => {
    // Locked like the other changes, so a note never lands on an application being deleted under it.
    const row = await lockPipeline(tx, input.submissionId)
    if (!row) return { ok: false, reason: 'not-found' } as const
    const event = await addEvent(tx, input.submissionId, input.actorId, { kind: 'note', body: input.body })
    return { ok: true, changed: true, events: [event] }
  })
}

export type PipelineCounts = {
  byStatus: Record<ApplicationStatus, number>
  /** Applications per assignee id; unassigned ones under null. */
  byAssignee: Map<string | null, number>
  total: number
}

/**
 * Applications per status and per assignee, for the dashboard's pipeline summary and the board's column sizes: sums
 * of the deltas the triggers of migration 0015 keep (count-deltas.ts), never a count of the applications. Those
 * without a pipeline row (new, nobody's) are the applications' count less the rows.
 */
export async function pipelineCounts(db: Db): Promise<PipelineCounts> {
  const rows = await db
    .select({ status: pipelineCountDeltas.status, assigneeId: pipelineCountDeltas.assigneeId, n: sql<number>`sum(${pipelineCountDeltas.delta})::int`, deltas: sql<number>`count(*)::int` })
    .from(pipelineCountDeltas)
    .groupBy(pipelineCountDeltas.status, pipelineCountDeltas.assigneeId)
  const [applications] = await db
    .select({ n: sql<number>`coalesce(sum(${submissionCountDeltas.delta}), 0)::int` })
    .from(submissionCountDeltas)
    .where(eq(submissionCountDeltas.formType, APPLICATION_TYPE))
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>
  const byAssignee = new Map<string | null, number>()
  const add = (status: ApplicationStatus, assigneeId: string | null, n: number) => {
    if (n === 0) return
    byStatus[status] += n
    byAssignee.set(assigneeId, (byAssignee.get(assigneeId) ?? 0) + n)
  }
  for (const r of rows) add(r.status, r.assigneeId, r.n)
  const total = applications?.n ?? 0
  add('new', null, total - rows.reduce((sum, r) => sum + r.n, 0))
  if (rows.reduce((sum, r) => sum + r.deltas, 0) > DELTA_ROWS_TO_FOLD) await foldDeltas(db, 'pipeline_counts')
  return { byStatus, byAssignee, total }
}

export const BOARD_CARDS_PER_COLUMN = 50

export type BoardCard = {
  id: string
  reference: string
  company: string | null
  stage: string | null
  status: ApplicationStatus
  assigneeId: string | null
  statusChangedAt: Date
}

/**
 * The board's cards: per status, the applications that entered it most recently (at most `perColumn`, so a long
 * column stays one page; the column's count and a link to the filtered table cover the rest).
 */
export async function boardCards(db: Db, perColumn = BOARD_CARDS_PER_COLUMN): Promise<BoardCard[]> {
  const status = sql<ApplicationStatus>`coalesce(${applicationPipeline.status}, 'new')`
  const since = sql<Date>`coalesce(${applicationPipeline.statusChangedAt}, ${formSubmissions.createdAt})`
  const ranked = db
    .select({
      id: formSubmissions.id,
      reference: formSubmissions.reference,
      company: sql<string | null>`${formSubmissions.data}->>'companyName'`.as('company'),
      stage: sql<string | null>`${formSubmissions.data}->>'stage'`.as('stage'),
      status: status.as('status'),
      assigneeId: applicationPipeline.assigneeId,
      statusChangedAt: since.as('status_changed_at'),
      rank: sql<number>`row_number() over (partition by ${status} order by ${since} desc, ${formSubmissions.id} desc)`.as('rank'),
    })
    .from(formSubmissions)
    .leftJoin(applicationPipeline, eq(applicationPipeline.submissionId, formSubmissions.id))
    .where(isApplication)
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perColumn}`)
    .orderBy(sql`${ranked.statusChangedAt} desc`)
  // A subquery's timestamp comes back as text from node-postgres and as a Date from PGlite.
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    company: r.company,
    stage: r.stage,
    status: r.status,
    assigneeId: r.assigneeId,
    statusChangedAt: new Date(r.statusChangedAt),
  }))
}
