import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { loginAsAdmin } from '../support/admin'
import { decideConsent, hydratedForm } from '../support/forms'

/**
 * The newsletter people can trust, on the shared server without SMTP: every
 * e-mail is an .eml file in DATA_DIR/mail, read here as the recipient's inbox.
 */

const MAIL_DIR = path.join(process.env.E2E_DATA_DIR!, 'mail')

/** An .eml's text with quoted-printable undone (soft line breaks joined, =XX escapes decoded). */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/((?:=[0-9A-F]{2})+)/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'))
}

/** The one message to `to` whose text matches `match`, once the job runner has written it. */
async function inbox(to: string, match: RegExp): Promise<{ raw: string; text: string }> {
  let found: { raw: string; text: string } | undefined
  await expect(async () => {
    const files = (await fs.readdir(MAIL_DIR).catch(() => [])).filter((f) => f.endsWith('.eml'))
    const messages = await Promise.all(files.map(async (f) => fs.readFile(path.join(MAIL_DIR, f), 'utf8')))
    const mine = messages.filter((raw) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(raw) && match.test(decoded(raw)))
    expect(mine).toHaveLength(1)
    found = { raw: mine[0]!, text: decoded(mine[0]!) }
  }).toPass({ timeout: 20_000 })
  return found!
}

/** The path and query of a link in a message: the links are absolute on SITE_URL, the test server has its own port. */
function linkIn(text: string, pathname: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${pathname.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_.%-]+)`).exec(text)
  if (!match) throw new Error(`no ${pathname} link in the message`)
  return match[1]!
}

/** A visitor's browser with JavaScript off: the links' buttons must work as plain forms. */
async function withoutJavaScript(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  return context.newPage()
}

async function count(admin: Page, state: 'confirmed' | 'pending' | 'unsubscribed'): Promise<number> {
  return Number((await admin.getByTestId(`count-${state}`).textContent())?.replace(/,/g, ''))
}

/** Every toast asked for, recorded from the page's own event (lib: lib/forms/client/toast.ts). */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __toasts: string[] }
    w.__toasts = []
    window.addEventListener('site:toast', (e) => w.__toasts.push((e as CustomEvent<{ message: string }>).detail.message))
  })
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)
}

async function errorOf(field: Locator): Promise<string> {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const id = ((await field.getAttribute('aria-describedby')) ?? '').split(' ')[0]!
  return (await field.page().locator(`[id="${id}"]`).textContent()) ?? ''
}

test.describe.configure({ mode: 'serial' })

test('sign up, confirm by the e-mailed link, receive an issue with one-click unsubscribe headers, unsubscribe without JavaScript', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(120_000)
  const email = `reader-${Date.now()}@example.com`
  const admin = await (await browser.newContext({ baseURL })).newPage()
  await loginAsAdmin(admin, '/admin/newsletter')
  const confirmedBefore = await count(admin, 'confirmed')
  const unsubscribedBefore = await count(admin, 'unsubscribed')

  // The footer form: the welcome toast, and the second line asking to confirm.
  await decideConsent(page)
  await page.goto('/')
  const form = await hydratedForm(page, 'newsletter')
  await form.getByLabel('E-mail').fill(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText("Welcome! You're now subscribed to our newsletter.")).toBeVisible()
  await expect(page.getByText('Check your inbox to confirm your address.')).toBeVisible()

  const confirmation = await inbox(email, /Please confirm your subscription/)
  await admin.reload()
  expect(await count(admin, 'confirmed')).toBe(confirmedBefore)

  const visitor = await withoutJavaScript(browser, baseURL!)
  await visitor.goto(linkIn(confirmation.text, '/newsletter/confirm'))
  await visitor.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible()
  await admin.reload()
  expect(await count(admin, 'confirmed')).toBe(confirmedBefore + 1)
  // The export of confirmed addresses: UTF-8 with a BOM (Excel on Windows), this reader on a line with its confirmation time.
  const [exported] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Export confirmed addresses (CSV)' }).click()])
  const csv = await fs.readFile(await exported.path(), 'utf8')
  expect(csv.startsWith('\uFEFFEmail,Confirmed (UTC)\r\n')).toBe(true)
  expect(csv.split('\r\n').find((line) => line.startsWith(`${email},`))).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)

  // An issue: saved, tested on the team, then sent to every confirmed address.
  const subject = `Field notes ${Date.now()}`
  await admin.getByLabel('Subject').fill(subject)
  await admin.getByLabel('Body (markdown)').fill('Hello **founders**. Read [the process](/process).')
  await admin.getByRole('button', { name: 'Save draft' }).click()
  const issue = admin.getByTestId('newsletter-issue').filter({ hasText: subject })
  await expect(issue).toBeVisible()
  await expect(issue.getByRole('button', { name: /^Send to \d+ confirmed/ })).toBeDisabled()
  await issue.getByRole('button', { name: 'Send test to the team' }).click()
  await expect(issue.getByRole('status')).toContainText('Test copy sent to')
  const sendLabel = (await issue.getByRole('button', { name: /^Send to \d+ confirmed/ }).textContent())!
  const recipients = /^Send to (\d+ confirmed subscribers?)$/.exec(sendLabel)![1]!
  await issue.getByRole('button', { name: /^Send to \d+ confirmed/ }).click()
  // Sending cannot be taken back: a confirm step names how many it reaches first.
  await expect(issue.getByTestId('confirm-step')).toContainText(`This will e-mail '${subject}' to ${recipients}. It cannot be taken back once sent.`)
  await issue.getByRole('button', { name: 'Confirm' }).click()
  await expect(admin.getByTestId('newsletter-issue').filter({ hasText: subject }).getByTestId('issue-progress')).toBeVisible()
  await expect(async () => {
    await admin.reload()
    await expect(admin.getByTestId('newsletter-issue').filter({ hasText: subject }).getByTestId('issue-progress')).toContainText(/ 0 pending, 0 failed/, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })

  const sent = await inbox(email, new RegExp(`^Subject: ${subject}\\r?$`, 'm'))
  // The mail log lists the delivered issue (one line for its subscribers), not only its test copy; a sent issue cannot be edited.
  await admin.goto('/admin/mail')
  const line = admin.getByTestId('mail-issue-row').filter({ hasText: subject })
  await expect(line).toHaveCount(1)
  await expect(line).toContainText(recipients.replace('confirmed', 'newsletter'))
  await expect(line).toContainText(/\d+ sent/)
  await expect(admin.getByTestId('mail-table').getByRole('row').filter({ hasText: `[Test] ${subject}` })).toHaveCount(1)
  await admin.goto('/admin/newsletter')
  await expect(admin.getByTestId('newsletter-issue').filter({ hasText: subject }).getByRole('link', { name: /Edit draft|Delete draft/ })).toHaveCount(0)
  const oneClick = /^List-Unsubscribe: <https?:\/\/[^/>]+(\/api\/newsletter\/unsubscribe\?token=[^>]+)>, <mailto:[^>]+>\r?$/m.exec(sent.raw)
  expect(oneClick).not.toBeNull()
  expect(sent.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)

  // The link in the issue: a page with one button, no JavaScript, no login.
  await visitor.goto(linkIn(sent.text, '/newsletter/unsubscribe'))
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
  await admin.reload()
  expect(await count(admin, 'confirmed')).toBe(confirmedBefore)
  expect(await count(admin, 'unsubscribed')).toBe(unsubscribedBefore + 1)

  // A mail client's one-click POST (no Origin, no cookie) reaches the route; a forged token is refused.
  const forged = oneClick![1]!.replace(/token=[^.]+/, 'token=00000000-0000-0000-0000-000000000000')
  expect((await request.post(oneClick![1]!, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(200)
  expect((await request.post(forged, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400)
})

test('a draft is edited (then needs a new test copy) and deleted after a confirm step; Cancel keeps it', async ({ page }) => {
  test.setTimeout(60_000)
  await loginAsAdmin(page, '/admin/newsletter')
  const first = `Draft notes ${Date.now()}`
  const second = `${first} (revised)`
  await page.getByLabel('Subject').fill(first)
  await page.getByLabel('Body (markdown)').fill('First **text**.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  const issue = page.getByTestId('newsletter-issue').filter({ hasText: first })
  await issue.getByRole('button', { name: 'Send test to the team' }).click()
  await expect(issue.getByRole('button', { name: /^Send to \d+ confirmed/ })).toBeEnabled()

  await issue.getByRole('link', { name: `Edit draft ${first}` }).click()
  const edit = page.getByTestId('edit-issue')
  await expect(edit.getByLabel('Subject')).toHaveValue(first)
  await expect(edit.getByLabel('Body (markdown)')).toHaveValue('First **text**.')
  await edit.getByLabel('Subject').fill(second)
  await edit.getByLabel('Body (markdown)').fill('Second *text*.')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Draft saved. Send yourself a test copy of the new text before sending it.')).toBeVisible()
  const revised = page.getByTestId('newsletter-issue').filter({ hasText: second })
  await expect(revised.locator('em')).toHaveText('text')
  // The test copy was of the old text: sending waits for a new one.
  await expect(revised.getByRole('button', { name: 'Send test to the team' })).toBeVisible()
  await expect(revised.getByRole('button', { name: /^Send to \d+ confirmed/ })).toBeDisabled()

  await revised.getByRole('link', { name: `Delete draft ${second}` }).click()
  await expect(revised).toContainText(`This permanently deletes the draft \u2018${second}\u2019. It cannot be undone.`)
  await revised.getByRole('link', { name: 'Cancel' }).click()
  await expect(revised.getByRole('button', { name: 'Delete draft' })).toHaveCount(0)
  await revised.getByRole('link', { name: `Delete draft ${second}` }).click()
  await revised.getByRole('button', { name: 'Delete draft' }).click()
  await expect(page.getByText('Draft deleted.')).toBeVisible()
  await expect(page.getByTestId('newsletter-issue').filter({ hasText: first })).toHaveCount(0)
})

test('an invalid address shows the message beside the field and no toast', async ({ page }) => {
  await decideConsent(page)
  const toasts = await recordToasts(page)
  await page.goto('/')
  const form = await hydratedForm(page, 'newsletter')
  const field = form.getByLabel('E-mail')
  // Refused in the browser…
  await field.fill('not-an-address')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  expect(await errorOf(field)).toBe('Please enter a valid e-mail address.')
  // …and one the browser lets through, refused by the server.
  await field.fill('someone@nowhere')
  const answered = page.waitForResponse((res) => res.url().includes('/api/forms/newsletter'))
  await form.getByRole('button', { name: 'Subscribe' }).click()
  expect((await answered).status()).toBe(400)
  expect(await errorOf(field)).toBe('Please enter a valid e-mail address.')
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  // The answer's effects (where a toast would be asked for) have run by the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
  expect(await toasts()).toEqual([])
  await expect(page.getByText('Failed to subscribe. Please try again.')).toHaveCount(0)
})
