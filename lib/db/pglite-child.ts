import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { socketDirFor } from './data-folder-lock.mjs'
import { errorMessage } from '@/lib/error-message'
import { logger, log as logScope } from '@/lib/log'

// From the working directory, like the migrations folder: the built server runs from the project root, and the
// child is plain Node that is never bundled.
export const PGLITE_SERVER_ENTRY = path.join(process.cwd(), 'lib/db/pglite-server.mjs')

const FIRST_RESTART_MS = 500
const MAX_RESTART_MS = 30_000
// A child that stayed up this long crashed for a new reason: its next restart starts from the short delay again.
const STABLE_AFTER_MS = 30_000
// PGlite cannot cancel a query, and the child answers nothing while one runs. Long after the client gave up on it
// (30 s query timeout) the child is killed and restarted, so that one runaway query cannot keep the database away.
const STALL_LIMIT_MS = 90_000
const HEARTBEAT_CHECK_MS = 1_000

/** Thrown by queries while the database process is down or restarting: fails at once instead of waiting. */
export class DatabaseDownError extends Error {
  constructor(reason: string) {
    super(`The embedded database is not available (${reason}); it is being restarted.`)
    this.name = 'DatabaseDownError'
  }
}

export type PgliteChild = {
  /** The folder holding the child's Unix socket: node-postgres connects with `host` set to it. */
  socketDir: string
  isUp: () => boolean
  /** Why it is down, for the error queries get meanwhile. */
  downReason: () => string
  pid: () => number | undefined
  /** From now on, a child silent for longer than the stall limit is killed and restarted (off during migrations). */
  watchStalls: () => void
  close: () => Promise<void>
}

type Message =
  | { type: 'ready'; socketPath: string }
  | { type: 'busy'; pid: number }
  | { type: 'failed'; message: string }
  | { type: 'alive' }

type Options = { log?: (msg: string) => void; stallLimitMs?: number }

/**
 * Starts the embedded database in a process of its own (lib/db/pglite-server.mjs) and keeps it running: a child
 * that exits unexpectedly is restarted after 0.5 s, then 1, 2, 4 … up to 30 s between attempts. Resolves once the
 * first child serves; rejects when it cannot (the folder is in use by another process, or PGlite fails to open).
 */
export function startPgliteChild(dataDir: string, options: Options = {}): Promise<PgliteChild> {
  const log = options.log ?? ((msg: string) => logScope('db').error(msg))
  let child: ChildProcess | undefined
  let up = false
  let downReason = 'starting'
  let closed = false
  let restartDelay = FIRST_RESTART_MS
  let restartTimer: NodeJS.Timeout | undefined
  let upSince = 0
  let lastAlive = 0
  let watchTimer: NodeJS.Timeout | undefined
  const stallLimit = options.stallLimitMs ?? STALL_LIMIT_MS

  const spawnOnce = (): Promise<void> =>
    new Promise((resolve, reject) => {
      // spawn with an IPC channel rather than fork: the child is plain Node, without the loader (tsx, vitest) that
      // runs the parent, and Turbopack's build fails resolving a fork() path as a module (vercel/next.js#97952).
      const proc = spawn(process.execPath, [PGLITE_SERVER_ENTRY, dataDir, logger().level], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
      child = proc
      let settled = false
      proc.on('message', (message: Message) => {
        if (message.type === 'alive') {
          lastAlive = Date.now()
          return
        }
        if (settled) return
        settled = true
        if (message.type === 'ready') {
          up = true
          upSince = lastAlive = Date.now()
          resolve()
        } else if (message.type === 'busy') {
          reject(new Error(`The database in ${dataDir} is in use by another process (pid ${message.pid}): one process per data folder.`))
        } else {
          reject(new Error(`The embedded database could not open ${dataDir}: ${message.message}`))
        }
      })
      proc.on('error', (err) => {
        if (!settled) {
          settled = true
          reject(err)
        }
      })
      proc.on('exit', (code, signal) => {
        const how = signal ? `signal ${signal}` : `code ${code}`
        if (!settled) {
          settled = true
          reject(new Error(`The embedded database process exited before it was ready (${how}).`))
          return
        }
        if (child !== proc) return
        up = false
        child = undefined
        if (closed) return
        downReason = `its process exited with ${how}`
        log(`the database process (pid ${proc.pid}) exited unexpectedly with ${how}`)
        if (Date.now() - upSince >= STABLE_AFTER_MS) restartDelay = FIRST_RESTART_MS
        scheduleRestart()
      })
    })

  const scheduleRestart = () => {
    const delay = restartDelay
    restartDelay = Math.min(restartDelay * 2, MAX_RESTART_MS)
    log(`restarting the database process in ${delay} ms`)
    restartTimer = setTimeout(() => {
      restartTimer = undefined
      if (closed) return
      spawnOnce().then(
        () => log(`the database process is back (pid ${child?.pid})`),
        (err: unknown) => {
          downReason = errorMessage(err)
          log(`restart failed: ${downReason}`)
          if (!closed) scheduleRestart()
        },
      )
    }, delay)
    restartTimer.unref()
  }

  const watchStalls = () => {
    if (watchTimer || closed) return
    let lastCheck = Date.now()
    watchTimer = setInterval(() => {
      const now = Date.now()
      // This process was itself blocked: the child's heartbeats may be waiting unread, so judge on the next tick.
      if (now - lastCheck > HEARTBEAT_CHECK_MS * 5) lastAlive = now
      lastCheck = now
      if (!up || !child || now - lastAlive <= stallLimit) return
      downReason = `it answered nothing for ${Math.round((now - lastAlive) / 1000)} s`
      log(`the database process (pid ${child.pid}) is stuck: ${downReason}; killing it`)
      up = false
      child.kill('SIGKILL') // the exit handler restarts it
    }, HEARTBEAT_CHECK_MS)
    watchTimer.unref()
  }

  const close = async () => {
    closed = true
    up = false
    downReason = 'closed'
    clearTimeout(restartTimer)
    clearInterval(watchTimer)
    const proc = child
    child = undefined
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
    proc.kill('SIGTERM') // the child closes PGlite cleanly, then exits
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }

  return spawnOnce().then(
    () => ({
      socketDir: socketDirFor(dataDir),
      isUp: () => up,
      downReason: () => downReason,
      pid: () => child?.pid,
      watchStalls,
      close,
    }),
    async (err: unknown) => {
      await close()
      throw err
    },
  )
}
