import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

/**
 * CONTRACT. The shared e2e server (playwright.config.ts) starts with ADMIN_PASSWORD_HASH set to the hash
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

/** The password reviewers made by addReviewer() get (meets the password rules). */
export const REVIEWER_TEST_PASSWORD = 'Reviewer-Test-Pass-7!'

export type TestReviewer = { name: string; email: string; password: string }

/** A reviewer with a unique e-mail, so specs running in parallel on the shared server never collide. */
export function newTestReviewer(name = 'Test Reviewer'): TestReviewer {
  return { name, email: `reviewer-${Math.random().toString(36).slice(2, 10)}@example.com`, password: REVIEWER_TEST_PASSWORD }
}

/**
 * On the owner's logged-in page: adds `reviewer` on /admin/settings with a password typed for them (no link), and
 * waits until the settings page confirms it.
 */
export async function addReviewer(ownerPage: Page, reviewer: TestReviewer): Promise<void> {
  await ownerPage.goto('/admin/settings')
  const form = ownerPage.getByTestId('add-reviewer-form')
  await form.getByLabel('Name').fill(reviewer.name)
  await form.getByLabel('E-mail').fill(reviewer.email)
  await form.getByLabel('I set a password for them now').check()
  await form.getByLabel('Reviewer’s password', { exact: true }).fill(reviewer.password)
  await form.getByLabel('Repeat the reviewer’s password').fill(reviewer.password)
  await form.getByRole('button', { name: 'Add reviewer' }).click()
  await expect(form.getByRole('status')).toHaveText(/^Reviewer added\./, { timeout: 15_000 })
}

/** Logs the page's context in as a reviewer (e-mail and password on the login form); resolves once the shell shows. */
export async function loginAsReviewer(page: Page, reviewer: Pick<TestReviewer, 'email' | 'password'>, path = '/admin'): Promise<void> {
  await page.goto(path)
  await page.getByLabel('E-mail').fill(reviewer.email)
  await page.getByLabel('Password', { exact: true }).fill(reviewer.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 15_000 })
}

/**
 * A new reviewer logged in, in a browser context of its own: the owner adds it (in another context, closed again)
 * and the reviewer logs in. For specs that need a second account (e.g. the pipeline's). Close `context` when done.
 */
export async function createReviewerAndLogin(browser: Browser, name?: string): Promise<{ reviewer: TestReviewer; context: BrowserContext; page: Page }> {
  const reviewer = newTestReviewer(name)
  const ownerContext = await browser.newContext()
  try {
    const ownerPage = await ownerContext.newPage()
    await loginAsAdmin(ownerPage, '/admin/settings')
    await addReviewer(ownerPage, reviewer)
  } finally {
    await ownerContext.close()
  }
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginAsReviewer(page, reviewer)
  return { reviewer, context, page }
}
