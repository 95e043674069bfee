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

/**
 * This instance's outbox as /api/health reports it: entries waiting for the database and entries
 * set aside for the admin. Counts only — nothing of what visitors sent. A count the disk would not give is null.
 */
export type OutboxReport = { waiting: number | null; setAside: number | null }

export async function outboxReport(outbox: Outbox = getOutbox()): Promise<OutboxReport> {
  const [waiting, setAside] = await Promise.all([
    outbox.size().catch(() => null),
    // Every line is one entry set aside, an unreadable one included (readSetAside counts those too).
    readText(outbox.rejectedFile).then(
      (text) => text.split('\n').filter((line) => line.trim()).length,
      () => null,
    ),
  ])
  return { waiting, setAside }
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
