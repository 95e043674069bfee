import 'server-only'
import { sql } from 'drizzle-orm'
import type { Db } from '../client'

/**
 * The counts the dashboard shows without counting rows: submission_counts (per form type) and pipeline_counts (per
 * status and assignee) hold deltas that triggers add (migration 0015); a count is the sum of its key's rows. Readers
 * fold the rows once there are more than this many, which keeps every read a few hundred rows at most.
 */
export const DELTA_ROWS_TO_FOLD = 1000

const KEYS = { submission_counts: sql`form_type`, pipeline_counts: sql`status, assignee_id` } as const

/**
 * Replaces a delta table's rows by one per key holding their sum, in one statement. Safe beside writers and beside
 * another fold: a delete skips the rows a concurrent fold already took, and rows added meanwhile wait for the next.
 */
export async function foldDeltas(db: Db, table: keyof typeof KEYS): Promise<void> {
  const keys = KEYS[table]
  await db.execute(sql`with taken as (delete from ${sql.identifier(table)} returning ${keys}, delta)
    insert into ${sql.identifier(table)} (${keys}, delta) select ${keys}, sum(delta) from taken group by ${keys} having sum(delta) <> 0`)
}
