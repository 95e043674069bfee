import 'server-only'
import { inArray, sql, type SQL } from 'drizzle-orm'
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
  // A job's key is unique across all kinds, and these 'mail:' keys are only ever given to mail jobs: the keys alone
  // select them.
  const rows = await db
    .delete(jobs)
    .where(inArray(jobs.key, keys))
    .returning({ id: jobs.id })
  return rows.map((r) => r.id)
}
