import 'server-only'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { SHARED_STATUSES } from '@/lib/pipeline/statuses'
import type { Db } from '../client'
import { listSubmissionFiles } from './submission-files'
import { applicationEvents, applicationPipeline, formSubmissions, type ApplicationStatus } from '../schema'

/**
 * The founder's side of the pipeline: an application enters it with its private status link, and
 * the link shows only what the founder may see. Every read here goes by the sha256 of the link's token and selects
 * its columns one by one, so nothing internal (notes, assignee, tags, an unshared status) can reach the founder.
 */

/** Puts a new application in the pipeline as 'new' with its link; called in the submission's own transaction. */
export async function enterPipeline(db: Db, submissionId: string, statusTokenHash: string): Promise<void> {
  await db.insert(applicationPipeline).values({ submissionId, statusTokenHash }).onConflictDoNothing()
}

/** What the status page shows. `status` is the last shared one ('new' before any), never an internal status. */
export type FounderStatus = { reference: string; company: string; status: ApplicationStatus; since: Date }

export async function founderStatusByToken(db: Db, statusTokenHash: string): Promise<FounderStatus | null> {
  const [app] = await db
    .select({ id: formSubmissions.id, reference: formSubmissions.reference, data: formSubmissions.data, createdAt: formSubmissions.createdAt })
    .from(applicationPipeline)
    .innerJoin(formSubmissions, eq(formSubmissions.id, applicationPipeline.submissionId))
    .where(eq(applicationPipeline.statusTokenHash, statusTokenHash))
  if (!app) return null
  // The history, not the pipeline row: a term sheet or a withdrawal moves the row, but the founder keeps seeing
  // the last stage they were told about.
  const [shared] = await db
    .select({ status: applicationEvents.toValue, at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.submissionId, app.id), eq(applicationEvents.kind, 'status'), inArray(applicationEvents.toValue, [...SHARED_STATUSES])))
    .orderBy(desc(applicationEvents.createdAt))
    .limit(1)
  return {
    reference: app.reference,
    company: companyOf(app.data),
    status: (shared?.status as ApplicationStatus | undefined) ?? 'new',
    since: shared?.at ?? app.createdAt,
  }
}

/** The founder's copy of what they sent (print and download), by the same link. */
/** What the founder sees of their application: the answers and the name and size of each file sent with it. */
export type FounderCopy = { reference: string; company: string; submittedAt: Date; data: Record<string, unknown>; files: { fileName: string; sizeBytes: number }[] }

export async function founderCopyByToken(db: Db, statusTokenHash: string): Promise<FounderCopy | null> {
  const [app] = await db
    .select({ id: formSubmissions.id, reference: formSubmissions.reference, data: formSubmissions.data, createdAt: formSubmissions.createdAt })
    .from(applicationPipeline)
    .innerJoin(formSubmissions, eq(formSubmissions.id, applicationPipeline.submissionId))
    .where(eq(applicationPipeline.statusTokenHash, statusTokenHash))
  if (!app) return null
  const files = (await listSubmissionFiles(db, app.id)).map(({ fileName, sizeBytes }) => ({ fileName, sizeBytes }))
  return { reference: app.reference, company: companyOf(app.data), submittedAt: app.createdAt, data: app.data, files }
}

function companyOf(data: Record<string, unknown>): string {
  return typeof data.companyName === 'string' ? data.companyName : ''
}
