import 'server-only'
import type { JobHandler } from '@/lib/jobs/runner'
import { deleteObject, type S3Config } from './s3'
import { s3Config } from './store'

/**
 * Runs an OBJECT_DELETE_JOB (lib/db/queries/submission-files.ts enqueueObjectDeletes): deletes the S3 object of a
 * file whose row went with its submission. A failure is logged here and thrown, so the runner tries again later.
 */
export function objectDeleteHandler(config: () => S3Config | null = s3Config, log: (msg: string) => void = console.error): JobHandler {
  return async (job) => {
    const key = job.payload.key
    if (typeof key !== 'string' || key === '') return // nothing to delete: a malformed job is done, not retried
    try {
      const s3 = config()
      if (!s3) throw new Error('S3_* is not configured')
      await deleteObject(s3, key)
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      log(`[files] could not delete S3 object ${key} (attempt ${job.attempts} of ${job.maxAttempts}): ${message}`)
      throw err
    }
  }
}
