import { expect, test, type Locator, type Page } from '@playwright/test'
import { DECK_FIELD, DECK_MESSAGES } from '@/lib/files/deck'
import { FORM_MESSAGES } from '@/lib/forms/form-state'
import { decideConsent, hydratedForm } from '../support/forms'

/**
 * The upload limits' answers with JavaScript on: POST /apply/submit refuses a deck for now (too many uploads in
 * progress, this client's upload limit, deck storage full, an upload too slow) with a status that alone would read
 * as "server unavailable", but with a message for the deck field. The page shows it beside the field on the step
 * that holds it, keeps everything typed and the chosen file, and queues nothing. The answers are given at the
 * browser context (the service worker forwards the page's requests) in the server's real JSON shape.
 */

const PITCH = 'Agents that read and summarise lab notebooks for research teams.'
const LONG = 'A paragraph long enough to pass the twenty character minimum.'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const REFUSALS = [
  { status: 503, retryAfter: '60', message: DECK_MESSAGES.busy },
  { status: 429, retryAfter: '600', message: DECK_MESSAGES.uploadRate },
  { status: 503, retryAfter: '3600', message: DECK_MESSAGES.storageFull },
  { status: 408, retryAfter: undefined, message: DECK_MESSAGES.tooSlow },
]

test.beforeEach(({ page }) => decideConsent(page))

async function fillApplication(form: Locator, company: string) {
  const next = () => form.getByRole('button', { name: 'Next' }).click()
  await form.getByLabel('Company name').fill(company)
  await form.getByLabel('Stage').selectOption('seed')
  await form.getByLabel('Sector').selectOption('bio-ai')
  await next()
  await form.getByLabel('Founder name').fill('Rosalind')
  await form.getByLabel('E-mail').first().fill('rosalind@example.com')
  await next()
  await form.getByRole('textbox', { name: 'Pitch', exact: true }).fill(PITCH)
  await form.getByLabel('Problem').fill(LONG)
  await form.getByLabel('Solution').fill(LONG)
  await next()
  await form.getByLabel('Amount sought').fill('$1M')
  await form.getByLabel('Pitch deck').setInputFiles({ name: 'Deck.pdf', mimeType: 'application/pdf', buffer: PDF })
  await next()
  await form.getByLabel(/I agree/).check()
}

/** The keys waiting in the page's send queue and in the service worker's copy (IndexedDB). */
function queued(page: Page) {
  return page.evaluate(async () => {
    const local = localStorage.getItem('form-send-queue')
    const worker = await new Promise<number>((resolve) => {
      const open = indexedDB.open('site-forms')
      open.onupgradeneeded = () => open.transaction?.abort()
      open.onerror = () => resolve(0)
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('queue')) return resolve(0)
        const count = db.transaction('queue').objectStore('queue').count()
        count.onsuccess = () => resolve(count.result)
      }
    })
    return { local, worker }
  })
}

test('a refused upload is shown beside the deck field with everything kept, and nothing is queued', async ({ page, context }) => {
  test.setTimeout(90_000)
  let answer = REFUSALS[0]!
  let posts = 0
  await context.route('**/apply/submit', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    posts++
    expect(route.request().headers()['accept']).toContain('application/json')
    const body = { error: FORM_MESSAGES.unavailable, formError: FORM_MESSAGES.unavailable, fieldErrors: { [DECK_FIELD]: answer.message } }
    await route.fulfill({
      status: answer.status,
      headers: { 'Cache-Control': 'no-store', ...(answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {}) },
      contentType: 'application/json',
      body: JSON.stringify(body),
    })
  })

  await page.goto('/apply')
  await page.evaluate(() => localStorage.removeItem('apply-draft'))
  const form = await hydratedForm(page, 'apply')
  await fillApplication(form, 'Refused Labs')
  const deck = form.getByLabel('Pitch deck')

  for (const refusal of REFUSALS) {
    answer = refusal
    const before = posts
    await form.getByRole('button', { name: 'Submit application' }).click()
    // The step holding the deck opens, with focus on the field and the message beside it.
    await expect(form.getByText('Step 4 of 5: Funding')).toBeVisible()
    await expect(deck).toBeFocused()
    await expect(deck).toHaveAttribute('aria-invalid', 'true')
    const errorId = ((await deck.getAttribute('aria-describedby')) ?? '').split(' ')[0]!
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(refusal.message)
    expect(posts).toBe(before + 1)

    // Everything typed stays, the chosen file too; no offline notice, nothing kept to send later.
    await expect(page).toHaveURL(/\/apply(#.*)?$/)
    await expect(form.getByLabel('Amount sought')).toHaveValue('$1M')
    // The other steps are hidden, so their fields are found by name.
    await expect(form.locator('[name="companyName"]')).toHaveValue('Refused Labs')
    await expect(form.locator('[name="pitch"]')).toHaveValue(PITCH)
    await expect(form.locator('[name="consent"]')).toBeChecked()
    expect(await deck.evaluate((el) => (el as HTMLInputElement).files?.[0]?.name)).toBe('Deck.pdf')
    await expect(page.getByText(/saved — we will send this|did not reach us/i)).toHaveCount(0)
    expect(await queued(page)).toEqual({ local: null, worker: 0 })

    // On to the review step again for the next answer.
    await form.getByRole('button', { name: 'Next' }).click()
    await expect(form.getByText('Step 5 of 5')).toBeVisible()
  }
})
