// `npm start`: builds when needed, then serves the site with `next start` (default http://localhost:3000).
// The app validates its environment and applies the database migrations itself as it starts.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildIfNeeded, ROOT } from './lib/build.mjs'

buildIfNeeded()

// Node closes a kept-alive connection after 5 s idle; under load a busy event loop can let that timer fire as the
// client reuses the socket, and the client sees ECONNRESET (measured: 44 of a 10,000-submission burst). 65 s also
// outlasts the 60 s idle timeout of common load balancers, so they close first.
const extra = process.argv.slice(2)
const keepAlive = extra.some((a) => a.startsWith('--keepAliveTimeout')) ? [] : ['--keepAliveTimeout', '65000']
const args = [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', ...keepAlive, ...extra]
const child = spawn(process.execPath, args, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
})
// Pass termination on so the server can close the database cleanly before it exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)))
