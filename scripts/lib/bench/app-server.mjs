// Starts the built app with `next start` the way production runs it, on a fresh database, and times the cold start.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isStopping, onCleanup } from './cleanup.mjs'
import { waitForOk } from './http.mjs'
import { childPids, procStatusMB, startRssSampler } from './memory.mjs'
import { freePort } from './ports.mjs'
import { isRunning, spawnTracked, stopChild } from './processes.mjs'

/**
 * Spawns `next start` with a fresh temp DATA_DIR (or the given one) (so the cold start includes creating PGlite and applying the
 * migrations) and measures spawn → first 2xx of GET / (the pages answer before the database is open). Then waits
 * for /api/health to say ok, so suites start on a ready server.
 */
export async function startApp(root, { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-')), env: extraEnv = {} } = {}) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // No form rate limit: the forms suite measures throughput from one client address, not the limiter.
  // A suite may pass a pre-seeded dataDir (removed on stop like a fresh one) and extra variables.
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, DATABASE_URL: '', FORM_RATE_LIMIT: '0', ...extraEnv }

  const t0 = performance.now()
  const child = spawnTracked(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1', '--keepAliveTimeout', '65000'], {
    cwd: root,
    env,
  })
  // Sample from the spawn on, so the maximum covers start-up too.
  const rss = startRssSampler(child.pid)

  // Idempotent, and registered for cleanup so Ctrl-C or a failure elsewhere also stops the server and removes its data.
  let stopping
  const stop = () => (stopping ??= stopOnce())
  const unregister = onCleanup(stop)
  async function stopOnce() {
    unregister()
    rss.stop()
    const wasRunning = isRunning(child)
    const { code, signal } = await stopChild(child)
    // After closing the database Next exits 143 (128 + SIGTERM); anything else (e.g. SIGKILL after the grace
    // period) means the shutdown is broken, which is worth knowing.
    if (wasRunning && code !== 0 && code !== 143 && !isStopping()) {
      console.error(`[bench] warning: next-server exited with ${signal ?? `code ${code}`} on SIGTERM`)
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  // A server that dies mid-run (crash, OOM, someone else's kill) must fail the bench, with its last output, rather
  // than surface as "fetch failed" or as a run full of socket errors. Resolves with the message; never rejects.
  const unexpectedExit = child.exited.then(({ code, signal }) => {
    if (stopping) return new Promise(() => {})
    return `next-server (pid ${child.pid}) exited unexpectedly with ${signal ?? `code ${code}`}; last output:\n${child.outputTail.join('\n')}`
  })

  try {
    const coldStartMs = await waitForOk(`${url}/`, { since: t0, alive: () => isRunning(child) })
    // The pages answer while the database opens and migrates; the suites start once it is open.
    await waitForOk(`${url}/api/health`, { intervalMs: 100, alive: () => isRunning(child) })
    const health = await fetch(`${url}/api/health`)
    const body = await health.json().catch(() => null)
    if (health.status !== 200 || body?.status !== 'ok') throw new Error(`/api/health answered ${health.status} ${JSON.stringify(body)}`)
    return {
      url,
      pid: child.pid,
      coldStartMs,
      rss,
      /** Direct children of the server; expected empty, since RSS is read for the one pid. */
      childPids: () => childPids(child.pid),
      /** The kernel's peak RSS of the server so far (MB); call before stop(). */
      peakRssMB: () => procStatusMB(child.pid, 'VmHWM'),
      /** Rejects if the server exits before stop(); race the suites against it. */
      failIfDies: (promise) => Promise.race([promise, unexpectedExit.then((msg) => Promise.reject(new Error(msg)))]),
      stop,
    }
  } catch (err) {
    const tail = child.outputTail.join('\n')
    await stop()
    throw new Error(`the app did not start: ${err.message}${tail ? `\n--- last server output ---\n${tail}` : ''}`)
  }
}
