// `npm run backup [FILE]`: writes one archive of the configured site (database, DATA_DIR files, manifest.json) while
// it runs. Without FILE: backup-<time>.tar.gz in BACKUP_DIR, or in the current folder when BACKUP_DIR is unset.
import path from 'node:path'
import { archiveName, backupSourceFromEnv, createBackup } from '@/lib/backup/create'
import { env } from '@/lib/env'

const file = process.argv[2] ?? path.join(env().BACKUP_DIR ?? '.', archiveName(new Date()))
try {
  const result = await createBackup(backupSourceFromEnv(), file)
  const rows = Object.values(result.manifest.counts).reduce((a, b) => a + b, 0)
  const files = result.manifest.parts.length - 1
  console.log(`Backup written: ${result.file} (${(result.size / 1024).toFixed(1)} kB; schema ${result.manifest.schemaVersion.tag}; ${rows} rows in ${Object.keys(result.manifest.counts).length} tables; ${files} files).`)
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
}
