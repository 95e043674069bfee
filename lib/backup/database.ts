import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_EXTENSIONS } from '@/lib/db/pglite-extensions.mjs'
import pg from 'pg'
import { MIGRATIONS_FOLDER } from '@/lib/db/client'
import { dataFolderOwner, lockDataFolder } from '@/lib/db/data-folder-lock.mjs'
import { dumpWithFiles, requestDump, type DumpDescription, type DumpRequest } from '@/lib/db/pglite-dump.mjs'
import { ArchiveError, type Manifest } from './manifest'

/** The database a backup is taken from or restored into. */
export type DatabaseTarget = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string }

const run = promisify(execFile)

/**
 * Dumps the embedded database: through the running site's database process when one holds the folder (it pauses the
 * site's commits for the dump and links the files meanwhile), else by opening the folder here.
 */
export async function dumpPglite(dir: string, request: DumpRequest): Promise<DumpDescription> {
  if (dataFolderOwner(dir)) return requestDump(dir, request)
  if (!fs.existsSync(dir)) throw new Error(`There is no database in ${dir}: check DATA_DIR.`)
  const lock = lockDataFolder(dir)
  // The site started between the two looks: ask it instead.
  if (lock.heldBy) return requestDump(dir, request)
  try {
    const db = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS })
    try {
      return await dumpWithFiles(db, request)
    } finally {
      await db.close()
    }
  } finally {
    lock.release?.()
  }
}

function majorOf(version: string): number {
  return Number.parseInt(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? '0', 10)
}

/** The major version of the system pg_dump, or a message naming what to install. */
async function pgDumpMajor(serverMajor: number): Promise<number> {
  let out: string
  try {
    out = (await run('pg_dump', ['--version'])).stdout
  } catch {
    throw new Error(`pg_dump is not installed. Install the PostgreSQL ${serverMajor} client tools (Debian/Ubuntu: apt-get install postgresql-client-${serverMajor}) and run the backup again.`)
  }
  const major = majorOf(out.replace(/^[^0-9]*/, ''))
  if (major < serverMajor) {
    throw new Error(`pg_dump ${major} cannot dump a PostgreSQL ${serverMajor} server. Install the PostgreSQL ${serverMajor} client tools (Debian/Ubuntu: apt-get install postgresql-client-${serverMajor}).`)
  }
  return major
}

/**
 * Dumps PostgreSQL with the system pg_dump. The counts are taken in a repeatable-read transaction whose snapshot
 * pg_dump then uses (--snapshot), so the manifest's counts are exactly the dump's rows.
 */
export async function dumpPostgres(url: string, sqlFile: string): Promise<DumpDescription> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const version = await client.query<{ server_version_num: string }>('show server_version_num')
    await pgDumpMajor(Math.floor(Number(version.rows[0]!.server_version_num) / 10_000))
    await client.query('begin isolation level repeatable read read only')
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id
    const described = await describePostgres(client)
    await runPgDump(['--dbname', url, '--snapshot', snapshot, '--no-owner', '--no-privileges', '--inserts', '--file', sqlFile])
    await client.query('commit')
    return described
  } finally {
    await client.end()
  }
}

function runPgDump(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const proc = spawn('pg_dump', args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    proc.on('error', reject)
    proc.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_dump failed (exit code ${code}): ${stderr.trim()}`))))
  })
}

async function describePostgres(client: pg.Client): Promise<DumpDescription> {
  const tables = await client.query<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public' order by tablename`)
  const counts: Record<string, number> = {}
  for (const { tablename } of tables.rows) {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from public.${client.escapeIdentifier(tablename)}`)
    counts[tablename] = result.rows[0]!.n
  }
  const migrated = await client.query<{ at: string | null }>(`select max(created_at)::text as at from drizzle.__drizzle_migrations`)
  return { counts, lastMigrationAt: migrated.rows[0]?.at ?? null }
}

type JournalEntry = { tag: string; when: number }

function journal(): JournalEntry[] {
  const text = fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries
}

/** Names the schema version from the time drizzle recorded for the last migration applied. */
export function schemaVersionOf(lastMigrationAt: string | null): Manifest['schemaVersion'] {
  const when = lastMigrationAt === null ? null : Number(lastMigrationAt)
  const entry = journal().find((e) => e.when === when)
  return { tag: entry?.tag ?? (when === null ? 'none' : `unknown (${when})`), when }
}

/** Refuses an archive whose schema is newer than this version of the site knows: its migrations are not here. */
export function checkSchemaNotNewer(manifest: Manifest, archiveName: string): void {
  const latest = journal().at(-1)!
  if (manifest.schemaVersion.when !== null && manifest.schemaVersion.when > latest.when) {
    throw new ArchiveError(`${archiveName} was made by a newer version of the site (schema ${manifest.schemaVersion.tag}; this one knows up to ${latest.tag}). Update the site, then restore.`)
  }
}

// pg_dump writes psql meta-commands (\restrict) that only psql understands; the SQL is run here without psql.
function withoutMetaCommands(sqlText: string): string {
  return sqlText.replace(/^\\(?:un)?restrict\b.*$/gm, '')
}

/** Whether the target already holds a database (any table, even empty): a restore would mix two sites' data. */
export async function databaseInUse(target: DatabaseTarget): Promise<boolean> {
  if (target.kind === 'pglite') return fs.existsSync(target.dir) && fs.readdirSync(target.dir).length > 0
  const client = new pg.Client({ connectionString: target.url })
  await client.connect()
  try {
    const result = await client.query(`select 1 from pg_tables where schemaname in ('public', 'drizzle') limit 1`)
    return (result.rowCount ?? 0) > 0
  } finally {
    await client.end()
  }
}

/** Loads a dump into an empty target (the caller checked, or --force emptied it). */
export async function loadDump(target: DatabaseTarget, sqlFile: string): Promise<void> {
  const sqlText = withoutMetaCommands(fs.readFileSync(sqlFile, 'utf8'))
  if (target.kind === 'pglite') {
    fs.mkdirSync(target.dir, { recursive: true })
    const lock = lockDataFolder(target.dir)
    if (lock.heldBy) throw new Error(`The database in ${target.dir} is in use by the running site (process ${lock.heldBy}). Stop the site first.`)
    try {
      const db = await PGlite.create(target.dir, { extensions: PGLITE_EXTENSIONS })
      try {
        await db.exec(sqlText)
      } finally {
        await db.close()
      }
    } finally {
      lock.release?.()
    }
    return
  }
  const client = new pg.Client({ connectionString: target.url })
  await client.connect()
  try {
    await client.query(sqlText)
  } finally {
    await client.end()
  }
}

/** Empties the target database for `restore --force`. */
export async function clearDatabase(target: DatabaseTarget): Promise<void> {
  if (target.kind === 'pglite') {
    fs.rmSync(target.dir, { recursive: true, force: true })
    return
  }
  const client = new pg.Client({ connectionString: target.url })
  await client.connect()
  try {
    await client.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public')
  } finally {
    await client.end()
  }
}
