import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { syncDir } from '@/lib/forms/outbox'
import type { FileMeta, UploadedFile } from './store'

/**
 * Files of a submission the database could not take (lib/forms/outbox.ts): the outbox line keeps their metadata and
 * the bytes wait here, one file each (<dir>/<submission id>-<n>), written and fsynced before the visitor is told the
 * application was received. The replay stores them with the submission, then removes them.
 */

function stagedPath(dir: string, entryId: string, index: number): string {
  if (!/^[0-9a-f-]{36}$/i.test(entryId)) throw new Error(`not a submission id: ${entryId}`)
  return path.join(dir, `${entryId}-${index}`)
}

export async function stageFiles(dir: string, entryId: string, files: readonly UploadedFile[]): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 })
  for (const [index, { bytes }] of files.entries()) {
    const handle = await fs.open(stagedPath(dir, entryId, index), 'w', 0o600)
    try {
      await handle.writeFile(bytes)
      await handle.sync()
    } finally {
      await handle.close()
    }
  }
  await syncDir(dir)
}

/** The staged bytes of an entry's files; a file that is missing or changed on disk is an error (the entry waits). */
export async function loadStagedFiles(dir: string, entryId: string, metas: readonly FileMeta[]): Promise<UploadedFile[]> {
  const files: UploadedFile[] = []
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
