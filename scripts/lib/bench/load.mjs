// One load-test shape for every suite: an unreported warm-up (JIT, caches, connection setup), then the measured run.
import autocannon from 'autocannon'
import { onCleanup } from './cleanup.mjs'

/** One autocannon run that Ctrl-C can stop (autocannon's return value is a thenable with stop()). */
async function cannon(opts) {
  const instance = autocannon(opts)
  const unregister = onCleanup(() => instance.stop())
  try {
    return await instance
  } finally {
    unregister()
  }
}

/**
 * Runs autocannon against url and returns the numbers the suites report.
 * `errors` counts socket errors and timeouts together (autocannon's own definition); `timeouts` is the subset.
 */
export async function loadTest(url, { duration = 10, connections = 50, warmup = 2, ...extra } = {}) {
  if (warmup > 0) await cannon({ url, connections, duration: warmup, ...extra })
  const result = await cannon({ url, connections, duration, ...extra })
  const ok = result['2xx']
  // A run where nothing succeeded measures an error path, not the page: refuse to report it as throughput.
  if (!ok) throw new Error(`load test of ${url} got no 2xx response (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`)
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
  }
}
