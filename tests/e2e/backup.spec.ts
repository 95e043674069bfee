import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ADMIN_TEST_PASSWORD } from '../support/admin'
import { startApp, type AppServer } from '../support/app-server'
import { loginAt } from './admin-auth-helpers'

/**
 * Backups on the built site: the daily job runs at start (BACKUP_DIR set) and the settings page shows it; then
 * `npm run backup` asks the running site's database process for its dump, and `npm run restore` loads that archive
 * into a fresh DATA_DIR.
 */

test.describe.configure({ mode: 'serial' })

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-backups-'))
let app: AppServer

test.beforeAll(async () => {
  test.setTimeout(120_000) // a fresh embedded database migrates at start
  app = await startApp({ env: { ADMIN_PASSWORD_HASH: process.env.E2E_ADMIN_PASSWORD_HASH!, BACKUP_DIR: backupDir, BACKUP_KEEP: '3' }, timeoutMs: 110_000 })
})
test.afterAll(async () => {
  await app?.stop()
  fs.rmSync(backupDir, { recursive: true, force: true })
})

/** Runs a package script's file with tsx, as npm would, in the site's environment; resolves with its exit code and output. */
function runScript(script: string, args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const proc = spawn(path.join(process.cwd(), 'node_modules/.bin/tsx'), [script, ...args], {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_DIR: '' },
    })
    let output = ''
    proc.stdout.on('data', (d: Buffer) => (output += d.toString()))
    proc.stderr.on('data', (d: Buffer) => (output += d.toString()))
    proc.on('exit', (code) => resolve({ code, output }))
  })
}

test('the daily backup runs as a job and the settings page shows it with its size', async ({ page }) => {
  test.setTimeout(180_000)
  await expect.poll(() => fs.readdirSync(backupDir).filter((n) => n.endsWith('.tar.gz')).length, { timeout: 120_000 }).toBe(1)
  await loginAt(page, `${app.url}/admin/settings`, ADMIN_TEST_PASSWORD)
  await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible()
  await expect(page.getByTestId('last-backup')).toContainText(/Last backup: \d{4}-\d\d-\d\d \d\d:\d\d UTC, \d+ kB \(backup-.*\.tar\.gz\)/)
})

test('npm run backup dumps the running site and npm run restore loads the archive into a fresh DATA_DIR', async () => {
  test.setTimeout(300_000)
  const archive = path.join(backupDir, 'by-hand.tar.gz')
  const backup = await runScript('scripts/backup.ts', [archive], app.dataDir)
  expect(backup.output).toContain(`Backup written: ${archive}`)
  expect(backup.code).toBe(0)
  // The site kept serving: its database answers after the dump.
  expect((await fetch(`${app.url}/blog`)).status).toBe(200)

  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-restored-'))
  const restore = await runScript('scripts/restore.ts', [archive], fresh)
  expect(restore.output).toMatch(/blog_posts\s+(\d+) → \1/)
  expect(restore.code).toBe(0)
  const again = await runScript('scripts/restore.ts', [archive], fresh)
  expect(again.output).toContain('Refusing to restore')
  expect(again.code).toBe(1)
  fs.rmSync(fresh, { recursive: true, force: true })
})
