import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import { mailDir } from '@/lib/mail/mailer'
import { mentionsAddress, redactAddress } from './address'

/** `mentioned`: a copy of an e-mail to someone else that merely names the address — theirs, not the address's. */
export type MailFile = { name: string; sizeBytes: number; modifiedAt: Date; mentioned?: boolean }

/**
 * The .eml copies in DATA_DIR/mail (written when no SMTP server is set) of e-mails to the address: those of its jobs
 * (named <job id>.eml) and any whose To or Reply-To header is the address (its job expired before the file did);
 * and, flagged `mentioned`, those of other people's e-mails whose text names it. Each instance has its own
 * DATA_DIR: this reads the folder of the instance that answers.
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
      const text = await fs.readFile(file, 'utf8')
      const own = ofJobs.has(name) || addressedTo(text, address)
      if (!own && !mentionsAddress(text, address)) continue
      const stat = await fs.stat(file)
      found.push({ name, sizeBytes: stat.size, modifiedAt: stat.mtime, ...(own ? {} : { mentioned: true }) })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err // deleted meanwhile: nothing to list
    }
  }
  return found
}

/** Whether the message's To or Reply-To header (folded lines joined) names the address. */
function addressedTo(eml: string, address: string): boolean {
  const head = eml.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  return head.split(/\r?\n/).some((line) => /^(to|reply-to):/i.test(line) && mentionsAddress(line, address))
}

/** Strikes the address from copies of other people's e-mails that name it (an erasure keeps those files). */
export async function redactMailFiles(files: readonly MailFile[], address: string, dir = mailDir()): Promise<number> {
  let redacted = 0
  for (const f of files) {
    const file = path.join(dir, path.basename(f.name))
    try {
      await fs.writeFile(file, redactAddress(await fs.readFile(file, 'utf8'), address))
      redacted++
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
  }
  return redacted
}

/** Deletes the listed files; one already gone counts as deleted. Returns how many were removed. */
export async function removeMailFiles(files: readonly MailFile[], dir = mailDir()): Promise<number> {
  for (const f of files) await fs.rm(path.join(dir, path.basename(f.name)), { force: true })
  return files.length
}

/** The .eml copies of these jobs, deleted (after the jobs' rows are gone). Returns how many files were there. */
export async function removeJobMailFiles(jobIds: readonly string[], dir = mailDir()): Promise<number> {
  let removed = 0
  for (const id of jobIds) {
    try {
      await fs.rm(path.join(dir, `${path.basename(id)}.eml`))
      removed++
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
  }
  return removed
}

/**
 * The .eml copies written before `cutoff`, deleted: a file is written when its job is done, so files expire with the
 * done jobs' history (lib/jobs/tasks.ts JOB_HISTORY_DAYS). Leftover `.partial` files of a crashed write go too.
 */
export async function removeMailFilesBefore(cutoff: Date, dir = mailDir()): Promise<number> {
  let names: string[]
  try {
    names = await fs.readdir(dir)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw err
  }
  let removed = 0
  for (const name of names.filter((n) => n.endsWith('.eml') || n.endsWith('.eml.partial'))) {
    const file = path.join(dir, name)
    try {
      if ((await fs.stat(file)).mtime >= cutoff) continue
      await fs.rm(file)
      removed++
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
  }
  return removed
}
