import 'server-only'
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { jobs, type Job, type JobStatus } from '../schema'

export type NewJob = {
  kind: string
  payload?: Record<string, unknown>
  /** One job per key: a second enqueue with the same key is a no-op (see jobs.key). */
  key?: string | null
  runAt?: Date
  maxAttempts?: number
}

function jobRow(job: NewJob, now: Date) {
  return { kind: job.kind, payload: job.payload ?? {}, key: job.key ?? null, runAt: job.runAt ?? now, maxAttempts: job.maxAttempts ?? 8 }
}

/** Adds a job unless one with its key exists; the id of the new job, or null when the key was taken. */
export async function enqueueJob(db: Db, job: NewJob): Promise<string | null> {
  const rows = await db
    .insert(jobs)
    .values(jobRow(job, new Date()))
    .onConflictDoNothing()
    .returning({ id: jobs.id })
  return rows[0]?.id ?? null
}

/** Rows per INSERT in enqueueJobs: well under PostgreSQL's 65,535 bind parameters at five columns a row. */
const ENQUEUE_CHUNK = 1000

/**
 * Adds many jobs in a few statements instead of one each (an issue to thousands of subscribers); a job whose key
 * exists is skipped, as in enqueueJob. Run it inside the caller's transaction to add all or none. The number added.
 */
export async function enqueueJobs(db: Db, list: readonly NewJob[], now = new Date()): Promise<number> {
  let added = 0
  for (let i = 0; i < list.length; i += ENQUEUE_CHUNK) {
    const rows = await db
      .insert(jobs)
      .values(list.slice(i, i + ENQUEUE_CHUNK).map((job) => jobRow(job, now)))
      .onConflictDoNothing()
      .returning({ id: jobs.id })
    added += rows.length
  }
  return added
}

/**
 * Claims up to `limit` due jobs for `worker` in one statement. FOR UPDATE SKIP LOCKED lets several instances claim at
 * once without waiting for or taking each other's rows; the lease (locked_until) hands a job to another instance
 * when the one that claimed it died before finishing. Each claim counts as an attempt.
 */
export async function claimJobs(db: Db, options: { worker: string; limit: number; leaseMs: number; kinds?: readonly string[]; now?: Date }): Promise<Job[]> {
  const now = options.now ?? new Date()
  const leaseEnd = new Date(now.getTime() + options.leaseMs)
  const kindFilter = options.kinds?.length ? sql`and ${jobs.kind} in ${options.kinds}` : sql``
  const due = sql`select ${jobs.id} from ${jobs}
    where ${jobs.status} = 'pending' and ${jobs.runAt} <= ${now}::timestamptz
      and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now}::timestamptz) ${kindFilter}
    order by ${jobs.runAt}
    limit ${options.limit}
    for update skip locked`
  return db
    .update(jobs)
    .set({ lockedUntil: leaseEnd, lockedBy: options.worker, attempts: sql`${jobs.attempts} + 1` })
    .where(sql`${jobs.id} in (${due})`)
    .returning()
}

/**
 * Marks a claimed job done, with `payload` replacing its payload when given (what the history may keep of it);
 * false when the lease had passed and another worker holds it now.
 */
export async function completeJob(db: Db, job: Pick<Job, 'id' | 'lockedBy'>, now = new Date(), payload?: Record<string, unknown>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lockedUntil: null, lastError: null, ...(payload ? { payload } : {}) })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? ''), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id })
  return rows.length > 0
}

/**
 * completeJob for several jobs without a payload to replace, in one statement: the ids now marked done (a job whose
 * lease had passed is not among them).
 */
export async function completeJobs(db: Db, list: readonly Pick<Job, 'id' | 'lockedBy'>[], now = new Date()): Promise<string[]> {
  const done: string[] = []
  for (const worker of new Set(list.map((j) => j.lockedBy ?? ''))) {
    const ids = list.filter((j) => (j.lockedBy ?? '') === worker).map((j) => j.id)
    const rows = await db
      .update(jobs)
      .set({ status: 'done', finishedAt: now, lockedUntil: null, lastError: null })
      .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, worker), eq(jobs.status, 'pending')))
      .returning({ id: jobs.id })
    done.push(...rows.map((r) => r.id))
  }
  return done
}

/**
 * Records a failed attempt: the job runs again at `retryAt`, or — with no attempts left, or `retryAt` null for an
 * error that will not pass — it is kept as failed with its last error, for the team to see.
 */
export async function failJob(db: Db, job: Pick<Job, 'id' | 'lockedBy' | 'attempts' | 'maxAttempts'>, error: string, retryAt: Date | null, now = new Date()): Promise<JobStatus> {
  const giveUp = retryAt === null || job.attempts >= job.maxAttempts
  await db
    .update(jobs)
    .set(
      giveUp
        ? { status: 'failed', finishedAt: now, lockedUntil: null, lastError: error.slice(0, 1000) }
        : { runAt: retryAt, lockedUntil: null, lastError: error.slice(0, 1000) },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? ''), eq(jobs.status, 'pending')))
  return giveUp ? 'failed' : 'pending'
}

/** Finished jobs are history, not work: done ones go after `doneDays`, failed ones after `failedDays`. */
export async function pruneFinishedJobs(db: Db, { doneDays, failedDays }: { doneDays: number; failedDays: number }, now = new Date()): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000)
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before(doneDays))),
        and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, before(failedDays))),
      ),
    )
    .returning({ id: jobs.id })
  return rows.length
}

export type JobCounts = { pending: number; failed: number; done: number }

/** Counts by status, for /api/health and the admin area. */
export async function countJobs(db: Db): Promise<JobCounts> {
  return countByStatus(db)
}

/** Jobs whose key starts with `prefix`, by status: the progress of one batch (an issue's sends). */
export async function countJobsByKeyPrefix(db: Db, prefix: string): Promise<JobCounts> {
  return countByStatus(db, sql`${jobs.key} like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`}`)
}

async function countByStatus(db: Db, where?: SQL): Promise<JobCounts> {
  const rows = await db.select({ status: jobs.status, n: sql<number>`count(*)::int` }).from(jobs).where(where).groupBy(jobs.status)
  const counts: JobCounts = { pending: 0, failed: 0, done: 0 }
  for (const r of rows) counts[r.status] = Number(r.n)
  return counts
}

export async function getJob(db: Db, id: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id))
  return row ?? null
}

export async function getJobByKey(db: Db, key: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.key, key))
  return row ?? null
}

/** The newest jobs of one kind, for the admin pages that show them (the mail log). */
export async function listJobs(db: Db, kind: string, limit = 100): Promise<Job[]> {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(desc(jobs.createdAt)).limit(limit)
}

/** Not yet claimed by a worker: once claimed, the job may be running and can no longer be taken back. */
const unclaimed = (key: string) => and(eq(jobs.key, key), eq(jobs.status, 'pending'), eq(jobs.attempts, 0), isNull(jobs.lockedBy))

/** The job with `key` while it still waits for a worker, or null when there is none or one has claimed it. */
export async function getUnclaimedJob(db: Db, key: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(unclaimed(key))
  return row ?? null
}

/** Deletes the job with `key` if no worker has claimed it yet; false when there was none to take back. */
export async function cancelUnclaimedJob(db: Db, key: string): Promise<boolean> {
  const rows = await db.delete(jobs).where(unclaimed(key)).returning({ id: jobs.id })
  return rows.length > 0
}
