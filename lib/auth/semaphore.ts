/** At most `limit` of the tasks given to run() are in progress at once; the rest wait their turn in order. */
export type Semaphore = { run: <T>(task: () => Promise<T>) => Promise<T> }

export function createSemaphore(limit: number): Semaphore {
  let running = 0
  const waiting: (() => void)[] = []
  return {
    async run(task) {
      // A finished task hands its slot straight to the next waiter, so a newcomer cannot slip in between.
      if (running < limit) running++
      else await new Promise<void>((resolve) => waiting.push(resolve))
      try {
        return await task()
      } finally {
        const next = waiting.shift()
        if (next) next()
        else running--
      }
    },
  }
}

/**
 * Tasks run one at a time, each starting at least `spacingMs` after the previous one started (and not before it
 * ended). Every task still runs: this slows a flood down, it refuses nobody.
 */
export function createSerialLane(spacingMs: number): Semaphore {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run(task) {
      const start = tail.then(() => undefined)
      const result = start.then(task)
      const spacing = start.then(() => new Promise((resolve) => setTimeout(resolve, spacingMs)))
      tail = Promise.all([result.catch(() => undefined), spacing])
      return result
    },
  }
}
