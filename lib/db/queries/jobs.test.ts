import { describe, expect, it } from 'vitest'
import { createJobRunner, retryDelayMs } from '@/lib/jobs/runner'
import { periodKey, schedulePeriodic, type PeriodicTask } from '@/lib/jobs/periodic'
import { describeEachDb, describeTwoInstances } from '@/tests/support/db'
import { claimJobs, completeJob, countJobs, enqueueJob, failJob, getJobByKey, pruneFinishedJobs } from './jobs'

const T0 = new Date('2026-06-01T12:00:00Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)

describeEachDb('jobs', ({ handle }) => {
  it('enqueues one job per key', async () => {
    const { db } = handle()
    const first = await enqueueJob(db, { kind: 'k-once', key: 'once:1', payload: { n: 1 }, runAt: T0 })
    expect(first).toEqual(expect.any(String))
    expect(await enqueueJob(db, { kind: 'k-once', key: 'once:1', payload: { n: 2 }, runAt: T0 })).toBeNull()
    expect((await getJobByKey(db, 'once:1'))?.payload).toEqual({ n: 1 })
  })

  it('claims due jobs of the given kinds with a lease, counts the attempt, and not again while the lease runs', async () => {
    const { db } = handle()
    await enqueueJob(db, { kind: 'k-lease', key: 'lease:due', runAt: at(0) })
    await enqueueJob(db, { kind: 'k-lease', key: 'lease:later', runAt: at(60) })
    await enqueueJob(db, { kind: 'k-other', key: 'lease:other', runAt: at(0) })
    const claimed = await claimJobs(db, { worker: 'a', limit: 10, leaseMs: 30_000, kinds: ['k-lease'], now: at(1) })
    expect(claimed.map((j) => j.key)).toEqual(['lease:due'])
    expect(claimed[0]).toMatchObject({ attempts: 1, lockedBy: 'a' })
    expect(await claimJobs(db, { worker: 'b', limit: 10, leaseMs: 30_000, kinds: ['k-lease'], now: at(20) })).toEqual([])
    // The worker died: once its lease has passed another takes the job over, and the first can no longer finish it.
    const retaken = await claimJobs(db, { worker: 'b', limit: 10, leaseMs: 30_000, kinds: ['k-lease'], now: at(31) })
    expect(retaken.map((j) => [j.key, j.attempts])).toEqual([['lease:due', 2]])
    expect(await completeJob(db, claimed[0]!, at(32))).toBe(false)
    expect(await completeJob(db, retaken[0]!, at(32))).toBe(true)
    expect((await getJobByKey(db, 'lease:due'))?.status).toBe('done')
  })

  it('a failure reschedules the job until its attempts are spent, then keeps it as failed with the error', async () => {
    const { db } = handle()
    await enqueueJob(db, { kind: 'k-fail', key: 'fail:1', runAt: at(0), maxAttempts: 2 })
    let [job] = await claimJobs(db, { worker: 'a', limit: 1, leaseMs: 1000, kinds: ['k-fail'], now: at(0) })
    expect(await failJob(db, job!, 'boom 1', at(10), at(0))).toBe('pending')
    expect(await claimJobs(db, { worker: 'a', limit: 1, leaseMs: 1000, kinds: ['k-fail'], now: at(5) })).toEqual([])
    ;[job] = await claimJobs(db, { worker: 'a', limit: 1, leaseMs: 1000, kinds: ['k-fail'], now: at(10) })
    expect(await failJob(db, job!, 'boom 2', at(20), at(10))).toBe('failed')
    expect(await getJobByKey(db, 'fail:1')).toMatchObject({ status: 'failed', attempts: 2, lastError: 'boom 2' })
  })

  it('a job that ran is not run again when recording it as done fails for a moment', async () => {
    const { db } = handle()
    await enqueueJob(db, { kind: 'k-record', key: 'record:1', runAt: T0 })
    let failingUpdates = 0
    // The database refuses the next updates (a pool out of connections), then answers again.
    const flaky = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'update' && failingUpdates > 0) {
          failingUpdates--
          return () => {
            throw new Error('timeout exceeded when trying to connect')
          }
        }
        return Reflect.get(target, prop, receiver)
      },
    })
    let runs = 0
    const handlers = {
      'k-record': async () => {
        runs++
        failingUpdates = 2
      },
    }
    const runner = createJobRunner({ db: async () => flaky, handlers, worker: 'w', log: () => {}, now: () => at(1), completeRetryMs: 1 })
    expect(await runner.runDue()).toEqual({ done: 1, retried: 0, failed: 0 })
    expect(await runner.runDue()).toEqual({ done: 0, retried: 0, failed: 0 })
    expect(runs).toBe(1)
    expect((await getJobByKey(db, 'record:1'))?.status).toBe('done')
  })

  it('marks jobs that finish together done in fewer statements than jobs, keeping a payload given back', async () => {
    const { db } = handle()
    for (let i = 0; i < 8; i++) await enqueueJob(db, { kind: 'k-together', key: `together:${i}`, runAt: T0 })
    let updates = 0
    const counted = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'update') updates++
        return Reflect.get(target, prop, receiver)
      },
    })
    const handlers = {
      'k-together': async (job: { key: string | null }) => (job.key === 'together:0' ? { donePayload: { kept: 'this' } } : undefined),
    }
    const runner = createJobRunner({ db: async () => counted, handlers, worker: 'w', log: () => {}, now: () => at(1), batch: 8 })
    expect(await runner.runDue()).toEqual({ done: 8, retried: 0, failed: 0 })
    // One claim, and the marks: far fewer than one per job.
    expect(updates).toBeLessThan(8)
    for (let i = 0; i < 8; i++) expect((await getJobByKey(db, `together:${i}`))?.status).toBe('done')
    expect((await getJobByKey(db, 'together:0'))?.payload).toEqual({ kept: 'this' })
  })

  it('prunes finished jobs by age and status and counts what is left', async () => {
    const { db } = handle()
    const before = await countJobs(db)
    await enqueueJob(db, { kind: 'k-prune', key: 'prune:done', runAt: at(0) })
    const [job] = await claimJobs(db, { worker: 'p', limit: 1, leaseMs: 1000, kinds: ['k-prune'], now: at(0) })
    await completeJob(db, job!, at(0))
    expect((await countJobs(db)).done).toBe(before.done + 1)
    expect(await pruneFinishedJobs(db, { doneDays: 7, failedDays: 30 }, at(6 * 86_400))).toBe(0)
    expect(await pruneFinishedJobs(db, { doneDays: 7, failedDays: 30 }, at(8 * 86_400))).toBeGreaterThanOrEqual(1)
    expect(await getJobByKey(db, 'prune:done')).toBeNull()
  })

  it('a periodic task is enqueued once per period however many instances schedule it', async () => {
    const { db } = handle()
    const task: PeriodicTask = { kind: 'k-daily', everyMs: 86_400_000, run: async () => undefined }
    const results = await Promise.all([schedulePeriodic(db, [task], T0), schedulePeriodic(db, [task], at(3600))])
    expect(results.reduce((a, b) => a + b, 0)).toBe(1)
    expect(await schedulePeriodic(db, [task], at(86_400))).toBe(1)
    expect(periodKey(task, T0)).not.toBe(periodKey(task, at(86_400)))
  })
})

describe('retry delays', () => {
  it('start at 5 s, grow fourfold and stop at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual([5_000, 20_000, 80_000, 320_000, 1_280_000, 3_600_000, 3_600_000, 3_600_000])
  })
})

describeTwoInstances('jobs', ({ a: one, b: two }) => {
  it('every job runs exactly once when both claim at the same time', async () => {
    for (let i = 0; i < 120; i++) await enqueueJob(one().db, { kind: 'count', key: `count:${i}`, payload: { i } })
    const runs = new Map<number, number>()
    const handlers = {
      count: async (job: { payload: Record<string, unknown> }) => {
        const i = Number(job.payload.i)
        runs.set(i, (runs.get(i) ?? 0) + 1)
        await new Promise((r) => setTimeout(r, 2))
      },
    }
    const a = createJobRunner({ db: async () => one().db, handlers, worker: 'one', batch: 7, log: () => {} })
    const b = createJobRunner({ db: async () => two().db, handlers, worker: 'two', batch: 7, log: () => {} })
    const [ra, rb] = await Promise.all([a.runDue(100), b.runDue(100)])
    expect(ra.done + rb.done).toBe(120)
    expect(ra.done).toBeGreaterThan(0)
    expect(rb.done).toBeGreaterThan(0)
    expect([...runs.values()].every((n) => n === 1)).toBe(true)
    expect(runs.size).toBe(120)
    expect(await countJobs(two().db)).toMatchObject({ pending: 0, done: 120 })
  })
})
