import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { Pool } from 'pg'
import { env } from '@/lib/env'
import * as schema from './schema'

/** One type for both drivers: queries are written once against the Postgres dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DbKind = 'pglite' | 'postgres'

export type DbHandle = {
  db: Db
  kind: DbKind
  close: () => Promise<void>
}

export type OpenOptions =
  | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory (tests)
  | { kind: 'postgres'; url: string; max?: number }

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations')

// Any fixed number; all instances sharing one PostgreSQL take it so that only one migrates at a time.
const MIGRATION_LOCK_ID = 727_001

/** Opens a database and applies the committed migrations. */
export async function openDb(options: OpenOptions): Promise<DbHandle> {
  if (options.kind === 'pglite') {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true })
    // pg_trgm for the admin search's trigram index (migration 0012): PGlite loads a contrib extension only when asked.
    const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } })
    const db = drizzlePglite(client, { schema }) as unknown as Db
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER })
    return { db, kind: 'pglite', close: () => (client.closed ? Promise.resolve() : client.close()) }
  }

  const pool = new Pool({ connectionString: options.url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 })
  // An idle client losing its server must not crash the process; the next query reports the error instead.
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message))
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
  } finally {
    lockClient.release()
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db
  return { db, kind: 'postgres', close: () => pool.end() }
}

/** What the environment asks for: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function optionsFromEnv(): OpenOptions {
  const e = env()
  return e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(e.dataDir, 'pglite') }
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
type Holder = { [GLOBAL_KEY]?: Promise<DbHandle> }

/** The process-wide database, opened (and migrated) on first use. */
export function getDbHandle(): Promise<DbHandle> {
  const holder = globalThis as Holder
  if (!holder[GLOBAL_KEY]) {
    const opening = openDb(optionsFromEnv())
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

/** Runs a trivial query: proves the database answers, not just that a handle exists. */
export async function pingDb(handle: DbHandle): Promise<void> {
  await handle.db.execute(sql`select 1`)
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
