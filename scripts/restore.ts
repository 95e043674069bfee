// `npm run restore FILE [--force]`: restores an archive written by `npm run backup` into the configured database and
// DATA_DIR (see the README, "Backup and restore"). Refuses a target that holds data unless --force.
import { backupSourceFromEnv } from '@/lib/backup/create'
import { restoreBackup } from '@/lib/backup/restore'

const args = process.argv.slice(2)
const force = args.includes('--force')
const files = args.filter((arg) => arg !== '--force')
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- FILE [--force]')
  process.exit(2)
}
try {
  const result = await restoreBackup(backupSourceFromEnv(), files[0]!, { force })
  const { manifest, schemaVersion } = result
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.database}, schema ${manifest.schemaVersion.tag}).`)
  if (schemaVersion.tag !== manifest.schemaVersion.tag) console.log(`Migrations applied: the schema is now ${schemaVersion.tag}.`)
  console.log('Rows per table (in the archive → now):')
  for (const [table, { archive, restored }] of Object.entries(result.counts)) {
    console.log(`  ${table.padEnd(32)} ${String(archive ?? '—').padStart(8)} → ${restored}`)
  }
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
}
