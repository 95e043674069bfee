import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import { mailDir } from '@/lib/mail/deliver'
import { mentionsAddress } from './address'

export type MailFile = { name: string; sizeBytes: number; modifiedAt: Date }

/**
 * The .eml copies in DATA_DIR/mail (written when no SMTP server is set) of e-mails to or about the address: those
 * of its jobs (named <job id>.eml) and any whose text names it — the jobs themselves are pruned after a week, the
 * files are not. They are the studio's copies of what it sent, so an erasure removes them too. Each instance has
 * its own DATA_DIR: this reads the folder of the instance that answers.
 */
export async function findMailFiles(address: string, jobIds: readonly string[], dir = mailDir()): Promise<MailFile[]> {
  let names: string[]
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.eml'))
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw err
  }
  const ofJobs = new Set(jobIds.map((id) => `${id}.eml`))
  const found: MailFile[] = []
  for (const name of names.sort()) {
    const file = path.join(dir, name)
    try {
      if (!ofJobs.has(name) && !mentionsAddress(await fs.readFile(file, 'utf8'), address)) continue
      const stat = await fs.stat(file)
      found.push({ name, sizeBytes: stat.size, modifiedAt: stat.mtime })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err // deleted meanwhile: nothing to list
    }
  }
  return found
}

/** Deletes the listed files; one already gone counts as deleted. Returns how many were removed. */
export async function removeMailFiles(files: readonly MailFile[], dir = mailDir()): Promise<number> {
  for (const f of files) await fs.rm(path.join(dir, path.basename(f.name)), { force: true })
  return files.length
}
