import fs from 'node:fs/promises'
import path from 'node:path'
import type { FormType, SubmissionMetadata } from '@/lib/db/schema'
import type { QueuedFile } from '@/lib/files/store'
import { syncDir } from '@/lib/files/sync-dir'

/**
 * The durable outbox: a submission the database refused is appended here and flushed to disk (fsync) before the
 * visitor is told it was received; a replayer moves entries into the database once it answers again. Entries
 * carry their final id, and the insert ignores conflicts, so a replay interrupted half-way never duplicates a row.
 * One file per instance, in that instance's DATA_DIR.
 */
/** The local backup holds 1000 entries; from there /api/health says degraded (nothing is dropped). */
export const OUTBOX_DEGRADED_AT = 1000

export function outboxHealth(queued: number): 'ok' | 'degraded' {
  return queued >= OUTBOX_DEGRADED_AT ? 'degraded' : 'ok'
}

export type OutboxEntry = {
  id: string
  formType: FormType
  data: Record<string, unknown>
  metadata: SubmissionMetadata
  createdAt: string
  idempotencyKey: string | null
  /** lib/forms/server/body-hash.ts of data, compared on a repeat of the key; absent in entries queued before the check. */
  bodyHash?: string | null
  /**
   * Uploaded files (the deck): a reference to where each was placed (DATA_DIR/files or the bucket). Entries queued
   * before files were placed first carry only metadata, their bytes staged beside the outbox (lib/files/staging.ts).
   */
  files?: QueuedFile[]
  /**
   * An application's status link token, drawn when it was sent so the e-mail built at replay carries the link; the
   * database keeps only its hash. Server-side only (this file is the instance's own, mode 600).
   */
  statusToken?: string
}

/** An entry the database refused for good, as the rejected file keeps it: when, and the database's reason. */
export type SetAsideEntry = OutboxEntry & { rejectedAt: string; reason: string }

function setAsideEntry(entry: OutboxEntry, reason: string): SetAsideEntry {
  return { ...entry, rejectedAt: new Date().toISOString(), reason: reason.slice(0, 500) }
}

export class Outbox {
  private queue: Promise<unknown> = Promise.resolve()
  // One read of the file, shared by every caller: a second concurrent read would replace the array appends push to.
  private loading: Promise<OutboxEntry[]> | undefined

  constructor(readonly file: string) {}

  /** Runs file work one piece at a time: appends and replays never interleave. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work)
    this.queue = run.catch(() => undefined)
    return run
  }

  private load(): Promise<OutboxEntry[]> {
    this.loading ??= this.read().catch((err: unknown) => {
      this.loading = undefined // an unreadable file (e.g. a full disk) is tried again next time
      throw err
    })
    return this.loading
  }

  private async read(): Promise<OutboxEntry[]> {
    let bytes: Buffer
    try {
      bytes = await fs.readFile(this.file)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      return []
    }
    // A crash mid-append can leave a torn last line (never acknowledged: the fsync had not returned). Cut it off
    // before anything is appended, or the next entry would be glued to it and lost with it.
    const whole = bytes.lastIndexOf(0x0a) + 1
    if (whole < bytes.length) await truncateDurably(this.file, whole)
    return bytes
      .subarray(0, whole)
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as OutboxEntry]
        } catch {
          return []
        }
      })
  }

  get rejectedFile(): string {
    return this.file.replace(/(\.jsonl)?$/, '.rejected.jsonl')
  }

  private async appendDurably(file: string, entries: readonly OutboxEntry[]): Promise<void> {
    await fs.mkdir(path.dirname(file), { recursive: true })
    const created = !(await exists(file))
    const handle = await fs.open(file, 'a', 0o600)
    try {
      await handle.write(entries.map((e) => JSON.stringify(e) + '\n').join(''))
      await handle.sync()
    } finally {
      await handle.close()
    }
    // A new file's name lives in the directory: without this a power cut can lose the whole file.
    if (created) await syncDir(path.dirname(file))
  }

  async append(entry: OutboxEntry): Promise<void> {
    await this.exclusive(async () => {
      const entries = await this.load()
      await this.appendDurably(this.file, [entry])
      entries.push(entry)
    })
  }

  /** Keeps an entry the database refused for good in the rejected file, for the admin (set-aside.ts). */
  async setAside(entry: OutboxEntry, reason: string): Promise<void> {
    await this.exclusive(() => this.appendDurably(this.rejectedFile, [setAsideEntry(entry, reason)]))
  }

  /**
   * Removes the set-aside entries `drop` picks (an erasure, the retention), rewriting the rejected file atomically;
   * unreadable lines stay for the admin. Returns the entries removed: their staged files are the caller's to delete.
   */
  async dropSetAside(drop: (entry: SetAsideEntry) => boolean): Promise<SetAsideEntry[]> {
    return this.exclusive(async () => {
      let text: string
      try {
        text = await fs.readFile(this.rejectedFile, 'utf8')
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw err
      }
      const kept: string[] = []
      const dropped: SetAsideEntry[] = []
      for (const line of text.split('\n').filter((l) => l.trim())) {
        let entry: SetAsideEntry | null = null
        try {
          entry = JSON.parse(line) as SetAsideEntry
        } catch {}
        if (entry && drop(entry)) dropped.push(entry)
        else kept.push(line)
      }
      if (dropped.length === 0) return []
      const tmp = `${this.rejectedFile}.tmp`
      const handle = await fs.open(tmp, 'w', 0o600)
      try {
        await handle.write(kept.map((l) => `${l}\n`).join(''))
        await handle.sync()
      } finally {
        await handle.close()
      }
      await fs.rename(tmp, this.rejectedFile)
      await syncDir(path.dirname(this.rejectedFile))
      return dropped
    })
  }

  /** Every queued entry (the orphan sweep keeps the files they reference). */
  async entries(): Promise<OutboxEntry[]> {
    return [...(await this.load())]
  }

  async size(): Promise<number> {
    return (await this.load()).length
  }

  async findByIdempotencyKey(key: string): Promise<OutboxEntry | undefined> {
    return (await this.load()).find((e) => e.idempotencyKey === key)
  }

  async findById(id: string): Promise<OutboxEntry | undefined> {
    return (await this.load()).find((e) => e.id === id)
  }

  /**
   * Offers each entry to `store` in order; stops at the first failure (the database is still away) and keeps the
   * rest. An entry `store` rejects (the database will never take it) is moved, with the reason, to the rejected file
   * beside the outbox, which the admin dashboard shows (set-aside.ts), so one bad entry cannot block the queue.
   * The file is rewritten atomically (temp file, fsync, rename). Returns how many entries left the outbox.
   */
  async replay(store: (entry: OutboxEntry) => Promise<void | { rejected: string }>): Promise<number> {
    return this.exclusive(async () => {
      const entries = await this.load()
      if (entries.length === 0) return 0
      let moved = 0
      const rejected: SetAsideEntry[] = []
      for (const entry of entries) {
        try {
          const verdict = await store(entry)
          if (verdict) rejected.push(setAsideEntry(entry, verdict.rejected))
        } catch {
          break
        }
        moved++
      }
      if (rejected.length) await this.appendDurably(this.rejectedFile, rejected)
      if (moved === 0) return 0
      const rest = entries.slice(moved)
      const tmp = `${this.file}.tmp`
      const handle = await fs.open(tmp, 'w', 0o600)
      try {
        await handle.write(rest.map((e) => JSON.stringify(e) + '\n').join(''))
        await handle.sync()
      } finally {
        await handle.close()
      }
      await fs.rename(tmp, this.file)
      // The rename is durable only once the directory is: else a power cut can bring back the old file (and replay
      // entries already stored — harmless, inserts ignore conflicts) or, on some filesystems, an empty one.
      await syncDir(path.dirname(this.file))
      entries.splice(0, moved)
      return moved
    })
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file)
    return true
  } catch {
    return false
  }
}

async function truncateDurably(file: string, length: number): Promise<void> {
  const handle = await fs.open(file, 'r+')
  try {
    await handle.truncate(length)
    await handle.sync()
  } finally {
    await handle.close()
  }
}
