import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FileMeta, FileWithBytes } from './store'

/**
 * Files of submissions queued in the outbox before decks were placed in their store first (lib/files/store.ts): the
 * outbox line keeps their metadata and the bytes wait here, one file each (<dir>/<submission id>-<n>). Only read now,
 * so entries queued by an earlier version are still stored with their deck at replay, then removed.
 */

function stagedPath(dir: string, entryId: string, index: number): string {
  if (!/^[0-9a-f-]{36}$/i.test(entryId)) throw new Error(`not a submission id: ${entryId}`)
  return path.join(dir, `${entryId}-${index}`)
}

/** The staged bytes of an entry's files; a file that is missing or changed on disk is an error (the entry waits). */
export async function loadStagedFiles(dir: string, entryId: string, metas: readonly FileMeta[]): Promise<FileWithBytes[]> {
  const files: FileWithBytes[] = []
  for (const [index, meta] of metas.entries()) {
    const bytes = await fs.readFile(stagedPath(dir, entryId, index))
    if (createHash('sha256').update(bytes).digest('hex') !== meta.sha256) throw new Error(`staged file ${entryId}-${index} does not match its hash`)
    files.push({ ...meta, bytes })
  }
  return files
}

export async function removeStagedFiles(dir: string, entryId: string, count: number): Promise<void> {
  for (let index = 0; index < count; index++) await fs.rm(stagedPath(dir, entryId, index), { force: true })
}
