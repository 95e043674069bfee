// A logical dump of an embedded database, taken by the process that has it open: the database child on request
// (`serveDumps`, over a Unix socket beside the data folder's lock) or the backup command itself when no site runs.
// Plain Node like lib/db/pglite-server.mjs, which runs it as-is.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { pgDump } from '@electric-sql/pglite-tools/pg_dump'
import { socketDirFor } from './data-folder-lock.mjs'

/** Where the child answers dump requests: in the owner-only folder that holds its lock and database socket. */
export function dumpSocketPathFor(dataDir) {
  return path.join(socketDirFor(dataDir), 'dump.sock')
}

/**
 * Pauses the site's queries around a dump. The socket server runs each protocol message of the site's connection
 * through `runExclusive`; the proxy it gets holds a message back while a dump waits or runs, except the rest of a
 * transaction the site had begun — that one goes on to its end, then the dump starts. So the dump never runs inside
 * the site's transaction (PGlite has one session) and no row commits while it runs.
 */
export function createPause(db) {
  let paused = null
  // Set once the site's own transaction has ended: from then on every message waits, even while the dump's own
  // transaction is open (isInTransaction() cannot tell the two apart).
  let holdAll = false
  const gated = async (fn) => {
    while (paused && (holdAll || !db.isInTransaction())) await paused
    return db.runExclusive(fn)
  }
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === 'runExclusive') return gated
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  const siteTransactionEnded = () =>
    db.runExclusive(async () => {
      holdAll = !db.isInTransaction()
      return holdAll
    })
  async function whilePaused(fn) {
    while (paused) await paused // one dump at a time
    let release
    paused = new Promise((resolve) => (release = resolve))
    try {
      while (!(await siteTransactionEnded())) await new Promise((r) => setTimeout(r, 10))
      return await fn()
    } finally {
      holdAll = false
      paused = null
      release()
    }
  }
  return { db: proxy, whilePaused }
}

/** Row counts of every table in the public schema, and the `created_at` of the last migration applied. */
async function describeDatabase(db) {
  const tables = await db.query(`select tablename from pg_tables where schemaname = 'public' order by tablename`)
  const counts = {}
  for (const { tablename } of tables.rows) {
    const result = await db.query(`select count(*)::int as n from public."${tablename.replaceAll('"', '""')}"`)
    counts[tablename] = result.rows[0].n
  }
  const migrated = await db.query(`select max(created_at)::text as at from drizzle.__drizzle_migrations`).catch(() => ({ rows: [{ at: null }] }))
  return { counts, lastMigrationAt: migrated.rows[0]?.at ?? null }
}

/** Hard-links (or, across file systems, copies) every regular file under `from` into `to`, leaving out `skip` names. */
export function linkTree(from, to, skip = []) {
  let entries
  try {
    entries = fs.readdirSync(from, { withFileTypes: true })
  } catch (err) {
    if (err.code === 'ENOENT') return
    throw err
  }
  for (const entry of entries) {
    if (skip.includes(entry.name) || entry.name.endsWith('.part')) continue // a deck still being received
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true, mode: 0o700 })
      linkTree(source, target)
    } else if (entry.isFile()) {
      try {
        fs.linkSync(source, target)
      } catch (err) {
        if (err.code === 'ENOENT') continue // removed since the listing: its row was deleted before the pause
        fs.copyFileSync(source, target)
      }
    }
  }
}

/**
 * Dumps the database to `request.sqlFile` (plain SQL, one transaction), then links the data folder's files into
 * `request.filesTo`. Both happen while nothing else touches the database (`whilePaused`, or no site at all).
 * Why the files are complete for the dump: a deck is written and fsynced before the row naming it commits, and
 * removed only after that row's deletion committed; with commits held back, every row in the dump has its file on
 * disk, and a hard link keeps it even if the site deletes it a moment later.
 */
export async function dumpWithFiles(db, request) {
  const described = await describeDatabase(db)
  const searchPath = (await db.query(`select current_setting('search_path') as path`)).rows[0].path
  let dump
  try {
    dump = await pgDump({ pg: db, args: ['--no-owner', '--no-privileges'] })
  } finally {
    // pg_dump leaves its read-only transaction open in PGlite's one session (it ends by closing a connection that
    // PGlite does not have), and the empty search_path it set on connecting: without undoing both, the site's next
    // statements would run inside that transaction, and find no tables.
    if (db.isInTransaction()) await db.exec('ROLLBACK')
    await db.query(`select set_config('search_path', $1, false)`, [searchPath])
  }
  fs.writeFileSync(request.sqlFile, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 })
  if (request.filesFrom) linkTree(request.filesFrom, request.filesTo, request.skip)
  return described
}

/**
 * Answers dump requests from `npm run backup` and the scheduled backup: one JSON line in
 * ({ sqlFile, filesFrom, filesTo, skip }), one out ({ ok, counts, lastMigrationAt } or { ok: false, message }).
 * While the dump runs the child's heartbeat stops (the dump is synchronous WebAssembly): fine for the seconds a
 * studio's database takes, well under the parent's stall limit.
 */
export async function serveDumps(dataDir, db, whilePaused) {
  const socketPath = dumpSocketPathFor(dataDir)
  fs.rmSync(socketPath, { force: true })
  const server = net.createServer((socket) => {
    let input = ''
    socket.setEncoding('utf8')
    socket.on('data', async (chunk) => {
      input += chunk
      if (!input.includes('\n')) return
      socket.pause()
      let answer
      try {
        const request = JSON.parse(input.slice(0, input.indexOf('\n')))
        answer = { ok: true, ...(await whilePaused(() => dumpWithFiles(db, request))) }
      } catch (err) {
        answer = { ok: false, message: err instanceof Error ? err.message : String(err) }
      }
      socket.end(JSON.stringify(answer) + '\n')
    })
    socket.on('error', () => undefined)
  })
  await new Promise((resolve, reject) => server.once('error', reject).listen(socketPath, resolve))
  fs.chmodSync(socketPath, 0o600)
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        fs.rmSync(socketPath, { force: true })
      }),
  }
}

/** Asks the child serving `dataDir` for a dump (see serveDumps); rejects with the child's message when it fails. */
export function requestDump(dataDir, request) {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(dumpSocketPathFor(dataDir))
    let output = ''
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(JSON.stringify(request) + '\n'))
    socket.on('data', (chunk) => (output += chunk))
    socket.on('error', (err) => reject(new Error(`could not reach the running site's database process: ${err.message}`)))
    socket.on('end', () => {
      try {
        const answer = JSON.parse(output)
        if (answer.ok) resolve(answer)
        else reject(new Error(`the database process could not dump: ${answer.message}`))
      } catch {
        reject(new Error('the database process closed the connection without an answer'))
      }
    })
  })
}
