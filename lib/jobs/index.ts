import 'server-only'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import type { Job } from '@/lib/db/schema'
import { OBJECT_DELETE_JOB } from '@/lib/db/queries/submission-files'
import { objectDeleteHandler } from '@/lib/files/object-delete'
import { forwardSubmission, FORWARD_JOB } from '@/lib/forms/server/forward'
import { mailMessage } from '@/lib/mail/mailer'
import { MAIL_JOB } from '@/lib/mail/message'
import { NEWSLETTER_JOB, newsletterHandler } from '@/lib/newsletter/send'
import { schedulePeriodic, type PeriodicTask } from './periodic'
import { createJobRunner, type JobHandler } from './runner'
import { periodicTasks } from './tasks'
import { onJobsNudged } from './wake'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

const POLL_MS = 2_000
const SCHEDULE_EVERY_MS = 60_000

function periodicHandler(task: PeriodicTask): JobHandler {
  return async (_job: Job, db) => {
    const done = await task.run(db, new Date())
    if (done) log(task.kind).info(done)
  }
}

/**
 * Starts this process's share of the durable work: a runner that claims due jobs every few seconds (and at once when
 * a request enqueues one), and a timer that enqueues the periodic tasks' jobs for the current period. With several
 * instances on one PostgreSQL each does the same, and each job still runs once.
 */
export function startJobs(): void {
  const tasks = periodicTasks()
  const handlers: Record<string, JobHandler> = { [FORWARD_JOB]: forwardSubmission, [MAIL_JOB]: mailMessage, [NEWSLETTER_JOB]: newsletterHandler(), [OBJECT_DELETE_JOB]: objectDeleteHandler() }
  for (const task of tasks) handlers[task.kind] = periodicHandler(task)
  const runner = createJobRunner({ db: getDb, handlers, leaseMs: env().JOB_LEASE_SECONDS * 1000 })
  const run = () =>
    runner.runDue().catch((err: unknown) => {
      // The database is away: the jobs wait in it (or in the outbox) for the next tick.
      log('jobs').error(`could not run due jobs: ${errorMessage(err)}`)
    })
  const schedule = async () => {
    try {
      if (await schedulePeriodic(await getDb(), tasks)) void run()
    } catch (err) {
      log('jobs').error(`could not schedule periodic work: ${errorMessage(err)}`)
    }
  }
  onJobsNudged(() => void run())
  void schedule()
  setInterval(() => void run(), POLL_MS).unref()
  setInterval(() => void schedule(), SCHEDULE_EVERY_MS).unref()
}
