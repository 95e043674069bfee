import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import { optionsFromEnv } from '@/lib/db/client'
import { linkTree } from '@/lib/db/pglite-dump.mjs'
import { env } from '@/lib/env'
import { dumpPglite, dumpPostgres, schemaVersionOf, type DatabaseTarget } from './database'
import { DATA_PART_DIR, DATABASE_PART, describeParts, MANIFEST_NAME, type Manifest } from './manifest'

/** What a backup covers: the database and the site's files folder. */
export type BackupSource = { dataDir: string; database: DatabaseTarget }

export type BackupResult = { file: string; size: number; manifest: Manifest }

/** Staging folders live in DATA_DIR (so files can be hard-linked, not copied) under names the archive leaves out. */
const STAGING_PREFIX = '.backup-'

/**
 * What of DATA_DIR is not copied as files: the embedded database (it is in the archive as its dump), its lock and
 * socket folder, and staging folders of backups running now.
 */
export function skippedNames(dataDir: string, database: DatabaseTarget): string[] {
  const skip = ['pglite-socket']
  if (database.kind === 'pglite' && path.dirname(path.resolve(database.dir)) === path.resolve(dataDir)) {
    skip.push(path.basename(database.dir), `${path.basename(database.dir)}-socket`)
  }
  return skip
}

/** A file name for a new archive: backup-2026-11-29T10-30-00Z.tar.gz. */
export function archiveName(now: Date): string {
  return `backup-${now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}.tar.gz`
}

/**
 * Writes one consistent archive of a running site: the database dump (one transaction), then the files under DATA_DIR
 * and manifest.json. With the embedded database the files are linked while the site's commits wait for the dump (see
 * lib/db/pglite-dump.mjs). With PostgreSQL the decks are in the database itself (no S3): the files under DATA_DIR are
 * the outbox, set-aside entries and .eml copies, which no row needs, so copying them after the dump is enough; a file
 * written later is simply in the archive too.
 */
export async function createBackup(source: BackupSource, file: string, now = new Date()): Promise<BackupResult> {
  const target = path.resolve(file)
  if (fs.existsSync(target)) throw new Error(`${target} exists already: choose another file name.`)
  await fsp.mkdir(path.dirname(target), { recursive: true })
  await fsp.mkdir(source.dataDir, { recursive: true })
  const staging = await fsp.mkdtemp(path.join(source.dataDir, STAGING_PREFIX))
  try {
    const sqlFile = path.join(staging, DATABASE_PART)
    const filesTo = path.join(staging, DATA_PART_DIR)
    await fsp.mkdir(filesTo, { mode: 0o700 })
    const skip = [...skippedNames(source.dataDir, source.database), path.basename(staging)]
    const stagingSiblings = (await fsp.readdir(source.dataDir)).filter((name) => name.startsWith(STAGING_PREFIX))
    skip.push(...stagingSiblings)
    let described
    if (source.database.kind === 'pglite') {
      described = await dumpPglite(source.database.dir, { sqlFile, filesFrom: source.dataDir, filesTo, skip })
    } else {
      described = await dumpPostgres(source.database.url, sqlFile)
      linkTree(source.dataDir, filesTo, skip)
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: source.database.kind,
      schemaVersion: schemaVersionOf(described.lastMigrationAt),
      counts: described.counts,
      parts: await describeParts(staging),
    }
    await fsp.writeFile(path.join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 })
    // Written under a temporary name and renamed: a half-written archive never looks like a backup.
    const partial = `${target}.partial`
    const entries = [MANIFEST_NAME, ...(await fsp.readdir(staging)).filter((name) => name !== MANIFEST_NAME)]
    await fsp.writeFile(partial, '', { mode: 0o600 }) // the archive holds what visitors sent: owner only
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries)
    await fsp.rename(partial, target)
    return { file: target, size: (await fsp.stat(target)).size, manifest }
  } finally {
    await fsp.rm(staging, { recursive: true, force: true })
  }
}

/** The configured site's database and DATA_DIR, as the site itself opens them. */
export function backupSourceFromEnv(): BackupSource {
  const options = optionsFromEnv()
  const database: DatabaseTarget = options.kind === 'postgres' ? { kind: 'postgres', url: options.url } : { kind: 'pglite', dir: options.dataDir ?? '' }
  return { dataDir: env().dataDir, database }
}
