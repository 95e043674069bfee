import 'server-only'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { MAIL_JOB } from '@/lib/mail/message'
import type { Db } from '../client'
import { applicationEvents, formSubmissions, jobs } from '../schema'

/**
 * The mail jobs of the submissions `where` selects (a condition on form_submissions), deleted: the team's notice
 * (mail:team:<id>), the founder's receipt with its status link (mail:receipt:<id>) and the status mails of its
 * pipeline events (mail:status:<event id>) — pending or sent. Call it in the transaction that deletes the
 * submissions, before the delete (the events go with them by cascade). Returns the jobs' ids: their .eml copies
 * (DATA_DIR/mail/<id>.eml, lib/privacy/mail-files.ts) are removed once the transaction has committed.
 */
export async function deleteSubmissionMailJobs(db: Db, where: SQL | undefined): Promise<string[]> {
  const ids = db.select({ id: formSubmissions.id }).from(formSubmissions).where(where)
  const keys = db
    .select({ key: sql<string>`'mail:team:' || ${formSubmissions.id}::text` })
    .from(formSubmissions)
    .where(where)
    .union(db.select({ key: sql<string>`'mail:receipt:' || ${formSubmissions.id}::text` }).from(formSubmissions).where(where))
    .union(db.select({ key: sql<string>`'mail:status:' || ${applicationEvents.id}::text` }).from(applicationEvents).where(inArray(applicationEvents.submissionId, ids)))
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), inArray(jobs.key, keys)))
    .returning({ id: jobs.id })
  return rows.map((r) => r.id)
}
