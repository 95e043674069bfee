import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ArchiveError, describeParts, MANIFEST_NAME, readManifest, verifyParts, type Manifest } from './manifest'

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'))
  fs.writeFileSync(path.join(root, 'database.sql'), 'create table t (id int);\n')
  fs.mkdirSync(path.join(root, 'data/files'), { recursive: true })
  fs.writeFileSync(path.join(root, 'data/files/0123456789abcdef0123456789abcdef'), '%PDF-1.7 deck')
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

async function writeManifest(): Promise<Manifest> {
  const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database: 'pglite', schemaVersion: { tag: '0000_init', when: 1 }, counts: { t: 0 }, parts: await describeParts(root) }
  fs.writeFileSync(path.join(root, MANIFEST_NAME), JSON.stringify(manifest))
  return manifest
}

const failure = (promise: Promise<unknown>) => promise.then(() => null, (err: unknown) => err as Error)

describe('the manifest check', () => {
  it('lists every part with its size and sha256, and accepts the parts as written', async () => {
    const manifest = await writeManifest()
    expect(manifest.parts.map((p) => p.path)).toEqual(['data/files/0123456789abcdef0123456789abcdef', 'database.sql'])
    expect(manifest.parts[1]!.sha256).toMatch(/^[0-9a-f]{64}$/)
    await expect(verifyParts(root, await readManifest(root, 'a.tar.gz'), 'a.tar.gz')).resolves.toBeUndefined()
  })

  it('refuses a part whose bytes changed, one missing and one the manifest does not list, naming each', async () => {
    const manifest = await writeManifest()
    fs.writeFileSync(path.join(root, 'database.sql'), 'drop table t;\n')
    fs.rmSync(path.join(root, 'data/files/0123456789abcdef0123456789abcdef'))
    fs.writeFileSync(path.join(root, 'data/extra.txt'), 'slipped in')
    const err = await failure(verifyParts(root, manifest, 'a.tar.gz'))
    expect(err).toBeInstanceOf(ArchiveError)
    expect(err!.message).toContain('database.sql does not match its checksum')
    expect(err!.message).toContain('data/files/0123456789abcdef0123456789abcdef is missing')
    expect(err!.message).toContain('data/extra.txt is not listed in the manifest')
  })

  it('refuses a folder without a manifest, or with one that is not JSON, as not a backup', async () => {
    expect((await failure(readManifest(root, 'notes.tar.gz')))!.message).toBe('notes.tar.gz is not a backup of this site: it has no manifest.json.')
    fs.writeFileSync(path.join(root, MANIFEST_NAME), '{ broken')
    expect((await failure(readManifest(root, 'notes.tar.gz')))!.message).toContain('not valid JSON')
  })
})
