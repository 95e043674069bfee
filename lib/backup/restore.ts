import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import * as tar from 'tar'
import { dataFolderOwner } from '@/lib/db/data-folder-lock.mjs'
import { openDb } from '@/lib/db/client'
import { errorMessage } from '@/lib/error-message'
import { checkSchemaNotNewer, clearDatabase, databaseInUse, loadDump, schemaVersionOf, type DatabaseTarget } from './database'
import { skippedNames, type BackupSource } from './create'
import { ArchiveError, DATA_PART_DIR, DATABASE_PART, readManifest, verifyParts, type Manifest } from './manifest'

export type RestoreResult = {
  manifest: Manifest
  /** Rows per table after the restore (and the migrations), beside the archive's own counts. */
  counts: Record<string, { archive: number | null; restored: number }>
  /** The schema after the restore: newer than the archive's when migrations were applied. */
  schemaVersion: Manifest['schemaVersion']
}

/** Thrown when the target holds data and --force was not given: the message says what is there. */
export class TargetNotEmptyError extends Error {}

/** The names in DATA_DIR a restore would write over (everything but the database's own folders). */
export function dataDirContents(dataDir: string, database: DatabaseTarget): string[] {
  if (!fs.existsSync(dataDir)) return []
  const skip = skippedNames(dataDir, database)
  return fs.readdirSync(dataDir).filter((name) => !skip.includes(name) && !name.startsWith('.backup-'))
}

/** Refuses to restore over a site: the running site's folder always, a non-empty one unless forced. */
export async function checkTarget(target: BackupSource, force: boolean): Promise<void> {
  if (target.database.kind === 'pglite') {
    const owner = dataFolderOwner(target.database.dir)
    if (owner) throw new TargetNotEmptyError(`The site is running on ${target.database.dir} (process ${owner}). Stop it, then restore.`)
  }
  if (force) return
  const problems: string[] = []
  if (await databaseInUse(target.database)) problems.push(target.database.kind === 'pglite' ? `the database in ${target.database.dir} is not empty` : 'the PostgreSQL database (DATABASE_URL) already has tables')
  const files = dataDirContents(target.dataDir, target.database)
  if (files.length) problems.push(`${target.dataDir} already holds ${files.join(', ')}`)
  if (problems.length) throw new TargetNotEmptyError(`Refusing to restore: ${problems.join(' and ')}. Restore into a fresh DATA_DIR and database, or add --force to replace what is there.`)
}

async function unpack(file: string, into: string): Promise<void> {
  const name = path.basename(file)
  if (!fs.existsSync(file)) throw new ArchiveError(`${file} does not exist.`)
  try {
    await tar.extract({ file, cwd: into, strict: true })
  } catch (err) {
    throw new ArchiveError(`${name} is not a backup archive (a .tar.gz written by npm run backup): ${errorMessage(err)}`)
  }
}

// Both drivers answer execute() with { rows }.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** Opens the restored database as the site does (applying newer migrations) and counts its rows. */
async function openAndCount(target: DatabaseTarget): Promise<{ counts: Record<string, number>; lastMigrationAt: string | null }> {
  const handle = await openDb(target.kind === 'pglite' ? { kind: 'pglite', dataDir: target.dir } : { kind: 'postgres', url: target.url, max: 1 })
  try {
    const tables = rowsOf<{ tablename: string }>(await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`))
    const counts: Record<string, number> = {}
    for (const { tablename } of tables) {
      const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(tablename)}`))
      counts[tablename] = Number(row!.n)
    }
    const [migrated] = rowsOf<{ at: string | null }>(await handle.db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`))
    return { counts, lastMigrationAt: migrated?.at ?? null }
  } finally {
    await handle.close()
  }
}

/**
 * Restores an archive: checks it whole before touching anything, refuses a non-empty target unless forced, loads the
 * dump, copies the files into DATA_DIR, then opens the database the way the site does — which applies the migrations
 * this version has and the archive lacks — and counts the rows.
 */
export async function restoreBackup(target: BackupSource, file: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const name = path.basename(file)
  const unpacked = await fsp.mkdtemp(path.join(os.tmpdir(), 'restore-'))
  try {
    await unpack(path.resolve(file), unpacked)
    const manifest = await readManifest(unpacked, name)
    await verifyParts(unpacked, manifest, name)
    checkSchemaNotNewer(manifest, name)
    await checkTarget(target, options.force ?? false)
    if (options.force) {
      await clearDatabase(target.database)
      for (const entry of dataDirContents(target.dataDir, target.database)) await fsp.rm(path.join(target.dataDir, entry), { recursive: true, force: true })
    }
    await loadDump(target.database, path.join(unpacked, DATABASE_PART))
    const files = path.join(unpacked, DATA_PART_DIR)
    await fsp.mkdir(target.dataDir, { recursive: true })
    if (fs.existsSync(files)) await fsp.cp(files, target.dataDir, { recursive: true, preserveTimestamps: true })
    const { counts: restored, lastMigrationAt } = await openAndCount(target.database)
    const counts: RestoreResult['counts'] = {}
    for (const table of new Set([...Object.keys(manifest.counts), ...Object.keys(restored)])) {
      counts[table] = { archive: manifest.counts[table] ?? null, restored: restored[table] ?? 0 }
    }
    return { manifest, counts, schemaVersion: schemaVersionOf(lastMigrationAt) }
  } finally {
    await fsp.rm(unpacked, { recursive: true, force: true })
  }
}
