// Timing helpers shared by the in-process bench measurements (the *-overhead.ts children).

/** The q-quantile of ascending times (nearest rank). */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

/** Runs fn n times one after another; returns each run's milliseconds, ascending. fn gets the run's index. */
export async function timed(fn: (i: number) => Promise<unknown>, n: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const start = performance.now()
    await fn(i)
    times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)
}
