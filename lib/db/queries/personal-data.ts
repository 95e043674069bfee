import 'server-only'
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { mentionsAddress, redactAddress } from '@/lib/privacy/address'
import type { Db } from '../client'
import {
  analyticsEvents,
  applicationEvents,
  applicationPipeline,
  chatFeedback,
  chatSessions,
  formSubmissions,
  jobs,
  newsletterSubscribers,
  submissionFiles,
} from '../schema'
import { enqueueObjectDeletes, fileInfoColumns } from './submission-files'
import { deleteSubmissionMailJobs } from './submission-mail'

/**
 * Everything the database holds about one e-mail address, for a visitor's request to see or erase
 * it. `address` is lower-cased (lib/privacy/address.ts).
 *
 * Cost: this scans rather than using an index, deliberately — it is a rare admin-only action and an index would be
 * kept up on every insert for it. On PGlite with the bench's 100,000 submissions plus 100,000 analytics events,
 * 10,000 chat sessions and 5,000 jobs, one look-up took 0.57× the dashboard's own free-text search over the same
 * submissions (median of 9, same run); alone on a quiet machine the e-mail field scan was ~60 ms, the analytics
 * one ~15 ms and the chat sessions' ~40 ms. Chat sessions, chat transcripts and jobs are bounded by their retention.
 * An expression index on lower(data->>'email') would make the first ~1 ms if it ever matters.
 */

/** The e-mail fields of the forms (lib/forms/schemas.ts; personal-data.test.ts fails when a form adds another). */
export const EMAIL_FIELDS = ['email'] as const

/** Whether a submission is about the address: one of its e-mail fields is it, or it is a chat transcript that names it. */
export function submissionIsAbout(formType: string, data: Record<string, unknown>, address: string): boolean {
  return EMAIL_FIELDS.some((f) => String(data[f] ?? '').toLowerCase() === address) || (formType === 'chat' && mentionsAddress(JSON.stringify(data), address))
}

export type FoundSubmission = {
  id: string
  reference: string
  formType: string
  createdAt: Date
  data: Record<string, unknown>
  metadata: Record<string, unknown>
  pipeline: { status: string; assigneeId: string | null; tags: string[]; statusChangedAt: Date } | null
  events: { kind: string; authorId: string; fromValue: string | null; toValue: string | null; body: string | null; createdAt: Date }[]
  /** Name and size only: the bytes stay out of the export (and are erased with the submission). */
  files: { id: string; field: string; fileName: string; contentType: string; sizeBytes: number; createdAt: Date }[]
}

export type PersonalData = {
  submissions: FoundSubmission[]
  newsletter: { email: string; state: string; createdAt: Date; confirmedAt: Date | null; unsubscribedAt: Date | null; expiresAt: Date | null }[]
  /**
   * Conversations that mention the address anywhere (also ones that mention other people: they go whole), and the
   * ones its submissions came from ('Talk to the team' stores the session's id in metadata.chatSessionId).
   */
  chatSessions: {
    id: string
    title: string
    status: string
    startTime: Date
    lastActivity: Date
    messages: unknown[]
    context: Record<string, unknown>
    feedback: { messageId: string; rating: number; comment: string | null; createdAt: Date }[]
  }[]
  /** The analytics sessions the address's submissions were sent from (their metadata.sessionId). */
  analyticsEvents: { sessionId: string | null; eventType: string; eventData: Record<string, unknown>; createdAt: Date }[]
  /** E-mails sent or queued to the address or with it as Reply-To (the team's notice of its own message). */
  jobs: { id: string; kind: string; status: string; createdAt: Date; payload: Record<string, unknown> }[]
  /**
   * Other jobs whose payload merely names it — another person's message that mentions it: listed, never exported
   * (they are that person's data), and on erasure the address is struck from them rather than the job deleted.
   */
  mentionedInJobs: { id: string; kind: string; status: string; createdAt: Date }[]
}

/** Whether a job is an e-mail to the address or one whose replies go to it. */
export function isMailFor(payload: Record<string, unknown>, address: string): boolean {
  const message = payload.message as { to?: unknown; replyTo?: unknown } | undefined
  return [message?.to, message?.replyTo].some((v) => typeof v === 'string' && mentionsAddress(v, address))
}

/** `lower(<text>)` contains the address: a cheap filter before mentionsAddress decides exactly. */
const containsText = (text: SQL, address: string) => sql`strpos(lower(${text}), ${address}) > 0`

export async function findPersonalData(db: Db, address: string): Promise<PersonalData> {
  const direct = await findSubmissions(db, address)
  // The chats its submissions came from, then those chats' stored transcripts (metadata.sessionId, /api/chat/end).
  const sessions = await findChatSessions(db, address, direct.flatMap((s) => [s.metadata.chatSessionId, s.formType === 'chat' ? s.metadata.sessionId : undefined]))
  const transcripts = await findTranscripts(db, sessions.map((c) => c.id), new Set(direct.map((s) => s.id)))
  const submissions = [...direct, ...transcripts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  const ids = submissions.map((s) => s.id)
  const sessionIds = [...new Set(submissions.map((s) => s.metadata.sessionId).filter((v): v is string => typeof v === 'string' && v !== ''))]

  const [pipelines, events, files, newsletter, analytics, jobRows] = await Promise.all([
    ids.length ? db.select().from(applicationPipeline).where(inArray(applicationPipeline.submissionId, ids)) : [],
    ids.length ? db.select().from(applicationEvents).where(inArray(applicationEvents.submissionId, ids)).orderBy(applicationEvents.createdAt) : [],
    ids.length
      ? db
          .select(fileInfoColumns)
          .from(submissionFiles)
          .where(inArray(submissionFiles.submissionId, ids))
      : [],
    db
      .select({
        email: newsletterSubscribers.email,
        state: newsletterSubscribers.state,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        expiresAt: newsletterSubscribers.expiresAt,
      })
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, address)),
    sessionIds.length
      ? db
          .select({ sessionId: analyticsEvents.sessionId, eventType: analyticsEvents.eventType, eventData: analyticsEvents.eventData, createdAt: analyticsEvents.createdAt })
          .from(analyticsEvents)
          .where(inArray(analyticsEvents.sessionId, sessionIds))
          .orderBy(analyticsEvents.createdAt)
      : [],
    db.select().from(jobs).where(containsText(sql`${jobs.payload}::text`, address)),
  ])

  const mentioning = jobRows.filter((j) => mentionsAddress(JSON.stringify(j.payload), address))
  return {
    submissions: submissions.map((s) => {
      const p = pipelines.find((r) => r.submissionId === s.id)
      return {
        ...s,
        pipeline: p ? { status: p.status, assigneeId: p.assigneeId, tags: p.tags, statusChangedAt: p.statusChangedAt } : null,
        events: events.filter((e) => e.submissionId === s.id).map(({ kind, authorId, fromValue, toValue, body, createdAt }) => ({ kind, authorId, fromValue, toValue, body, createdAt })),
        files: files.filter((f) => f.submissionId === s.id).map(({ id, field, fileName, contentType, sizeBytes, createdAt }) => ({ id, field, fileName, contentType, sizeBytes, createdAt })),
      }
    }),
    newsletter,
    chatSessions: sessions,
    analyticsEvents: analytics,
    jobs: mentioning.filter((j) => isMailFor(j.payload, address)).map((j) => ({ id: j.id, kind: j.kind, status: j.status, createdAt: j.createdAt, payload: j.payload })),
    mentionedInJobs: mentioning.filter((j) => !isMailFor(j.payload, address)).map((j) => ({ id: j.id, kind: j.kind, status: j.status, createdAt: j.createdAt })),
  }
}

const submissionColumns = {
  id: formSubmissions.id,
  reference: formSubmissions.reference,
  formType: formSubmissions.formType,
  createdAt: formSubmissions.createdAt,
  data: formSubmissions.data,
  metadata: formSubmissions.metadata,
}
type BareSubmission = Omit<FoundSubmission, 'pipeline' | 'events' | 'files'>

/** Submissions whose e-mail field is the address, of every type, and chat transcripts that mention it. */
async function findSubmissions(db: Db, address: string): Promise<BareSubmission[]> {
  const byField = EMAIL_FIELDS.map((f) => sql`lower(${formSubmissions.data}->>${f}) = ${address}`)
  const rows = await db
    .select(submissionColumns)
    .from(formSubmissions)
    .where(or(...byField, and(eq(formSubmissions.formType, 'chat'), containsText(sql`${formSubmissions.data}::text`, address))))
    .orderBy(formSubmissions.createdAt)
  return rows.filter((r) => submissionIsAbout(r.formType, r.data, address)) as BareSubmission[]
}

/** The chat transcripts stored from these chat sessions (their metadata.sessionId), but those already found. */
async function findTranscripts(db: Db, chatIds: readonly string[], known: ReadonlySet<string>): Promise<BareSubmission[]> {
  if (chatIds.length === 0) return []
  const rows = await db
    .select(submissionColumns)
    .from(formSubmissions)
    .where(and(eq(formSubmissions.formType, 'chat'), inArray(sql<string>`${formSubmissions.metadata}->>'sessionId'`, [...chatIds])))
  return (rows as BareSubmission[]).filter((r) => !known.has(r.id))
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Chat sessions that mention the address, and the linked ones (`linked`: ids from submissions' metadata). */
async function findChatSessions(db: Db, address: string, linked: readonly unknown[]): Promise<PersonalData['chatSessions']> {
  const linkedIds = [...new Set(linked.filter((v): v is string => typeof v === 'string' && UUID.test(v)))]
  const rows = await db
    .select()
    .from(chatSessions)
    .where(
      or(
        containsText(sql`${chatSessions.title} || ' ' || ${chatSessions.messages}::text || ' ' || ${chatSessions.context}::text`, address),
        linkedIds.length ? inArray(chatSessions.id, linkedIds) : undefined,
      ),
    )
  const found = rows.filter((r) => linkedIds.includes(r.id) || mentionsAddress(`${r.title} ${JSON.stringify(r.messages)} ${JSON.stringify(r.context)}`, address))
  if (found.length === 0) return []
  const feedback = await db
    .select({ sessionId: chatFeedback.sessionId, messageId: chatFeedback.messageId, rating: chatFeedback.rating, comment: chatFeedback.comment, createdAt: chatFeedback.createdAt })
    .from(chatFeedback)
    .where(inArray(chatFeedback.sessionId, found.map((r) => r.id)))
  return found.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    startTime: r.startTime,
    lastActivity: r.lastActivity,
    messages: r.messages,
    context: r.context,
    feedback: feedback.filter((f) => f.sessionId === r.id).map(({ messageId, rating, comment, createdAt }) => ({ messageId, rating, comment, createdAt })),
  }))
}

export type ErasedCounts = {
  submissions: number
  pipelineEvents: number
  files: number
  newsletter: number
  chatSessions: number
  chatFeedback: number
  analyticsEvents: number
  jobs: number
  /** Other people's e-mails that named the address: kept, the address struck from them. */
  jobsRedacted: number
}

/**
 * Erases what findPersonalData finds, in one transaction: all of it or nothing. Pipeline rows, notes and files go
 * with their submission (cascade), feedback with its chat session; the submissions' own e-mails (the team's notice,
 * the receipt, status mails) go too, also those addressed to the team. Another person's e-mail that merely names the
 * address is theirs: the address is struck from it, the job kept. Returns counts only — what the audit records.
 * The jobs deleted and redacted are returned by id: their .eml copies (DATA_DIR/mail/<id>.eml) are named by them.
 */
export async function erasePersonalData(db: Db, address: string): Promise<{ counts: ErasedCounts; jobIds: string[]; redactedJobIds: string[] }> {
  return db.transaction(async (tx) => {
    const found = await findPersonalData(tx as unknown as Db, address)
    const submissionIds = found.submissions.map((s) => s.id)
    const sessionIds = [...new Set(found.analyticsEvents.map((e) => e.sessionId).filter((v): v is string => v !== null))]
    const chatIds = found.chatSessions.map((c) => c.id)
    const jobIds = new Set(found.jobs.map((j) => j.id))
    const analytics = sessionIds.length ? await tx.delete(analyticsEvents).where(inArray(analyticsEvents.sessionId, sessionIds)).returning({ id: analyticsEvents.id }) : []
    if (submissionIds.length) {
      // The files go with their submissions by cascade; their S3 objects are deleted by jobs once this commits.
      await enqueueObjectDeletes(tx as unknown as Db, inArray(formSubmissions.id, submissionIds))
      for (const id of await deleteSubmissionMailJobs(tx as unknown as Db, inArray(formSubmissions.id, submissionIds))) jobIds.add(id)
      await tx.delete(formSubmissions).where(inArray(formSubmissions.id, submissionIds))
    }
    if (chatIds.length) await tx.delete(chatSessions).where(inArray(chatSessions.id, chatIds))
    if (jobIds.size) await tx.delete(jobs).where(inArray(jobs.id, [...jobIds]))
    const redacted = found.mentionedInJobs.filter((j) => !jobIds.has(j.id))
    for (const { id } of redacted) {
      const [row] = await tx.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.id, id))
      if (row) await tx.update(jobs).set({ payload: JSON.parse(redactAddress(JSON.stringify(row.payload), address)) }).where(eq(jobs.id, id))
    }
    const newsletter = await tx.delete(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, address)).returning({ id: newsletterSubscribers.id })
    return {
      counts: {
        submissions: submissionIds.length,
        pipelineEvents: found.submissions.reduce((n, s) => n + s.events.length, 0),
        files: found.submissions.reduce((n, s) => n + s.files.length, 0),
        newsletter: newsletter.length,
        chatSessions: chatIds.length,
        chatFeedback: found.chatSessions.reduce((n, c) => n + c.feedback.length, 0),
        analyticsEvents: analytics.length,
        jobs: jobIds.size,
        jobsRedacted: redacted.length,
      },
      jobIds: [...jobIds],
      redactedJobIds: redacted.map((j) => j.id),
    }
  })
}
