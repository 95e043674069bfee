import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import * as tar from 'tar'
import { socketDirFor } from '@/lib/db/data-folder-lock.mjs'
import type { BackupSource } from './create'
import { ArchiveError } from './manifest'
import { checkTarget, restoreBackup, TargetNotEmptyError } from './restore'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-target-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

function target(name: string): BackupSource {
  const dataDir = path.join(root, name)
  return { dataDir, database: { kind: 'pglite', dir: path.join(dataDir, 'pglite') } }
}

const failure = (promise: Promise<unknown>) => promise.then(() => null, (err: unknown) => err as Error)

describe('restoring into a target that holds data', () => {
  it('accepts a fresh DATA_DIR, and one that does not exist yet', async () => {
    fs.mkdirSync(path.join(root, 'fresh'))
    await expect(checkTarget(target('fresh'), false)).resolves.toBeUndefined()
    await expect(checkTarget(target('not-yet'), false)).resolves.toBeUndefined()
  })

  it('refuses a DATA_DIR with files or a database in it, naming them, unless forced', async () => {
    const used = target('used')
    fs.mkdirSync(path.join(used.dataDir, 'mail'), { recursive: true })
    fs.mkdirSync(path.join(used.dataDir, 'pglite'), { recursive: true })
    fs.writeFileSync(path.join(used.dataDir, 'pglite', 'PG_VERSION'), '17')
    const err = await failure(checkTarget(used, false))
    expect(err).toBeInstanceOf(TargetNotEmptyError)
    expect(err!.message).toContain(`the database in ${used.dataDir}/pglite is not empty`)
    expect(err!.message).toContain(`${used.dataDir} already holds mail`)
    expect(err!.message).toContain('--force')
    await expect(checkTarget(used, true)).resolves.toBeUndefined()
  })
})

describe('restoring while the site runs', () => {
  it('refuses, even forced, when a live process holds the database folder', async () => {
    const running = target('running')
    const lockDir = socketDirFor(running.database.kind === 'pglite' ? running.database.dir : '')
    fs.mkdirSync(lockDir, { recursive: true })
    fs.writeFileSync(path.join(lockDir, 'owner.pid'), String(process.ppid)) // a live process other than this one
    const err = await failure(checkTarget(running, true))
    expect(err!.message).toBe(`The site is running on ${running.dataDir}/pglite (process ${process.ppid}). Stop it, then restore.`)
  })
})

describe('restoring a file that is not an intact backup', () => {
  it('refuses a file that is no archive, and a tar without a manifest, and leaves the target untouched', async () => {
    const notArchive = path.join(root, 'notes.txt')
    fs.writeFileSync(notArchive, 'just some notes')
    expect(await failure(restoreBackup(target('t1'), notArchive))).toBeInstanceOf(ArchiveError)

    const parts = path.join(root, 'parts')
    fs.mkdirSync(parts)
    fs.writeFileSync(path.join(parts, 'database.sql'), 'select 1;')
    const noManifest = path.join(root, 'no-manifest.tar.gz')
    await tar.create({ gzip: true, file: noManifest, cwd: parts }, ['database.sql'])
    const err = await failure(restoreBackup(target('t1'), noManifest))
    expect(err!.message).toBe('no-manifest.tar.gz is not a backup of this site: it has no manifest.json.')
    expect(fs.existsSync(target('t1').dataDir)).toBe(false)
  })
})
