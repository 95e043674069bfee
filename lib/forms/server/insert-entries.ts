import type { Db } from '@/lib/db/client'
import { batchWhileBusy } from '@/lib/db/batch-while-busy'
import { isPermanentDbError } from '@/lib/db/errors'
import { enterPipeline } from '@/lib/db/queries/application-status'
import { enqueueJobs, type NewJob } from '@/lib/db/queries/jobs'
import { insertSubmissions, storedUnderKeys, type StoredUnderKey } from '@/lib/db/queries/submission-insert'
import { insertFileRows } from '@/lib/files/store'
import { recordNewsletterSignUp } from '@/lib/newsletter/sign-up'
import { statusTokenHash, newStatusToken } from '@/lib/pipeline/status-token'
import { forwardTarget, type ForwardTarget } from './forward'
import type { OutboxEntry } from './outbox'
import { submissionJobs } from './submission-jobs'

/** What the database gave a new row: its reference, and an application's status link token. */
export type Inserted = { reference: string; statusToken?: string }

/**
 * A new row, or a repeat with the submission stored under its key, read in the same transaction (null: a replayed
 * entry whose own id was stored, or a key whose row is gone). Read there rather than by each request afterwards:
 * a thousand repeats at once each waiting for the database's one connection ran out of time and queued a copy.
 */
export type Stored = { inserted: Inserted } | { repeatOf: StoredUnderKey | null }

type FileRows = Parameters<typeof insertFileRows>[2]

/** One entry to store, with where it is forwarded and the rows of its uploaded files. */
export type EntryToStore = {
  entry: OutboxEntry
  target?: ForwardTarget
  // The rows of its uploaded files, read only when the row is new (a replayed entry's staged files may be gone once stored).
  files?: () => Promise<FileRows>
}

/**
 * Inserts an entry with its own id; null when its idempotency key (or id) is already stored. In the same
 * transaction an application enters the pipeline with its status link, and the work the row sets off (forward,
 * e-mails: see submissionJobs) is enqueued, built after the insert so the e-mails carry the reference the database
 * gave: stored means in the pipeline, forwarded and announced, however the row got here (the visitor's request or
 * the outbox's replay).
 */
export async function insertEntry(
  db: Db,
  entry: OutboxEntry,
  target: ForwardTarget | undefined = forwardTarget(entry.formType),
  files: () => Promise<FileRows> = async () => [],
): Promise<Inserted | null> {
  const [stored] = await insertEntries(db, [{ entry, target, files }])
  return stored && 'inserted' in stored ? stored.inserted : null
}

/**
 * insertEntry for several entries in one transaction: all are stored or none. The rows go in one statement and
 * their jobs in another, so a batch costs about what one entry does; only a newsletter sign-up, an application and
 * uploaded files add statements of their own. The answers are in the entries' order.
 */
export async function insertEntries(db: Db, items: readonly EntryToStore[]): Promise<Stored[]> {
  return db.transaction(async (tx) => {
    const references = await insertSubmissions(
      tx,
      items.map(({ entry }) => ({
        id: entry.id,
        formType: entry.formType,
        data: entry.data,
        metadata: entry.metadata,
        createdAt: new Date(entry.createdAt),
        idempotencyKey: entry.idempotencyKey,
        bodyHash: entry.bodyHash ?? null,
      })),
    )
    const repeatedKeys = items.filter(({ entry }) => !references.has(entry.id) && entry.idempotencyKey).map(({ entry }) => entry.idempotencyKey!)
    const underKey = await storedUnderKeys(tx, repeatedKeys)
    const jobs: NewJob[] = []
    const answers: Stored[] = []
    for (const { entry, target = forwardTarget(entry.formType), files } of items) {
      // Also for a repeat: the address may have expired, unsubscribed or lost the first e-mail since.
      const signUp = newsletterAddress(entry)
      if (signUp) await recordNewsletterSignUp(tx, signUp)
      const reference = references.get(entry.id)
      if (reference === undefined) {
        answers.push({ repeatOf: (entry.idempotencyKey && underKey.get(entry.idempotencyKey)) || null })
        continue
      }
      if (files) await insertFileRows(tx, entry.id, await files())
      // An application queued before status links existed gets its token here, at replay.
      const statusToken = entry.formType === 'apply' ? (entry.statusToken ?? newStatusToken()) : undefined
      if (statusToken) await enterPipeline(tx, entry.id, statusTokenHash(statusToken))
      jobs.push(...submissionJobs({ ...entry, reference, statusToken }, target))
      answers.push({ inserted: { reference, statusToken } })
    }
    await enqueueJobs(tx, jobs)
    return answers
  })
}

const newsletterAddress = (entry: OutboxEntry) => (entry.formType === 'newsletter' && typeof entry.data.email === 'string' ? entry.data.email : null)

/** Past this many, the entries still waiting go in the next transaction. */
const MOST_AT_ONCE = 250

type Outcome = { stored: Stored } | { error: unknown }
const batchers = new WeakMap<Db, (item: EntryToStore) => Promise<Outcome>>()

/**
 * insertEntry for a visitor's request: submissions that arrive while another transaction of this process is being
 * stored wait for it, then go in one transaction together (lib/db/batch-while-busy.ts); a lone one is stored at once,
 * as before. Each answer still comes only after the commit that holds its row. A batch the database refuses for good
 * is retried one entry at a time, so that only the refused entry fails; any other error fails each entry of the
 * batch (their callers keep them in the outbox).
 */
export async function storeTogether(db: Db, item: EntryToStore): Promise<Stored> {
  let store = batchers.get(db)
  if (!store) batchers.set(db, (store = batchWhileBusy((items: EntryToStore[]) => storeBatch(db, items), MOST_AT_ONCE)))
  const outcome = await store(item)
  if ('error' in outcome) throw outcome.error
  return outcome.stored
}

async function storeBatch(db: Db, items: EntryToStore[]): Promise<Outcome[]> {
  try {
    return (await insertEntries(db, items)).map((stored) => ({ stored }))
  } catch (err) {
    if (items.length === 1 || !isPermanentDbError(err)) throw err
    // One of them the database will never take (a constraint): each alone, so that only that one is set aside.
    const outcomes: Outcome[] = []
    for (const { entry, target, files } of items) {
      outcomes.push(await insertEntries(db, [{ entry, target, files }]).then(([stored]) => ({ stored: stored! }), (error: unknown) => ({ error })))
    }
    return outcomes
  }
}
