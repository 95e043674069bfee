import type { Db } from '@/lib/db/client'
import { enqueueJob } from '@/lib/db/queries/jobs'

/** Work that runs once per period across every instance sharing the database (retention, archiving, clean-up). */
export type PeriodicTask = { kind: string; everyMs: number; run: (db: Db, now: Date) => Promise<string | void> }

/** The period a moment falls in, named: every instance computes the same key, so the period's job is enqueued once. */
export function periodKey(task: Pick<PeriodicTask, 'kind' | 'everyMs'>, now: Date): string {
  return `${task.kind}:${Math.floor(now.getTime() / task.everyMs)}`
}

/**
 * Enqueues the current period's job of each task unless an instance already did. Instances call this on their own
 * timers; the unique job key makes one job per period, which one runner claims and runs.
 */
export async function schedulePeriodic(db: Db, tasks: readonly PeriodicTask[], now = new Date()): Promise<number> {
  let added = 0
  for (const task of tasks) {
    // Three tries: a clean-up that fails three times waits for the next period rather than retrying for hours.
    if (await enqueueJob(db, { kind: task.kind, key: periodKey(task, now), maxAttempts: 3, runAt: now })) added++
  }
  return added
}
