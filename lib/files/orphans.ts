import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '@/lib/db/client'
import { referencedKeys } from '@/lib/db/queries/submission-files'
import { isTempName, SPOOLED_NAME } from './spool'

/**
 * Files in DATA_DIR/files that nothing references: a crash between placing a deck and committing its submission, a
 * refused upload cut off mid-write, a deck whose inlining into the row finished but whose local copy was not removed.
 * A file is kept while a row or an outbox line (waiting or set aside) names it, and for a day in any case, so an
 * upload in progress or a submission about to commit is never touched.
 */

export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60_000

export type OrphanSweep = { dir: string; /** The outbox's files (waiting and set aside): a name found in them is kept. */ outboxFiles: readonly string[]; now?: Date; minAgeMs?: number }

export async function sweepOrphanFiles(db: Db, { dir, outboxFiles, now = new Date(), minAgeMs = ORPHAN_MIN_AGE_MS }: OrphanSweep): Promise<{ removed: string[] }> {
  let names: string[]
  try {
    names = await fs.readdir(dir)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { removed: [] }
    throw err
  }
  const old: string[] = []
  for (const name of names) {
    if (!SPOOLED_NAME.test(name) && !isTempName(name)) continue // not ours: left alone
    const stat = await fs.stat(path.join(dir, name)).catch(() => null)
    if (stat?.isFile() && now.getTime() - stat.mtimeMs >= minAgeMs) old.push(name)
  }
  if (!old.length) return { removed: [] }
  const outboxText = await readOutboxText(outboxFiles)
  const candidates = old.filter((name) => isTempName(name) || !outboxText.includes(name))
  const referenced = await referencedKeys(db, 'disk', candidates.filter((name) => SPOOLED_NAME.test(name)))
  const removed: string[] = []
  for (const name of candidates) {
    if (referenced.has(name)) continue
    await fs.rm(path.join(dir, name), { force: true })
    removed.push(name)
  }
  return { removed }
}

/** The raw text, not parsed entries: a line that no longer parses still keeps the file it names. */
function readOutboxText(outboxFiles: readonly string[]): Promise<string> {
  return Promise.all(outboxFiles.map((f) => fs.readFile(f, 'utf8').catch(() => ''))).then((texts) => texts.join('\n'))
}

/**
 * Whether an S3 object key is still wanted (for ./s3-orphans.ts): a row names it, or an outbox line (waiting or set
 * aside) does. The outbox is read once per sweep.
 */
export async function s3KeyReferenced(db: Db, outboxFiles: readonly string[]): Promise<(key: string) => Promise<boolean>> {
  const outboxText = await readOutboxText(outboxFiles)
  return async (key) => outboxText.includes(key) || (await referencedKeys(db, 's3', [key])).has(key)
}
