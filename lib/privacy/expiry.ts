import 'server-only'
import type { Db } from '@/lib/db/client'
import { deleteBefore } from '@/lib/db/queries/retention'
import { deleteSubmission } from '@/lib/db/queries/submissions-admin'
import { removeJobMailFiles } from './mail-files'
import { expireSetAside } from './set-aside'

/**
 * Deleting submissions leaves nothing of them behind: the rows (files, notes and mail jobs with them, in one
 * transaction), then the .eml copies of those e-mails, which cannot join the transaction.
 */

/** The owner's delete of one submission. Null when it is already gone. */
export async function deleteSubmissionEverywhere(db: Db, id: string) {
  const gone = await deleteSubmission(db, id)
  if (gone) await removeJobMailFiles(gone.mailJobIds)
  return gone
}

/**
 * Submissions and analytics events created before the cut-off (the dashboard's clean-up); with `setAside`, also the
 * set-aside rows of this instance sent before it (RETENTION_DAYS: the policy promises every submission goes).
 */
export async function deleteSubmissionsBefore(db: Db, cutoff: Date, { setAside = false } = {}) {
  const { mailJobIds, ...result } = await deleteBefore(db, cutoff)
  const mailFiles = await removeJobMailFiles(mailJobIds)
  return { ...result, mailJobs: mailJobIds.length, mailFiles, setAside: setAside ? await expireSetAside(db, cutoff) : 0 }
}
