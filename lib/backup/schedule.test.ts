import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { archiveName } from './create'
import { lastBackup, recordBackup } from './last'
import { pruneArchives } from './schedule'

describe('keeping BACKUP_KEEP archives', () => {
  it('deletes the oldest archives beyond the number kept and leaves other files alone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-keep-'))
    const names = [1, 2, 3, 4].map((day) => archiveName(new Date(Date.UTC(2026, 10, day, 3))))
    for (const name of [...names, 'notes.txt']) fs.writeFileSync(path.join(dir, name), 'x')
    expect(await pruneArchives(dir, 2)).toEqual(names.slice(0, 2))
    expect(fs.readdirSync(dir).sort()).toEqual([...names.slice(2), 'notes.txt'].sort())
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describeEachDb('the last backup as the settings page shows it', ({ handle }) => {
  it('says no backup yet, then the last archive, keeps it through a later failure and clears the error on success', async () => {
    const { db } = handle()
    expect(await lastBackup(db)).toEqual({ ok: null, error: null })
    await recordBackup(db, { at: new Date('2026-11-28T03:00:00Z'), file: '/backups/a.tar.gz', size: 2048 })
    await recordBackup(db, { at: new Date('2026-11-29T03:00:00Z'), error: 'disk full' })
    expect(await lastBackup(db)).toEqual({ ok: { at: '2026-11-28T03:00:00.000Z', file: '/backups/a.tar.gz', size: 2048 }, error: { at: '2026-11-29T03:00:00.000Z', message: 'disk full' } })
    await recordBackup(db, { at: new Date('2026-11-30T03:00:00Z'), file: '/backups/b.tar.gz', size: 4096 })
    expect((await lastBackup(db)).error).toBeNull()
  })
})
