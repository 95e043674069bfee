import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium'

// `npm run test:cluster` (scripts/test-cluster.mjs): three instances of the built app behind nginx on one PostgreSQL,
// started by the spec itself (deploy/cluster.mjs), so there is no webServer here. One worker: the tests share the
// cluster and run in order.
export default defineConfig({
  testDir: './tests/cluster',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } } }],
})
