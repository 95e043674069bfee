import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { ADMIN_TEST_PASSWORD } from '../support/admin'

export const SESSION_COOKIE = '__Host-session'
export const RATE_LIMIT_TEXT = 'Rate limit exceeded. Try again in 60 minutes.'

/** A browser context whose requests claim to come from `ip` (honoured by a server with TRUST_PROXY=1). */
export function contextFrom(browser: Browser, ip: string): Promise<BrowserContext> {
  return browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip } })
}

/** Submits the login form once and waits for the server's answer (the error text may repeat, so wait for the POST). */
export async function submitLogin(page: Page, password: string): Promise<void> {
  // React resets the form when the previous attempt's action settles, which can land after its response arrived: a
  // password typed before that reset is wiped, the required field blocks the submit and no POST is ever sent. The
  // button is disabled until the attempt settles, so wait for it before typing.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Log in' }).click(),
  ])
}

/** On the login form: five wrong passwords are refused as wrong; the sixth, and then even the right one, are locked out. */
export async function expectLockOut(page: Page): Promise<void> {
  const status = page.getByRole('status')
  for (let i = 1; i <= 5; i++) {
    await submitLogin(page, `wrong-${i}`)
    await expect(status, `attempt ${i}`).toHaveText('Invalid password')
  }
  await submitLogin(page, 'wrong-6')
  await expect(status).toHaveText(RATE_LIMIT_TEXT)
  await submitLogin(page, ADMIN_TEST_PASSWORD)
  await expect(status).toHaveText(RATE_LIMIT_TEXT)
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
}

export async function loginAt(page: Page, url: string, password: string): Promise<string> {
  await page.goto(url)
  await submitLogin(page, password)
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 15_000 })
  return sessionToken(page.context())
}

export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)
  if (!cookie) throw new Error('no session cookie')
  return cookie.value
}

/** GET with an explicit session cookie (no browser): proves what the server itself decides for a token. */
export async function getWithToken(url: string, token: string): Promise<{ status: number; body: string }> {
  const res = await fetch(url, { headers: { Cookie: `${SESSION_COOKIE}=${token}` }, redirect: 'manual' })
  return { status: res.status, body: await res.text() }
}

/** Runs `npm run admin:set-password` for a DATA_DIR with the password on stdin. */
export function setPasswordCli(dataDir: string, password: string): { status: number | null; output: string } {
  const root = process.cwd()
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=react-server', 'scripts/admin-set-password.ts'],
    { cwd: root, input: `${password}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD_HASH: '' }, encoding: 'utf8', timeout: 60_000 },
  )
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}
