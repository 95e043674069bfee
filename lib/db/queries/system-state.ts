import 'server-only'
import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import { formSubmissions, jobs } from '../schema'

/** Where an unfinished or failed job stands: due and not taken, leased by an instance, due later, or given up on. */
export type JobState = 'waiting' | 'running' | 'scheduled' | 'failed'
export type JobStateCount = { kind: string; state: JobState; count: number; oldestRunAt: Date | null }

/**
 * Every job not done, by kind and state, with the oldest due time of each group (a waiting group's oldest is how long
 * the queue has kept work waiting). Done jobs are history and left out; one grouped scan answers the whole board.
 */
export async function countJobStates(db: Db, now = new Date()): Promise<JobStateCount[]> {
  const at = sql`${now.toISOString()}::timestamptz`
  const state = sql<JobState>`case
    when ${jobs.status} = 'failed' then 'failed'
    when ${jobs.lockedUntil} > ${at} then 'running'
    when ${jobs.runAt} > ${at} then 'scheduled'
    else 'waiting' end`
  const rows = await db
    .select({ kind: jobs.kind, state, count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${jobs.runAt})` })
    .from(jobs)
    .where(sql`${jobs.status} in ('pending', 'failed')`)
    // By position: the state expression carries the time as a parameter, and a repeated parameter is another expression to GROUP BY.
    .groupBy(sql`1, 2`)
  return rows.map((r) => ({ kind: r.kind, state: r.state, count: Number(r.count), oldestRunAt: r.oldest ? new Date(r.oldest) : null }))
}

/** Stored submissions by form type (every instance sees the same: they share the database). */
export async function countSubmissionsByForm(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ form: formSubmissions.formType, n: sql<number>`count(*)::int` }).from(formSubmissions).groupBy(formSubmissions.formType)
  return Object.fromEntries(rows.map((r) => [r.form, Number(r.n)]))
}
