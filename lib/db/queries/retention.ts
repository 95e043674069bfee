import 'server-only'
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { analyticsEvents, formSubmissions } from '../schema'
import { enqueueObjectDeletes } from './submission-files'
import { deleteSubmissionMailJobs } from './submission-mail'

/** Old data is cleaned up after 90 days by default. */
export const DEFAULT_RETENTION_DAYS = 90

export function cutoffFor(days: number, now = new Date()): Date {
  if (!Number.isInteger(days) || days < 1) throw new Error('Retention must be a whole number of days, at least 1.')
  return new Date(now.getTime() - days * 86_400_000)
}

/** How many rows deleteOlderThan would remove — the admin's confirmation states it before anything goes. */
export async function countOlderThan(db: Db, days = DEFAULT_RETENTION_DAYS, now = new Date()) {
  return countBefore(db, cutoffFor(days, now))
}

/** Deletes submissions and analytics events created before now − days. */
export async function deleteOlderThan(db: Db, days = DEFAULT_RETENTION_DAYS, now = new Date()) {
  return deleteBefore(db, cutoffFor(days, now))
}

/**
 * The same by an explicit cut-off: the admin's clean-up confirms with the instant it counted against, so that
 * what is deleted is exactly what the confirmation stated (rows older than a fixed instant can only become fewer).
 */
export async function countBefore(db: Db, cutoff: Date) {
  const [s] = await db.select({ n: sql<number>`count(*)::int` }).from(formSubmissions).where(lt(formSubmissions.createdAt, cutoff))
  const [a] = await db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents).where(lt(analyticsEvents.createdAt, cutoff))
  return { submissions: s?.n ?? 0, analyticsEvents: a?.n ?? 0, cutoff }
}

/**
 * Submissions go with their files and their e-mails (mail jobs, sent or not); the files' S3 objects are queued for
 * deletion in the same transaction. `mailJobIds` names the deleted jobs, whose .eml copies the caller removes
 * (lib/privacy/expiry.ts does, with the set-aside rows of the same age).
 */
export async function deleteBefore(db: Db, cutoff: Date) {
  const { submissions, mailJobIds } = await db.transaction(async (tx) => {
    await enqueueObjectDeletes(tx as unknown as Db, lt(formSubmissions.createdAt, cutoff))
    const mailJobIds = await deleteSubmissionMailJobs(tx as unknown as Db, lt(formSubmissions.createdAt, cutoff))
    const submissions = await tx.delete(formSubmissions).where(lt(formSubmissions.createdAt, cutoff)).returning({ id: formSubmissions.id })
    return { submissions, mailJobIds }
  })
  const events = await db.delete(analyticsEvents).where(lt(analyticsEvents.createdAt, cutoff)).returning({ id: analyticsEvents.id })
  return { submissions: submissions.length, analyticsEvents: events.length, mailJobIds, cutoff }
}
