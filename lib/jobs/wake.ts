/**
 * Lets code that has just enqueued a job wake this process's job runner instead of leaving the job to the next poll.
 * Kept on globalThis: route bundles may each hold their own copy of this module, and all must reach the one runner.
 */
const KEY = Symbol.for('venture-studio.jobs-wake')
type Holder = { [KEY]?: () => void }

export function onJobsNudged(wake: (() => void) | undefined): void {
  ;(globalThis as Holder)[KEY] = wake
}

export function nudgeJobs(): void {
  ;(globalThis as Holder)[KEY]?.()
}
