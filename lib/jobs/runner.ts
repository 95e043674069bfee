import 'server-only'
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { Db } from '@/lib/db/client'
import { batchWhileBusy } from '@/lib/db/batch-while-busy'
import { claimJobs, completeJob, completeJobs, failJob } from '@/lib/db/queries/jobs'
import { countJob } from '@/lib/metrics/count'
import type { Job } from '@/lib/db/schema'
import { errorMessage } from '@/lib/error-message'
import { log as logScope } from '@/lib/log'

/** A handler may hand back a payload to keep once the job is done (a sent e-mail's, without its secrets). */
export type JobHandler = (job: Job, db: Db) => Promise<void | { donePayload: Record<string, unknown> }>

/** Thrown by a handler for a failure that retrying cannot fix (a webhook answering 400, say): the job fails at once. */
export class PermanentJobError extends Error {}

/** 5 s after the first failure, then ×4 each time, at most an hour: eight attempts span about three hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 4 ** Math.max(0, attempts - 1), 60 * 60_000)
}

export type JobRunnerOptions = {
  db: () => Promise<Db>
  handlers: Readonly<Record<string, JobHandler>>
  /** Names this process in locked_by, so a finished job is only marked by the worker that holds it. */
  worker?: string
  batch?: number
  /** How long a claimed job is ours; a worker that dies mid-job hands it on when this passes. */
  leaseMs?: number
  log?: (msg: string) => void
  now?: () => Date
  /** Between tries to record a finished job as done (the database may be briefly out of connections). */
  completeRetryMs?: number
}

/** Tries to record a finished job as done before leaving it to its lease. */
const COMPLETE_ATTEMPTS = 5

export type RunSummary = { done: number; retried: number; failed: number }

export type JobRunner = {
  /** Claims and runs due jobs until none are left (or `maxRounds` batches ran); never runs two rounds at once. */
  runDue: (maxRounds?: number) => Promise<RunSummary>
  worker: string
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const worker = options.worker ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const batch = options.batch ?? 10
  const leaseMs = options.leaseMs ?? 5 * 60_000
  const log = options.log ?? ((msg: string) => logScope('jobs').error(msg))
  const now = options.now ?? (() => new Date())
  const kinds = Object.keys(options.handlers)
  let running: Promise<RunSummary> | null = null

  type Done = { job: Job; payload: Record<string, unknown> | undefined }
  /**
   * Marks jobs done as they finish; those finishing while a mark is being written are marked together, in one
   * statement (lib/db/batch-while-busy.ts): a submission's e-mail otherwise cost the database as much as the
   * submission itself. A job with a payload to keep is marked alone.
   */
  const completer = (db: Db) =>
    batchWhileBusy(async (items: Done[]) => {
      const plain = new Set(await completeJobs(db, items.filter((d) => !d.payload).map((d) => d.job), now()))
      const marked: boolean[] = []
      for (const { job, payload } of items) marked.push(payload ? await completeJob(db, job, now(), payload) : plain.has(job.id))
      return marked
    }, 100)

  async function runOne(db: Db, job: Job, summary: RunSummary, complete: (done: Done) => Promise<boolean>) {
    const handler = options.handlers[job.kind]!
    let donePayload: Record<string, unknown> | undefined
    try {
      donePayload = (await handler(job, db))?.donePayload
    } catch (err) {
      const message = errorMessage(err)
      const permanent = err instanceof PermanentJobError
      const retryAt = permanent ? null : new Date(now().getTime() + retryDelayMs(job.attempts))
      const status = await failJob(db, job, message, retryAt, now())
      countJob(job.kind, status === 'failed' ? 'failed' : 'retried')
      if (status === 'failed') {
        summary.failed++
        log(`${job.kind} ${job.id} failed for good after ${job.attempts} attempt(s): ${message}`)
      } else {
        summary.retried++
      }
      return
    }
    await recordDone(job, donePayload, complete)
    countJob(job.kind, 'done')
    summary.done++
  }

  /**
   * The work is done: failing to record it must not run it again soon (a webhook would be sent twice), so recording
   * is tried a few times; only if the database stays away does the lease hand the job on.
   */
  async function recordDone(job: Job, payload: Record<string, unknown> | undefined, complete: (done: Done) => Promise<boolean>) {
    for (let attempt = 1; ; attempt++) {
      try {
        await complete({ job, payload })
        return
      } catch (err) {
        if (attempt >= COMPLETE_ATTEMPTS) {
          const message = errorMessage(err)
          log(`${job.kind} ${job.id} ran but could not be marked done (${message}); it runs again when its lease ends`)
          return
        }
        await new Promise((r) => setTimeout(r, options.completeRetryMs ?? 1_000))
      }
    }
  }

  async function rounds(maxRounds: number): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, retried: 0, failed: 0 }
    const db = await options.db()
    const complete = completer(db)
    for (let round = 0; round < maxRounds; round++) {
      const claimed = await claimJobs(db, { worker, limit: batch, leaseMs, kinds, now: now() })
      if (claimed.length === 0) break
      await Promise.all(claimed.map((job) => runOne(db, job, summary, complete)))
    }
    return summary
  }

  return {
    worker,
    runDue(maxRounds = 20) {
      running ??= rounds(maxRounds).finally(() => {
        running = null
      })
      return running
    },
  }
}
