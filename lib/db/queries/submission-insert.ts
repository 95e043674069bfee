import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { formSubmissions, type NewFormSubmission } from '../schema'

/**
 * Stores one submission under its own id and returns the reference the database gave it, or null for a repeat: its
 * id is stored already (the outbox replaying an entry that reached the database just before a crash) or its
 * idempotency key is (a double click, a retried request, two of them racing). The conflict target is the key's
 * unique index and nothing else: any other unique violation — a reference given twice, as when the reference's
 * format cut 10000 to '1000' — fails the insert, so the caller sets the submission aside for the team instead of
 * telling the visitor it arrived while the row is silently dropped.
 */
export async function insertSubmission(db: Db, row: NewFormSubmission & { id: string }): Promise<string | null> {
  // An id repeats only when the outbox replays an entry, and Outbox.replay offers one entry at a time.
  const [stored] = await db.select({ id: formSubmissions.id }).from(formSubmissions).where(eq(formSubmissions.id, row.id))
  if (stored) return null
  const rows = await db
    .insert(formSubmissions)
    .values(row)
    .onConflictDoNothing({ target: formSubmissions.idempotencyKey })
    .returning({ reference: formSubmissions.reference })
  return rows[0]?.reference ?? null
}
