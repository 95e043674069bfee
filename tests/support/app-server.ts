import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './ports'

export type AppServer = {
  url: string
  port: number
  dataDir: string
  process: ChildProcess
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string
  /** Sends a signal and resolves with the exit code once the process has ended. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

const NEXT_BIN = path.join(process.cwd(), 'node_modules/next/dist/bin/next')

/** The server-action key instances on PostgreSQL share (required with DATABASE_URL); a fixed one for the tests. */
export const TEST_ACTION_KEY = Buffer.alloc(32, 'e2e').toString('base64')

/**
 * Starts the built app (`next start`) on a free port with a fresh DATA_DIR. Builds nothing: `npm test` builds first.
 * Resolves once the database is open (/api/health says 200) or could not be opened (the server logged why): the
 * server answers before that, while it migrates. `waitFor: 'listening'` resolves as soon as it answers at all (a
 * start whose migrations are held up); `waitFor: 'exit'` is for starts that are expected to fail.
 */
export async function startApp(
  options: { env?: Record<string, string>; dataDir?: string; waitFor?: 'ready' | 'listening' | 'exit'; timeoutMs?: number } = {},
): Promise<AppServer> {
  const port = await freePort()
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vs-e2e-'))
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      ENABLE_TEST_ROUTES: '1',
      DATABASE_URL: '',
      SESSION_SECRET: '',
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const url = `http://127.0.0.1:${port}`
  const server: AppServer = {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }

  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  if (options.waitFor === 'exit') {
    await Promise.race([exited, sleep(options.timeoutMs ?? 60_000)])
    return server
  }
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}:\n${output}`)
    try {
      if (options.waitFor === 'listening') {
        await (await fetch(`${url}/404`)).arrayBuffer()
        return server
      }
      const health = await fetch(`${url}/api/health`)
      await health.arrayBuffer()
      if (health.status === 200 || output.includes('could not open the database')) return server
    } catch {
      // not listening yet
    }
    await sleep(150)
  }
  await server.stop('SIGKILL')
  throw new Error(`app did not start within the timeout:\n${output}`)
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms))
}
