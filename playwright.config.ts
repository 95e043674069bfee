import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { hashPasswordSync } from './lib/auth/password-hash'
import { ADMIN_TEST_PASSWORD, E2E_METRICS_TOKEN } from './tests/support/admin'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium'
import { freePortSync } from './tests/support/ports'

// Chosen once in the main process; workers inherit the environment and reuse the same server.
process.env.E2E_PORT ??= String(freePortSync())
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'vs-e2e-main-'))
// Hashed once (scrypt takes ~0.5 s) in the main process; workers inherit it and specs can pass it to startApp().
process.env.E2E_ADMIN_PASSWORD_HASH ??= hashPasswordSync(ADMIN_TEST_PASSWORD)
const port = Number(process.env.E2E_PORT)
const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } } }],
  // The built app, started as a visitor would get it. `npm test` builds first; nothing is built here.
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${port} --keepAliveTimeout 65000`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ENABLE_TEST_ROUTES: '1',
      // Browser tests submit many forms from one address; the limit itself is tested on a server of its own.
      FORM_RATE_LIMIT: '0',
      UPLOAD_RATE_LIMIT: '0',
      // Short enough that the founder's status e-mails arrive within the specs' waits, long enough to click Undo.
      STATUS_MAIL_DELAY_SECONDS: '8',
      DATABASE_URL: '',
      SESSION_SECRET: '',
      ADMIN_PASSWORD_HASH: process.env.E2E_ADMIN_PASSWORD_HASH,
      // The metrics route is on, so a spec can scrape what `next start` itself measured (tests/e2e/admin-system.spec.ts).
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
  },
})
