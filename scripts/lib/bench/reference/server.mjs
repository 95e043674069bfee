// Runs the reference app (build.mjs) with `next start` beside ours, the way ours runs, on a free port.
import path from 'node:path'
import { startChildServer } from '../child-server.mjs'
import { gzipBytes } from '../lighthouse/page-weight.mjs'
import { ensureReferenceApp } from './build.mjs'

/**
 * Starts a built reference app; resolves { url, pid, stop }. Registered for cleanup like every server. Its mirror
 * page (build.mjs) reads our pages from `oursOrigin`.
 */
export function startReferenceApp(dir, oursOrigin) {
  return startChildServer(
    'the reference app',
    (port) => [path.join(dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1', '--keepAliveTimeout', '65000'],
    { spawnOptions: { cwd: dir, env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', BENCH_OURS_ORIGIN: oursOrigin } }, timeoutMs: 60_000 },
  )
}

/**
 * The reference for one bench run, started on first use (suites that need none pay nothing) and shared by the
 * suites that do. get() resolves { url, version, sizedGzip, targetGzip, built }; stop() is safe to call always.
 */
export function lazyReference(app, log) {
  let started
  const get = () =>
    (started ??= (async () => {
      // /sized is sized after our GET / as it is now, gzip level 9 like the page-weight rows.
      const res = await fetch(`${app.url}/`)
      if (!res.ok) throw new Error(`GET / answered HTTP ${res.status}; cannot size the reference page`)
      const targetGzip = gzipBytes(Buffer.from(await res.arrayBuffer()))
      const built = await ensureReferenceApp({ targetGzip, log })
      log(`starting the reference app (empty Next.js ${built.version})…`)
      const server = await startReferenceApp(built.dir, app.url)
      log(`reference app up at ${server.url} (pid ${server.pid})`)
      return { ...server, version: built.version, sizedGzip: built.sizedGzip, targetGzip, built: built.built }
    })())
  const stop = async () => {
    if (!started) return
    const ref = await started.catch(() => null)
    await ref?.stop()
  }
  return { get, stop }
}
