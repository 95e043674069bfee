import type { Page } from '@playwright/test'

/**
 * CONTRACT (issue 5) — the auth helper implements this. The shared e2e server (playwright.config.ts) starts with
 * ADMIN_PASSWORD_HASH set to the hash of ADMIN_TEST_PASSWORD, so any spec can log in.
 */
export const ADMIN_TEST_PASSWORD = 'Studio-Test-Pass-9!'

/** Logs the page's context in through the /admin login form; resolves once the dashboard is shown. */
export async function loginAsAdmin(page: Page): Promise<void> {
  void page
  throw new Error('loginAsAdmin: not implemented yet')
}
