// The embedded database's own process: opens PGlite on one data folder and serves it over a Unix socket, so that
// its queries — synchronous WebAssembly — run here and never block the site's event loop. Started and restarted by
// lib/db/pglite-child.ts; plain Node with no TypeScript so that it runs as-is from a built site.
//
//   node lib/db/pglite-server.mjs <data folder> [log level]
//
// Tells the parent over IPC: { type: 'ready', socketPath } | { type: 'busy', pid } | { type: 'failed', message },
// then { type: 'alive' } every second.
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import pino from 'pino'
import { lockDataFolder, socketPathFor } from './data-folder-lock.mjs'
import { createPause, serveDumps } from './pglite-dump.mjs'
import { PGLITE_EXTENSIONS } from './pglite-extensions.mjs'

const dataDir = process.argv[2]
// The site's log format and level (lib/log, which passes its level): this plain-Node process cannot load that
// TypeScript module. Nothing it logs is personal: paths and database errors.
const log = pino(
  { base: { scope: 'db child' }, level: process.argv[3] || 'info' },
  pino.destination(2),
)
// Only while the parent listens: the heartbeat may tick after the channel closed, while the child shuts down.
const tell = (message) => {
  if (process.connected) process.send?.(message)
}

if (!dataDir) {
  log.fatal('usage: node lib/db/pglite-server.mjs <data folder>')
  process.exit(2)
}

const lock = lockDataFolder(dataDir)
if (lock.heldBy) {
  tell({ type: 'busy', pid: lock.heldBy })
  process.exit(3)
}

const socketPath = socketPathFor(dataDir)
let db
let server
let dumps
let closing

async function close(code) {
  closing ??= (async () => {
    try {
      await dumps?.close()
      await server?.stop()
      if (db && !db.closed) await db.close()
    } catch (err) {
      log.error(`close failed: ${err instanceof Error ? err.message : String(err)}`)
      code = 1
    }
    fs.rmSync(socketPath, { force: true })
    lock.release()
    process.exit(code)
  })()
  return closing
}

// The parent closes the child (SIGTERM, or its IPC channel ends when it dies); Ctrl-C in a terminal reaches the
// whole process group, and the parent must be able to finish its requests before the database goes.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => void close(0))
process.on('disconnect', () => void close(0))

try {
  fs.mkdirSync(dataDir, { recursive: true })
  // The contrib extensions the migrations create (pglite-extensions.mjs): PGlite loads one only when asked.
  db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS })
  fs.rmSync(socketPath, { force: true }) // a killed child's socket; the lock says nobody else serves this folder
  // PGlite has one session: a second busy client's messages would interleave with the first's (its unnamed
  // prepared statement replaced mid-query), so the parent's pool holds one connection. The second slot only lets a
  // reconnect in while the dropped connection is still being cleaned up.
  // The server gets the database through a pause, so that a backup's dump runs between the site's transactions.
  const pause = createPause(db)
  server = new PGLiteSocketServer({ db: pause.db, path: socketPath, maxConnections: 2 })
  await server.start()
  fs.chmodSync(socketPath, 0o600)
  dumps = await serveDumps(dataDir, db, pause.whilePaused)
  if (closing) await closing
  tell({ type: 'ready', socketPath })
  // PGlite runs a query synchronously: while one runs these stop, which is how the parent sees a stuck query.
  setInterval(() => tell({ type: 'alive' }), 1_000)
} catch (err) {
  const message = err instanceof Error ? err.message : String(err)
  log.fatal(`could not open ${dataDir}: ${message}`)
  tell({ type: 'failed', message })
  await close(1)
}
