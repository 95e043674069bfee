import { expect, type Page } from '@playwright/test'

/**
 * CONTRACT (issue 5). The shared e2e server (playwright.config.ts) starts with ADMIN_PASSWORD_HASH set to the hash
 * of ADMIN_TEST_PASSWORD, so any spec can log in.
 */
export const ADMIN_TEST_PASSWORD = 'Studio-Test-Pass-9!'

/**
 * Logs the page's context in through the /admin login form; resolves once the admin shell (its 'Log out' button)
 * is shown. Each call is a new session. Keep the number of wrong logins from one spec low: the shared server's
 * clients all come from 127.0.0.1 and 5 failures block it for an hour.
 */
export async function loginAsAdmin(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path)
  await page.getByLabel('Password').fill(ADMIN_TEST_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 15_000 })
}
