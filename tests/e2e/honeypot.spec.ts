import { expect, test, type Browser, type Page } from '@playwright/test'
import { loginAsAdmin } from '../support/admin'
import { CONTACT_SUCCESS_URL, decideConsent, hydratedForm } from '../support/forms'

/**
 * The hidden trap field with JavaScript on: the page sends forms with fetch as JSON, and a script that fills the
 * trap must still be told "received" with nothing stored. Storage is read as an admin would (the CSV export of a
 * search for a marker only this test's message carries); a person's message with its own marker shows the search
 * finds contact messages at all.
 */

test.beforeEach(({ page }) => decideConsent(page))

const marker = (who: string) => `${who}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

async function sendContact(page: Page, email: string, trap?: string) {
  await page.goto('/contact')
  const form = await hydratedForm(page, 'contact')
  await form.getByLabel('Name').fill('Grace Hopper')
  await form.getByLabel('E-mail').fill(email)
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('We would like to talk about our agent platform.')
  if (trap) {
    await form.evaluate((el, value) => {
      ;(el.querySelector('input[name="fax"]') as HTMLInputElement).value = value
    }, trap)
  }
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/forms/contact')
  await form.getByRole('button', { name: 'Send message' }).click()
  const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>
  await expect(page).toHaveURL(CONTACT_SUCCESS_URL)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you — message received')
  return body
}

async function storedRows(browser: Browser, baseURL: string, needle: string): Promise<number> {
  const admin = await browser.newContext({ baseURL })
  try {
    await loginAsAdmin(await admin.newPage())
    const csv = await (await admin.request.get(`/api/admin/export?q=${encodeURIComponent(needle)}`)).text()
    return csv.trim().split('\n').length - 1
  } finally {
    await admin.close()
  }
}

test('a script that fills the hidden field is told "received" and nothing is stored; a person is stored', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000)
  const person = marker('human')
  const bot = marker('bot')
  expect(await sendContact(page, `${person}@example.com`)).not.toHaveProperty('fax')
  // The trap goes with the JSON body (the values leave it out), so the server can tell.
  expect(await sendContact(page, `${bot}@example.com`, 'http://spam.example')).toMatchObject({ fax: 'http://spam.example' })
  expect(await storedRows(browser, baseURL!, person)).toBe(1)
  expect(await storedRows(browser, baseURL!, bot)).toBe(0)
})
