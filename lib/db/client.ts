import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { Pool } from 'pg'
import { env } from '@/lib/env'
import { lockDataFolder } from './data-folder-lock.mjs'
import { PGLITE_EXTENSIONS } from './pglite-extensions.mjs'
import { DatabaseDownError, startPgliteChild, type PgliteChild } from './pglite-child'
import * as schema from './schema'
import { log } from '@/lib/log'

/** One type for both drivers: queries are written once against the Postgres dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DbKind = 'pglite' | 'postgres'

/** `kind` is 'pglite' for the embedded database in either form: one instance, in-process state is right. */
export type DbHandle = {
  db: Db
  kind: DbKind
  close: () => Promise<void>
  /** The connection pool's state now, for the metrics and the system page; absent for PGlite in this process. */
  pool?: () => PoolStats
}

/** Connections open, idle, and queries queued for one; `childUp` is the embedded database's child process. */
export type PoolStats = { total: number; idle: number; waiting: number; childUp?: boolean }

const poolStats = (pool: Pool): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })

export type OpenOptions =
  | { kind: 'pglite'; dataDir?: string } // in this process; no dataDir: in memory (tests, tooling)
  | { kind: 'pglite-child'; dataDir: string } // in a child process of its own (the site)
  | { kind: 'postgres'; url: string; max?: number }

// No query may hold the site longer than this; PGlite cannot cancel one, so the client stops waiting.
const QUERY_TIMEOUT_MS = 30_000
const PING_TIMEOUT_MS = 3_000

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations')

// Any fixed number; all instances sharing one PostgreSQL take it so that only one migrates at a time.
const MIGRATION_LOCK_ID = 727_001

/** Opens a database and applies the committed migrations. */
export async function openDb(options: OpenOptions): Promise<DbHandle> {
  if (options.kind === 'pglite') return openInProcess(options.dataDir)
  if (options.kind === 'pglite-child') return openChild(options.dataDir)

  const pool = new Pool({ connectionString: options.url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 })
  // An idle client losing its server must not crash the process; the next query reports the error instead.
  pool.on('error', (err) => log('db').error(`idle PostgreSQL client error: ${err.message}`))
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
  } finally {
    lockClient.release()
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db
  return { db, kind: 'postgres', close: () => pool.end(), pool: () => poolStats(pool) }
}

async function openInProcess(dataDir: string | undefined): Promise<DbHandle> {
  let lock: ReturnType<typeof lockDataFolder> | undefined
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true })
    lock = lockDataFolder(dataDir)
    if (lock.heldBy) throw new Error(`The database in ${dataDir} is in use by another process (pid ${lock.heldBy}): one process per data folder.`)
  }
  try {
    // The contrib extensions the migrations create (pglite-extensions.mjs): PGlite loads one only when asked.
    const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS })
    const db = drizzlePglite(client, { schema }) as unknown as Db
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER })
    const close = async () => {
      if (!client.closed) await client.close()
      lock?.release?.()
    }
    return { db, kind: 'pglite', close }
  } catch (err) {
    lock?.release?.()
    throw err
  }
}

/**
 * The embedded database in a child process (lib/db/pglite-child.ts), reached over its Unix socket through the same
 * node-postgres driver as PostgreSQL: a heavy query runs there and the site's event loop keeps serving.
 */
async function openChild(dataDir: string): Promise<DbHandle> {
  const child = await startPgliteChild(dataDir)
  try {
    // Migrations have no query timeout (an index build on a large table may take longer), and nothing else runs yet.
    const migrationPool = childPool(child, {})
    try {
      await migrateNodePg(drizzleNodePg(migrationPool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await migrationPool.end().catch(() => undefined)
    }
  } catch (err) {
    await child.close()
    throw err
  }
  child.watchStalls()
  const pool = childPool(child, { query_timeout: QUERY_TIMEOUT_MS })
  const db = drizzleNodePg(pool, { schema }) as unknown as Db
  const close = async () => {
    await pool.end().catch(() => undefined)
    await child.close()
  }
  return { db, kind: 'pglite', close, pool: () => ({ ...poolStats(pool), childUp: child.isUp() }) }
}

/**
 * A pool of one connection to the child's socket: the socket server interleaves several clients' protocol messages
 * in PGlite's single session (measured: "prepared statement does not exist", SQLSTATE 26000, with several busy
 * connections). While the child is down or restarting, a query fails at once with a clear error.
 */
function childPool(child: PgliteChild, extra: { query_timeout?: number }): Pool {
  const pool = new Pool({
    host: child.socketDir,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 5_000,
    ...extra,
  })
  pool.on('error', (err) => log('db').error(`embedded database connection error: ${err.message}`))
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  ;(pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (child.isUp()) return connect(...args)
    const err = new DatabaseDownError(child.downReason())
    const callback = args[0]
    if (typeof callback === 'function') return void process.nextTick(callback, err)
    return Promise.reject(err)
  }
  return pool
}

/** What the environment asks for: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR, in a child process. */
export function optionsFromEnv(): OpenOptions {
  const e = env()
  return e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite-child', dataDir: path.join(e.dataDir, 'pglite') }
}

/**
 * Whether this process shares its database with other instances (PostgreSQL): then limits, metrics and provider
 * health are kept there; with the embedded database there is one process and in-process state is right.
 */
export function usesPostgres(): boolean {
  return optionsFromEnv().kind === 'postgres'
}

// Next.js may load this module in several bundles of one process; the handle lives on globalThis so that
// PGlite, which allows one opener per data folder, is opened exactly once.
const GLOBAL_KEY = Symbol.for('venture-studio.db')
const CHECKS_KEY = Symbol.for('venture-studio.db-open-checks')
type OpenCheck = (db: Db) => Promise<unknown>
type Holder = { [GLOBAL_KEY]?: Promise<DbHandle>; [CHECKS_KEY]?: OpenCheck[] }

/**
 * Runs `check` on the process-wide database every time it is opened, after the migrations and before any caller
 * gets it; a check that throws fails the open (the database is closed again and the next getDbHandle() tries anew).
 * The server answers requests while the database opens — a long migration must not keep its pages from answering —
 * so what must hold before the first query of any request (the admin password check) is run here, not awaited at start.
 */
export function checkOnOpen(check: OpenCheck): void {
  const holder = globalThis as Holder
  ;(holder[CHECKS_KEY] ??= []).push(check)
}

async function openChecked(checks: readonly OpenCheck[]): Promise<DbHandle> {
  const handle = await openDb(optionsFromEnv())
  try {
    for (const check of checks) await check(handle.db)
  } catch (err) {
    await handle.close().catch(() => {})
    throw err
  }
  return handle
}

/** The process-wide database, opened (and migrated) on first use. */
export function getDbHandle(): Promise<DbHandle> {
  const holder = globalThis as Holder
  if (!holder[GLOBAL_KEY]) {
    const opening = openChecked([...(holder[CHECKS_KEY] ?? [])])
    opening.then((handle) => opened.set(opening, handle), () => {})
    // A failed open is forgotten so that the next request tries again (e.g. PostgreSQL came back).
    opening.catch(() => {
      if (holder[GLOBAL_KEY] === opening) delete holder[GLOBAL_KEY]
    })
    holder[GLOBAL_KEY] = opening
  }
  return holder[GLOBAL_KEY]
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db
}

/** The handle each opening resolved to, once it has: lets readyDbHandle() answer without racing a timer. */
const opened = new WeakMap<Promise<DbHandle>, DbHandle>()

/** The process-wide database if it is open within `timeoutMs` (see readyDbHandle). */
export async function readyDb(timeoutMs = PING_TIMEOUT_MS): Promise<Db> {
  return (await readyDbHandle(timeoutMs)).db
}

/** Raised by readyDbHandle() when the database is still opening: migrating at start, or its server slow to answer. */
export class DatabaseNotReadyError extends Error {
  constructor(timeoutMs: number) {
    super(`the database was not open within ${timeoutMs} ms (migrations run at start)`)
    this.name = 'DatabaseNotReadyError'
  }
}

/**
 * The process-wide database if it is open within `timeoutMs`, for what has a better answer than waiting out a
 * migration at start: health and the system page report it, a form goes to the outbox, a rate limit counts in memory.
 */
export async function readyDbHandle(timeoutMs = PING_TIMEOUT_MS): Promise<DbHandle> {
  const opening = getDbHandle()
  const open = opened.get(opening)
  if (open) return open // the usual case, without a timer
  return withinTime(opening, timeoutMs, () => new DatabaseNotReadyError(timeoutMs))
}

/** `promise`, or `late()` thrown once `ms` have passed without it settling. */
async function withinTime<T>(promise: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Runs a trivial query: proves the database answers, not just that a handle exists. Gives up after 3 s. */
export async function pingDb(handle: DbHandle, timeoutMs = PING_TIMEOUT_MS): Promise<void> {
  await withinTime(handle.db.execute(sql`select 1`), timeoutMs, () => new Error(`the database did not answer within ${timeoutMs} ms`))
}

/** Closes the process-wide database if it was opened. */
export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder
  const opening = holder[GLOBAL_KEY]
  if (!opening) return
  delete holder[GLOBAL_KEY]
  const handle = await opening.catch(() => undefined)
  await handle?.close()
}
