import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { DECK_MESSAGES } from '@/lib/files/deck'
import { loginAsAdmin } from '../support/admin'
import { decideConsent, hydratedForm } from '../support/forms'

/**
 * The pitch deck on the application: a PDF uploaded with /apply reaches the submission's admin
 * page and downloads as an attachment with the same bytes; a renamed non-PDF and a 16 MB file are refused beside
 * the field; the multipart post works without JavaScript. Each test marks its application with a unique word.
 */

const PITCH = 'Agents that read and summarise lab notebooks for research teams.'
const LONG = 'A paragraph long enough to pass the twenty character minimum.'

/** A small real PDF: one empty page. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
const pdfFile = (name = 'Deck.pdf') => ({ name, mimeType: 'application/pdf', buffer: PDF })

const uniqueMarker = () => `deck${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

test.beforeEach(({ page }) => decideConsent(page))

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
}

async function errorOf(field: Locator): Promise<string> {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const id = ((await field.getAttribute('aria-describedby')) ?? '').split(' ')[0]!
  return (await field.page().locator(`[id="${id}"]`).textContent()) ?? ''
}

/** Every field of every step (all on one page without JavaScript; with it, step by step through Next). */
async function fillApplication(page: Page, form: Locator, marker: string, stepwise: boolean) {
  const next = async () => {
    if (stepwise) await form.getByRole('button', { name: 'Next' }).click()
  }
  await form.getByLabel('Company name').fill(`Deck Labs ${marker}`)
  await form.getByLabel('Stage').selectOption('seed')
  await form.getByLabel('Sector').selectOption('bio-ai')
  await next()
  await form.getByLabel('Founder name').fill('Rosalind')
  await form.getByLabel('E-mail').first().fill(`${marker}@example.com`)
  await next()
  await form.getByRole('textbox', { name: 'Pitch', exact: true }).fill(PITCH)
  await form.getByLabel('Problem').fill(LONG)
  await form.getByLabel('Solution').fill(LONG)
  await next()
  await form.getByLabel('Amount sought').fill('$1M')
}

/** Opens the application's page in the admin area, found by its marker. */
async function openInAdmin(page: Page, marker: string) {
  await loginAsAdmin(page)
  await page.goto(`/admin?q=${marker}`)
  const rows = page.getByTestId('submission-row')
  await expect(rows).toHaveCount(1)
  await rows.first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submission: Application')
}

test('a PDF sent with the application is offered on its admin page and downloads as an attachment with the same bytes', async ({ page, request }) => {
  test.setTimeout(60_000)
  const marker = uniqueMarker()
  await page.goto('/apply')
  await page.evaluate(() => localStorage.removeItem('apply-draft'))
  const form = await hydratedForm(page, 'apply')
  await fillApplication(page, form, marker, true)
  await form.getByLabel('Pitch deck').setInputFiles(pdfFile('Série A deck.pdf'))
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByTestId('apply-summary')).toContainText('Série A deck.pdf')
  await form.getByLabel(/I agree/).check()
  const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/apply/submit')
  await form.getByRole('button', { name: 'Submit application' }).click()
  expect((await post).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)
  await expect(page).toHaveURL(/\/apply\/success\?ref=/)
  // The founder's copy confirms the deck arrived, by name and size.
  await expect(page.getByTestId('application-copy')).toContainText('Pitch deck')
  await expect(page.getByTestId('application-copy')).toContainText('Série A deck.pdf (1 kB)')

  await openInAdmin(page, marker)
  const files = page.getByTestId('submission-files')
  await expect(files).toContainText('Série A deck.pdf')
  await expect(files).toContainText('PDF, 1 kB')
  await expectAxeClean(page)
  const link = files.getByRole('link', { name: /Download/ })
  const href = (await link.getAttribute('href'))!
  expect(href).toMatch(/^\/api\/admin\/files\/[0-9a-f-]{36}$/)

  // The browser saves it (an attachment, never shown in a tab) under a safe name.
  const download = page.waitForEvent('download')
  await link.click()
  expect((await download).suggestedFilename()).toBe('Série A deck.pdf')

  const response = await page.request.get(href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="Serie A deck.pdf"; filename*=UTF-8''S%C3%A9rie%20A%20deck.pdf`)
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['cache-control']).toBe('private, no-store')
  // The route's own policy reaches the browser (the site-wide one must not replace it); the other site headers stay.
  expect(response.headers()['content-security-policy']).toBe("sandbox; default-src 'none'")
  expect(response.headers()['x-frame-options']).toBe('DENY')
  expect((await response.body()).equals(PDF)).toBe(true)

  // Not without a session, whatever the id (the request fixture has no cookies).
  expect((await request.get(href)).status()).toBe(401)
})

test('a text file renamed .pdf is refused beside the field, in the browser and by the server', async ({ page }) => {
  const marker = uniqueMarker()
  await page.goto('/apply')
  await page.evaluate(() => localStorage.removeItem('apply-draft'))
  const form = await hydratedForm(page, 'apply')
  await fillApplication(page, form, marker, true)
  const deck = form.getByLabel('Pitch deck')
  await deck.setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some notes, not a PDF\n') })
  await form.getByRole('button', { name: 'Next' }).click()
  expect(await errorOf(deck)).toBe(DECK_MESSAGES.notPdf)
  await expect(form.getByText('Step 4 of 5: Funding')).toBeVisible()
  await expectAxeClean(page) // the step with the deck field and its error

  // The server checks the bytes itself: a post that skips the page's check is refused the same way.
  const refused = await page.request.post('/apply/submit', {
    headers: { origin: new URL(page.url()).origin, accept: 'application/json' },
    multipart: {
      companyName: `Renamed ${marker}`,
      stage: 'seed',
      sector: 'bio-ai',
      founderName: 'Rosalind',
      email: `${marker}@example.com`,
      pitch: PITCH,
      problem: LONG,
      solution: LONG,
      amountSought: '$1M',
      consent: 'on',
      deckFile: { name: 'deck.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some notes, not a PDF\n') },
    },
  })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).fieldErrors).toEqual({ deckFile: DECK_MESSAGES.notPdf })

  // The upload path is outside the proxy, so it refuses another site's post itself.
  const crossSite = await page.request.post('/apply/submit', { headers: { origin: 'https://elsewhere.example' }, multipart: { companyName: 'x' } })
  expect(crossSite.status()).toBe(403)
})

test('a 16 MB deck is refused beside the field with the limit, before it is sent', async ({ page }) => {
  await page.goto('/apply')
  await page.evaluate(() => localStorage.removeItem('apply-draft'))
  const form = await hydratedForm(page, 'apply')
  await fillApplication(page, form, uniqueMarker(), true)
  const deck = form.getByLabel('Pitch deck')
  await deck.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(16 * 1024 * 1024 - PDF.length, 0x20)]) })
  let posted = false
  page.on('request', (r) => {
    if (r.method() === 'POST') posted = true
  })
  await form.getByRole('button', { name: 'Next' }).click()
  expect(await errorOf(deck)).toBe(DECK_MESSAGES.tooLarge)
  expect(DECK_MESSAGES.tooLarge).toContain('must be 15 MB or smaller')
  expect(posted).toBe(false)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts as multipart with the deck and reaches the success page; the deck is on the admin page', async ({ page }) => {
    test.setTimeout(60_000)
    const marker = uniqueMarker()
    await page.goto('/apply')
    const form = page.locator('form[data-form="apply"]')
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data')
    await fillApplication(page, form, marker, false)
    await form.getByLabel('Link to your deck').fill('https://docsend.example/view/abc')
    await form.getByLabel('Pitch deck').setInputFiles(pdfFile())
    await form.getByLabel(/I agree/).check()
    await form.getByRole('button', { name: 'Submit application' }).click()
    await expect(page).toHaveURL(/\/apply\/success\?ref=/)

    await openInAdmin(page, marker)
    await expect(page.getByText('https://docsend.example/view/abc')).toBeVisible()
    await expect(page.getByTestId('submission-files').getByRole('link', { name: 'Download Deck.pdf' })).toBeVisible()
  })

  test('a 16 MB deck comes back with the message beside the field and everything typed still there', async ({ page }) => {
    test.setTimeout(60_000)
    const marker = uniqueMarker()
    await page.goto('/apply')
    const form = page.locator('form[data-form="apply"]')
    await fillApplication(page, form, marker, false)
    await form.getByLabel('Pitch deck').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(16 * 1024 * 1024 - PDF.length, 0x20)]) })
    await form.getByLabel(/I agree/).check()
    await form.getByRole('button', { name: 'Submit application' }).click()
    await expect(page).toHaveURL(/\/apply\?refused=deck-size/)
    expect(await errorOf(page.getByLabel('Pitch deck'))).toBe(DECK_MESSAGES.tooLarge)
    await expect(form.getByRole('alert')).toContainText('must be 15 MB or smaller')
    await expect(form.getByLabel('Company name')).toHaveValue(`Deck Labs ${marker}`)
    await expect(form.getByRole('textbox', { name: 'Pitch', exact: true })).toHaveValue(PITCH)
    await expect(form.getByLabel('Sector')).toHaveValue('bio-ai')
    await expect(form.getByLabel(/I agree/)).toBeChecked()
  })
})
