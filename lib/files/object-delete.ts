import 'server-only'
import fs from 'node:fs/promises'
import { env } from '@/lib/env'
import type { JobHandler } from '@/lib/jobs/runner'
import { deleteObject, type S3Config } from './s3'
import { filesDir } from './spool'
import { diskPath, s3Config } from './store'
import { errorMessage } from '@/lib/error-message'
import { log as logScope } from '@/lib/log'

/**
 * Runs an OBJECT_DELETE_JOB (lib/db/queries/submission-files.ts enqueueObjectDeletes): deletes the S3 object, or the
 * file in DATA_DIR/files, of a file whose row went with its submission. A failure is logged here and thrown, so the
 * runner tries again later.
 */
export function objectDeleteHandler(
  config: () => S3Config | null = s3Config,
  log: (msg: string) => void = (msg) => logScope('files').error(msg),
  dir: () => string = () => filesDir(env().dataDir),
): JobHandler {
  return async (job) => {
    const key = job.payload.key
    if (typeof key !== 'string' || key === '') return // nothing to delete: a malformed job is done, not retried
    const onDisk = job.payload.storage === 'disk'
    try {
      if (onDisk) {
        await fs.rm(diskPath(dir(), key), { force: true })
        return
      }
      const s3 = config()
      if (!s3) throw new Error('S3_* is not configured')
      await deleteObject(s3, key)
    } catch (err) {
      const message = errorMessage(err)
      log(`could not delete ${onDisk ? 'file' : 'S3 object'} ${key} (attempt ${job.attempts} of ${job.maxAttempts}): ${message}`)
      throw err
    }
  }
}
