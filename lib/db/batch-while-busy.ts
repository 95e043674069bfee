/**
 * Groups calls that arrive while an earlier group is still being written: the first call runs at once, alone; the
 * calls made meanwhile wait for it and then run together, in one call of `run`. Each query to the embedded database
 * is a round trip to its process and they run one at a time, so under load the number of statements, not the work in
 * them, limits throughput; at rest nothing waits. `run` answers each item in order; when it throws, every item of
 * the group gets the error.
 */
export function batchWhileBusy<T, R>(run: (items: T[]) => Promise<R[]>, mostAtOnce: number): (item: T) => Promise<R> {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (err: unknown) => void }
  const waiting: Waiting[] = []
  let busy = false

  async function drain() {
    busy = true
    try {
      while (waiting.length > 0) {
        const group = waiting.splice(0, mostAtOnce)
        try {
          const results = await run(group.map((w) => w.item))
          group.forEach((w, i) => w.resolve(results[i]!))
        } catch (err) {
          for (const w of group) w.reject(err)
        }
      }
    } finally {
      busy = false
    }
  }

  return (item) => {
    const promise = new Promise<R>((resolve, reject) => waiting.push({ item, resolve, reject }))
    if (!busy) void drain()
    return promise
  }
}
