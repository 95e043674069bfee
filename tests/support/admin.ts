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

/** The password accounts made by addAccount() get (meets the password rules). */
/** The shared test server's METRICS_TOKEN (playwright.config.ts), for the spec that scrapes it. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789'

export const REVIEWER_TEST_PASSWORD = 'Reviewer-Test-Pass-7!'

export type TestAccount = { name: string; email: string; password: string }
/** The roles the owner gives an account on /admin/settings. */
export type TestRole = 'reviewer' | 'editor'

/** An account with a unique e-mail, so specs running in parallel on the shared server never collide. */
export function newTestAccount(name = 'Test Reviewer'): TestAccount {
  return { name, email: `account-${Math.random().toString(36).slice(2, 10)}@example.com`, password: REVIEWER_TEST_PASSWORD }
}

/**
 * On the owner's logged-in page: adds `account` with `role` on /admin/settings with a password typed for them (no
 * link), and waits until the settings page confirms it.
 */
export async function addAccount(ownerPage: Page, account: TestAccount, role: TestRole = 'reviewer'): Promise<void> {
  await ownerPage.goto('/admin/settings')
  const form = ownerPage.getByTestId('add-account-form')
  await form.getByLabel('Name', { exact: true }).fill(account.name)
  await form.getByLabel('E-mail', { exact: true }).fill(account.email)
  await form.getByRole('radio', { name: role === 'editor' ? /^Editor — / : /^Reviewer — / }).check()
  await form.getByLabel('I set a password for them now').check()
  await form.getByLabel('Their password', { exact: true }).fill(account.password)
  await form.getByLabel('Repeat their password').fill(account.password)
  await form.getByRole('button', { name: 'Add account' }).click()
  await expect(form.getByRole('status')).toHaveText(role === 'editor' ? /^Editor added\./ : /^Reviewer added\./, { timeout: 15_000 })
}

/** Logs the page's context in as a named account (e-mail and password on the login form); resolves once the shell shows. */
export async function loginWithEmail(page: Page, account: Pick<TestAccount, 'email' | 'password'>, path = '/admin'): Promise<void> {
  await page.goto(path)
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 15_000 })
}

/**
 * A new account (a reviewer unless `role` says otherwise) logged in, in a browser context of its own: the owner adds
 * it (in another context, closed again) and it logs in. For specs that need a second account (e.g. the pipeline's).
 * Close `context` when done.
 */
export async function createAccountAndLogin(
  browser: Browser,
  name?: string,
  role: TestRole = 'reviewer',
): Promise<{ account: TestAccount; context: BrowserContext; page: Page }> {
  const account = newTestAccount(name)
  const ownerContext = await browser.newContext()
  try {
    const ownerPage = await ownerContext.newPage()
    await loginAsAdmin(ownerPage, '/admin/settings')
    await addAccount(ownerPage, account, role)
  } finally {
    await ownerContext.close()
  }
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginWithEmail(page, account)
  return { account, context, page }
}
