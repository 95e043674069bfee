import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { loginAsAdmin } from '../support/admin'
import { APPLY_SUCCESS_URL, CONTACT_SUCCESS_URL, hydratedForm } from '../support/forms'

/**
 * Nothing a visitor typed is lost on a bad connection. Every page form, with the send failing (the request
 * aborted, the answer lost after the server stored it, the browser offline): the page stays, the fields keep their
 * values, a notice says what happened with Retry, and the submission is stored exactly once — counted through the
 * admin's CSV export filtered by a marker only that test's submission carries.
 */

const LONG = 'A paragraph long enough to pass the twenty character minimum.'
const SAVED_OFFLINE = 'Saved — we will send this when you are back online.'
const ERROR_SCREEN = /Something went wrong/

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('consent')) {
      localStorage.setItem('consent', JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }))
    }
  })
})

const marker = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** Fills every required field of a one-page form: the e-mail with the test's marker, the rest with valid text. */
async function fillRequired(form: Locator, email: string) {
  for (const field of await form.locator('[required]').all()) {
    const tag = await field.evaluate((el) => el.tagName.toLowerCase())
    const type = (await field.getAttribute('type')) ?? ''
    if (tag === 'select') await field.selectOption({ index: 1 })
    else if (type === 'checkbox') await field.check()
    else if (type === 'email') await field.fill(email)
    else if (tag === 'textarea') await field.fill(LONG)
    else await field.fill('Ada Lovelace')
  }
}

/** One logged-in admin context per worker's browser: a login costs a scrypt and a page load. */
const adminContexts = new WeakMap<Browser, Promise<BrowserContext>>()

function adminContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  let context = adminContexts.get(browser)
  if (!context) {
    context = (async () => {
      const created = await browser.newContext({ baseURL })
      await loginAsAdmin(await created.newPage())
      return created
    })()
    adminContexts.set(browser, context)
  }
  return context
}

/** The rows stored with this marker, read as an admin would (the CSV export of a search). */
async function storedRows(browser: Browser, baseURL: string, needle: string): Promise<number> {
  const context = await adminContext(browser, baseURL)
  const csv = await (await context.request.get(`/api/admin/export?q=${encodeURIComponent(needle)}`)).text()
  return csv.trim().split('\n').length - 1
}

/**
 * Offline for the pages, and for the service worker too: Chromium's Background Sync sees the machine's real network,
 * so it wakes the worker at once, and the page's offline emulation does not cover the worker's requests (the
 * context's routes do).
 */
async function goOffline(context: BrowserContext) {
  await context.route('**/api/forms/**', (route) => route.abort('internetdisconnected'))
  await context.setOffline(true)
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/api/forms/**')
  await context.setOffline(false)
}

/** The idempotency keys waiting in the service worker's copy of the queue (IndexedDB). */
function idbQueueKeys(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('site-forms')
    // Not created yet: do not create it here (an empty version 1 would keep the page from adding its stores).
    open.onupgradeneeded = () => open.transaction?.abort()
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains('queue')) return resolve([])
      const keys = db.transaction('queue').objectStore('queue').getAllKeys()
      keys.onsuccess = () => resolve(keys.result.map(String))
    }
  })
}

/**
 * Every POST of this form type fails in the given way until the returned function is called (so an automatic retry
 * of the send queue meanwhile fails too, and the test's own Retry is the attempt that gets through).
 */
async function failSends(page: Page, type: string, how: 'abort' | 'lose-answer' | 'gateway'): Promise<() => void> {
  let failing = true
  // On the context, not the page: the service worker's Background Sync sends kept submissions too, and only the
  // context's routes see its requests.
  await page.context().route(`**/api/forms/${type}`, async (route) => {
    if (!failing || route.request().method() !== 'POST') return route.continue()
    if (how === 'abort') return route.abort('internetdisconnected')
    if (how === 'gateway') return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
    await route.fetch() // the server stores it; the visitor never hears back
    return route.abort('connectionreset')
  })
  return () => {
    failing = false
  }
}

async function expectKeptAndNoticed(page: Page, form: Locator, email: string, text: RegExp | string) {
  await expect(form.locator('[data-send-problem]')).toContainText(text)
  await expect(form.getByRole('button', { name: 'Retry' })).toBeVisible()
  await expect(form.locator('input[type="email"]')).toHaveValue(email)
  await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0)
}

test.describe('a send that fails keeps everything and is stored once on Retry', () => {
  test('/contact: aborted, then Retry reaches the thank-you page', async ({ page, browser, baseURL }) => {
    const email = marker('contact')
    const restore = await failSends(page, 'contact', 'abort')
    await page.goto('/contact')
    const form = await hydratedForm(page, 'contact')
    await fillRequired(form, email)
    const message = await form.locator('textarea').first().inputValue()
    await form.getByRole('button', { name: 'Send message' }).click()
    await expectKeptAndNoticed(page, form, email, /connection dropped/)
    await expect(form.locator('textarea').first()).toHaveValue(message)
    restore()
    await form.getByRole('button', { name: 'Retry' }).click()
    await expect(page).toHaveURL(CONTACT_SUCCESS_URL)
    expect(await storedRows(browser, baseURL!, email)).toBe(1)
    // Sent: nothing stays queued in the browser.
    expect(await page.evaluate(() => localStorage.getItem('form-send-queue'))).toBeNull()
  })

  test('/apply-new: the answer is lost after the server stored it; Retry gets the same application, not a second', async ({ page, browser, baseURL }) => {
    const email = marker('quick')
    const restore = await failSends(page, 'apply', 'lose-answer')
    await page.goto('/apply-new')
    const form = await hydratedForm(page, 'apply-new')
    await fillRequired(form, email)
    await form.getByRole('button', { name: 'Send application' }).click()
    await expectKeptAndNoticed(page, form, email, /connection dropped/)
    restore()
    await form.getByRole('button', { name: 'Retry' }).click()
    await expect(page).toHaveURL(APPLY_SUCCESS_URL)
    expect(await storedRows(browser, baseURL!, email)).toBe(1)
  })

  test('the five /contact-hub forms and the two /agents forms: a 502, then Retry confirms in place', async ({ page, browser, baseURL }) => {
    test.slow()
    const forms: [path: string, dataForm: string, type: string][] = [
      ['/contact-hub', 'hub-general', 'contact_general'],
      ['/contact-hub', 'hub-entrepreneur', 'contact_entrepreneur'],
      ['/contact-hub', 'hub-investor', 'contact_investor'],
      ['/contact-hub', 'hub-media', 'contact_media'],
      ['/contact-hub', 'hub-partnership', 'contact_partnership'],
      ['/agents', 'early-access', 'early-access'],
      ['/agents', 'demo', 'demo'],
    ]
    const emails: string[] = []
    for (const [path, dataForm, type] of forms) {
      const email = marker(dataForm)
      emails.push(email)
      const restore = await failSends(page, type, 'gateway')
      if (!page.url().endsWith(path)) await page.goto(path)
      const form = await hydratedForm(page, dataForm)
      await fillRequired(form, email)
      await form.locator('button[type="submit"]').click()
      await expectKeptAndNoticed(page, form, email, /server could not take/)
      restore()
      await form.getByRole('button', { name: 'Retry' }).click()
      await expect(page.locator('[role="status"]').filter({ hasText: /sent|requested|on the list/i })).toHaveCount(
        emails.filter((_, i) => forms[i]![0] === path).length,
      )
    }
    for (const email of emails) expect(await storedRows(browser, baseURL!, email), email).toBe(1)
  })

  test('/apply wizard: the final send aborted keeps every answer on the review step; Retry sends it', async ({ page, browser, baseURL }) => {
    const email = marker('wizard')
    const restore = await failSends(page, 'apply', 'abort')
    await page.goto('/apply')
    const form = await hydratedForm(page, 'apply')
    const next = form.getByRole('button', { name: 'Next' })
    await form.getByLabel('Company name').fill('Kept Labs')
    await form.getByLabel('Stage').selectOption({ index: 1 })
    await form.getByLabel('Sector').selectOption({ index: 1 })
    await next.click()
    await form.getByLabel('Founder name').fill('Ada Lovelace')
    await form.getByLabel('E-mail').fill(email)
    await next.click()
    await form.getByRole('textbox', { name: 'Pitch', exact: true }).fill(LONG)
    await form.getByLabel('Problem').fill(LONG)
    await form.getByLabel('Solution').fill(LONG)
    await next.click()
    await form.getByLabel('Amount sought').fill('$500K')
    await next.click()
    await form.getByLabel(/I agree to the processing/).check()
    await form.getByRole('button', { name: 'Submit application' }).click()
    await expect(form.locator('[data-send-problem]')).toContainText(/connection dropped/)
    await expect(page.getByTestId('apply-summary')).toContainText('Kept Labs')
    await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0)
    restore()
    await form.getByRole('button', { name: 'Retry' }).click()
    await expect(page).toHaveURL(APPLY_SUCCESS_URL)
    expect(await storedRows(browser, baseURL!, email)).toBe(1)
  })

  test('the footer newsletter: the failure toast and the address kept; Retry subscribes', async ({ page }) => {
    const email = marker('reader')
    const restore = await failSends(page, 'newsletter', 'abort')
    await page.goto('/')
    const form = await hydratedForm(page, 'newsletter')
    await form.getByLabel('E-mail').fill(email)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Failed to subscribe. Please try again.')).toBeVisible()
    await expectKeptAndNoticed(page, form, email, /connection dropped/)
    restore()
    await form.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByText("Welcome! You're now subscribed to our newsletter.")).toBeVisible()
  })
})

test.describe('offline: kept in the browser and sent when the connection returns', () => {
  test('queued offline, sent once when back online, across a reload', async ({ page, context, browser, baseURL }) => {
    const email = marker('offline')
    await page.goto('/contact-hub')
    const form = await hydratedForm(page, 'hub-media')
    await fillRequired(form, email)
    await goOffline(context)
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('[data-send-problem]')).toContainText(SAVED_OFFLINE)
    await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0)
    const queued = await page.evaluate(() => JSON.parse(localStorage.getItem('form-send-queue') ?? '[]'))
    expect(queued).toHaveLength(1)
    expect(queued[0].values.email).toBe(email)

    // The tab is closed while offline; the next visit, online, shows the kept copy, sends it and confirms in place.
    await page.close()
    await goOnline(context)
    const next = await context.newPage()
    await next.goto('/contact-hub')
    await expect(next.locator('[role="status"]').filter({ hasText: 'Media request sent.' })).toBeVisible({ timeout: 15_000 })
    expect(await next.evaluate(() => localStorage.getItem('form-send-queue'))).toBeNull()
    expect(await storedRows(browser, baseURL!, email)).toBe(1)
  })

  test('the online event sends it without a reload; another page confirms with a toast', async ({ page, context, browser, baseURL }) => {
    const email = marker('online')
    await page.goto('/contact-hub')
    const form = await hydratedForm(page, 'hub-general')
    await fillRequired(form, email)
    await goOffline(context)
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('[data-send-problem]')).toContainText(SAVED_OFFLINE)
    await goOnline(context)
    await expect(page.locator('[role="status"]').filter({ hasText: 'Message sent.' })).toBeVisible({ timeout: 15_000 })
    expect(await storedRows(browser, baseURL!, email)).toBe(1)

    // Kept on one page, sent while the visitor is on another: a toast says so.
    const second = marker('elsewhere')
    await page.goto('/contact-hub')
    const again = await hydratedForm(page, 'hub-investor')
    await fillRequired(again, second)
    await goOffline(context)
    await again.locator('button[type="submit"]').click()
    await expect(again.locator('[data-send-problem]')).toContainText(SAVED_OFFLINE)
    await page.close() // before the connection returns, or this tab would send it at once
    await goOnline(context)
    const other = await context.newPage()
    await other.goto('/about')
    await expect(other.getByText('Your message, saved while you were offline, has been sent.')).toBeVisible({ timeout: 15_000 })
    expect(await storedRows(browser, baseURL!, second)).toBe(1)
  })

  test('with every tab closed, the service worker sends it by Background Sync; the next visit confirms it', async ({ page, context, browser, baseURL }) => {
    const email = marker('background')
    await page.goto('/contact-hub')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined)) // registered on an idle moment after load
    const form = await hydratedForm(page, 'hub-partnership')
    await fillRequired(form, email)
    await goOffline(context)
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('[data-send-problem]')).toContainText(SAVED_OFFLINE)
    // The worker's copy: the ready-made request in IndexedDB.
    await expect.poll(() => page.evaluate(idbQueueKeys)).toHaveLength(1)
    await page.close()

    // Back online with no page of the site open; the browser wakes the worker for its sync (dispatched through
    // DevTools here, as Chromium would when it sees the connection return).
    await goOnline(context)
    const blank = await context.newPage()
    const cdp = await context.newCDPSession(blank)
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted)
        if (ours) resolve(ours.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(baseURL!).origin, registrationId: await registration, tag: 'form-queue', lastChance: false })
    await expect.poll(() => storedRows(browser, baseURL!, email), { timeout: 20_000 }).toBe(1)

    // The next visit confirms what the worker sent, and sends nothing again.
    await blank.goto('/about')
    await expect(blank.getByText('Your message, saved while you were offline, has been sent.')).toBeVisible({ timeout: 15_000 })
    await expect.poll(() => blank.evaluate(() => localStorage.getItem('form-send-queue'))).toBeNull()
    expect(await storedRows(browser, baseURL!, email)).toBe(1)
  })

  test('a kept submission can be discarded: nothing is sent and the notice goes', async ({ page, context, browser, baseURL }) => {
    const email = marker('discard')
    await page.goto('/contact')
    const form = await hydratedForm(page, 'contact')
    await fillRequired(form, email)
    await goOffline(context)
    await form.getByRole('button', { name: 'Send message' }).click()
    await form.getByRole('button', { name: 'Discard saved copy' }).click()
    await expect(form.locator('[data-send-notice]')).toBeEmpty()
    // The fields stay as typed; only the kept copy is gone.
    await expect(form.locator('input[type="email"]')).toHaveValue(email)
    expect(await page.evaluate(() => localStorage.getItem('form-send-queue'))).toBeNull()
    await goOnline(context)
    await page.reload()
    await expect(page.locator('form[data-form="contact"] [data-send-notice]')).toBeEmpty()
    expect(await storedRows(browser, baseURL!, email)).toBe(0)
  })
})

test.describe('metadata.sessionId', () => {
  for (const analytics of [true, false]) {
    test(`a submission carries the analytics session id ${analytics ? 'when analytics is allowed' : 'never without consent'}`, async ({ page }) => {
      await page.addInitScript((allowed) => {
        localStorage.setItem('consent', JSON.stringify({ version: 1, analytics: allowed, decidedAt: new Date().toISOString() }))
      }, analytics)
      await page.goto('/contact-hub')
      const form = await hydratedForm(page, 'hub-general')
      await fillRequired(form, marker('session'))
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/forms/contact_general') && r.method() === 'POST'),
        form.locator('button[type="submit"]').click(),
      ])
      const sent = request.postDataJSON() as Record<string, unknown>
      const session = await page.evaluate(() => sessionStorage.getItem('analytics-session'))
      if (analytics) {
        expect(session).toBeTruthy()
        expect(sent._session).toBe(session)
      } else {
        expect(sent._session).toBeUndefined()
      }
      await expect(page.locator('[role="status"]').filter({ hasText: 'Message sent.' })).toBeVisible()
    })
  }
})
