import fs from 'node:fs/promises'
import type { Outbox, SetAsideEntry } from './outbox'
import { getOutbox } from './submit'

/**
 * Submissions the database refused for good (outbox.ts's rejected file), for the admin dashboard: the count, the
 * list and the download. A line that cannot be read is counted, not hidden; the download is the file as it is.
 * The file is this instance's (DATA_DIR): with several instances each shows its own.
 */
export type SetAside = { entries: SetAsideEntry[]; unreadableLines: number }

export async function readSetAside(outbox: Outbox = getOutbox()): Promise<SetAside> {
  const text = await readText(outbox.rejectedFile)
  const out: SetAside = { entries: [], unreadableLines: 0 }
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    try {
      const entry = JSON.parse(line) as SetAsideEntry
      // Entries set aside before the reason was recorded have neither field.
      out.entries.push({ ...entry, rejectedAt: entry.rejectedAt ?? entry.createdAt, reason: entry.reason ?? 'not recorded' })
    } catch {
      out.unreadableLines++
    }
  }
  out.entries.reverse() // newest first
  return out
}

/** The rejected file's bytes for the download; empty when nothing was ever set aside. */
export async function readText(file: string): Promise<string> {
  try {
    return await fs.readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return ''
    throw err
  }
}
