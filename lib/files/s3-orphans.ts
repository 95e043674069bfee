import { deleteObject, listObjects, type S3Config } from './s3'
import { errorMessage } from '@/lib/error-message'

type Log = (message: string) => void

/**
 * Removes uploaded objects nothing refers to. A deck is put in the bucket before its submission is recorded, so a crash
 * (or a refused submission) between the two leaves an object no row names; only objects older than `olderThan` are
 * considered, so an upload whose submission is still being recorded is never taken. Returns how many were deleted.
 */
export async function sweepOrphanObjects(config: S3Config, isReferenced: (key: string) => Promise<boolean>, olderThan: Date, log: Log): Promise<number> {
  let deleted = 0
  for (const object of await listObjects(config, 'uploads/')) {
    if (object.lastModified >= olderThan) continue
    if (await isReferenced(object.key)) continue
    try {
      await deleteObject(config, object.key)
      deleted++
    } catch (error) {
      // One refusal should not stop the sweep; the next day's run tries again.
      log(`orphan sweep: could not delete ${object.key}: ${errorMessage(error)}`)
    }
  }
  if (deleted > 0) log(`orphan sweep: deleted ${deleted} unreferenced upload(s)`)
  return deleted
}
