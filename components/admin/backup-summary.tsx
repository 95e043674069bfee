import path from 'node:path'
import type { LastBackup } from '@/lib/backup/last'
import { formatUtc } from '@/lib/admin/format-utc'
import { formatFileSize } from '@/lib/files/deck'

/** The scheduled backup as the owner needs it: when the last archive was written and how large, or why it failed. */
export function BackupSummary({ last, scheduled }: { last: LastBackup; scheduled: boolean }) {
  return (
    <div className="max-w-prose space-y-2 text-sm text-slate-700 dark:text-slate-300">
      <p data-testid="last-backup">
        {last.ok ? (
          <>
            Last backup: {formatUtc(new Date(last.ok.at))}, {formatFileSize(last.ok.size)} (<code>{path.basename(last.ok.file)}</code>)
          </>
        ) : (
          'No backup yet.'
        )}
      </p>
      {last.error ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          The backup of {formatUtc(new Date(last.error.at))} failed: {last.error.message}
        </p>
      ) : null}
      <p>
        {scheduled ? (
          'A backup is written once a day; the oldest archives beyond the number kept are deleted.'
        ) : (
          <>
            Daily backups are off: set <code>BACKUP_DIR</code> in the server environment to turn them on. <code>npm run backup</code> writes one
            at any time.
          </>
        )}
      </p>
    </div>
  )
}
