import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { BackupSummary } from './backup-summary'

const text = (html: string) => html.replace(/<[^>]+>/g, '')

it('shows the last backup with its time and size, no backup yet, the last error, and how to turn backups on', () => {
  const done = text(renderToStaticMarkup(<BackupSummary scheduled last={{ ok: { at: '2026-11-29T03:00:00.000Z', file: '/srv/backups/backup-2026-11-29T03-00-00Z.tar.gz', size: 3 * 1024 * 1024 }, error: null }} />))
  expect(done).toContain('Last backup: 2026-11-29 03:00 UTC, 3.0 MB (backup-2026-11-29T03-00-00Z.tar.gz)')
  expect(done).toContain('A backup is written once a day')

  const failed = text(renderToStaticMarkup(<BackupSummary scheduled last={{ ok: null, error: { at: '2026-11-29T03:00:00.000Z', message: 'pg_dump is not installed.' } }} />))
  expect(failed).toContain('No backup yet.')
  expect(failed).toContain('The backup of 2026-11-29 03:00 UTC failed: pg_dump is not installed.')

  const off = text(renderToStaticMarkup(<BackupSummary scheduled={false} last={{ ok: null, error: null }} />))
  expect(off).toContain('Daily backups are off: set BACKUP_DIR')
})
