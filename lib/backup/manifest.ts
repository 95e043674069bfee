import { createHash } from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

/**
 * What an archive holds, written beside its parts as manifest.json: when it was taken, from which database and at
 * which schema version, how many rows each table had, and the size and sha256 of every part, so that a restore can
 * refuse a damaged or altered archive before touching anything.
 */
export type Manifest = {
  format: 1
  createdAt: string
  database: 'pglite' | 'postgres'
  /** The last migration applied: its tag (e.g. 0014_account_roles) and the time drizzle records for it. */
  schemaVersion: { tag: string; when: number | null }
  counts: Record<string, number>
  parts: ManifestPart[]
}

export type ManifestPart = { path: string; size: number; sha256: string }

export const MANIFEST_NAME = 'manifest.json'
export const DATABASE_PART = 'database.sql'
/** The DATA_DIR files go under this folder in the archive. */
export const DATA_PART_DIR = 'data'

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Every regular file under `root`, as paths relative to it with forward slashes, sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** Size and sha256 of every file under the staging folder `root` (the manifest itself left out). */
export async function describeParts(root: string): Promise<ManifestPart[]> {
  const parts: ManifestPart[] = []
  for (const rel of await listFiles(root)) {
    if (rel === MANIFEST_NAME) continue
    const file = path.join(root, rel)
    parts.push({ path: rel, size: (await fsp.stat(file)).size, sha256: await hashFile(file) })
  }
  return parts
}

/** Thrown for an archive that is not ours or not intact: its message is for the operator as it is. */
export class ArchiveError extends Error {}

/** Reads manifest.json from an unpacked archive; refuses a folder that has none or one this version cannot read. */
export async function readManifest(root: string, archiveName: string): Promise<Manifest> {
  let text: string
  try {
    text = await fsp.readFile(path.join(root, MANIFEST_NAME), 'utf8')
  } catch {
    throw new ArchiveError(`${archiveName} is not a backup of this site: it has no ${MANIFEST_NAME}.`)
  }
  let manifest: Manifest
  try {
    manifest = JSON.parse(text) as Manifest
  } catch {
    throw new ArchiveError(`${archiveName}: its ${MANIFEST_NAME} is not valid JSON; the archive is damaged.`)
  }
  if (manifest.format !== 1 || !Array.isArray(manifest.parts) || !manifest.parts.some((p) => p.path === DATABASE_PART)) {
    throw new ArchiveError(`${archiveName}: its ${MANIFEST_NAME} is not one this version of the site wrote (format ${String(manifest.format)}).`)
  }
  return manifest
}

/**
 * Checks the unpacked parts against the manifest: every part present with its size and sha256, and nothing that the
 * manifest does not list. Lists every problem found, so one run tells the operator what is wrong.
 */
export async function verifyParts(root: string, manifest: Manifest, archiveName: string): Promise<void> {
  const problems: string[] = []
  const actual = new Map((await describeParts(root)).map((part) => [part.path, part]))
  for (const part of manifest.parts) {
    const found = actual.get(part.path)
    actual.delete(part.path)
    if (!found) problems.push(`${part.path} is missing`)
    else if (found.size !== part.size || found.sha256 !== part.sha256) problems.push(`${part.path} does not match its checksum`)
  }
  for (const extra of actual.keys()) problems.push(`${extra} is not listed in the manifest`)
  if (problems.length) throw new ArchiveError(`${archiveName} is damaged or was altered: ${problems.join('; ')}. Nothing was restored.`)
}
