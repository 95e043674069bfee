import { inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { formSubmissions, type NewFormSubmission } from '../schema'

type SubmissionRow = NewFormSubmission & { id: string }

/**
 * Stores one submission under its own id and returns the reference the database gave it, or null for a repeat: its
 * id is stored already (the outbox replaying an entry that reached the database just before a crash) or its
 * idempotency key is (a double click, a retried request, two of them racing). The conflict target is the key's
 * unique index and nothing else: any other unique violation — a reference given twice, as when the reference's
 * format cut 10000 to '1000' — fails the insert, so the caller sets the submission aside for the team instead of
 * telling the visitor it arrived while the row is silently dropped.
 */
export async function insertSubmission(db: Db, row: SubmissionRow): Promise<string | null> {
  return (await insertSubmissions(db, [row])).get(row.id) ?? null
}

/**
 * insertSubmission for several rows in two statements, whatever their number: the references given, by id. A row
 * missing from the answer is a repeat (its id or its key is stored already, also by an earlier row of the same
 * call: the first one with a key is stored, the others are its repeats). Run it in the caller's transaction.
 */
export async function insertSubmissions(db: Db, rows: readonly SubmissionRow[]): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map()
  // An id repeats only when the outbox replays an entry.
  const stored = await db.select({ id: formSubmissions.id }).from(formSubmissions).where(inArray(formSubmissions.id, rows.map((r) => r.id)))
  const known = new Set(stored.map((r) => r.id))
  const fresh = rows.filter((r) => !known.has(r.id))
  if (fresh.length === 0) return new Map()
  const inserted = await db
    .insert(formSubmissions)
    .values(fresh)
    .onConflictDoNothing({ target: formSubmissions.idempotencyKey })
    .returning({ id: formSubmissions.id, reference: formSubmissions.reference })
  return new Map(inserted.map((r) => [r.id, r.reference]))
}

/** The stored submission a repeat stands for: its id, the hash of its body and its reference. */
export type StoredUnderKey = { id: string; bodyHash: string | null; reference: string }

/** The submissions stored under these idempotency keys, by key (a key with none is missing). */
export async function storedUnderKeys(db: Db, keys: readonly string[]): Promise<Map<string, StoredUnderKey>> {
  if (keys.length === 0) return new Map()
  const t = formSubmissions
  const rows = await db.select({ key: t.idempotencyKey, id: t.id, bodyHash: t.bodyHash, reference: t.reference }).from(t).where(inArray(t.idempotencyKey, [...new Set(keys)]))
  return new Map(rows.map(({ key, ...row }) => [key!, row]))
}
