import { expect, test, type Locator, type Page } from '@playwright/test'
import { APPLY_SUCCESS_URL, decideConsent, hydratedForm } from '../support/forms'

/**
 * The application's steps in the browser's history: Back and Forward move between the steps with their answers, and
 * Back from the first step leaves /apply. A deck chosen before a reload is asked for again: the application never goes
 * without the deck the founder chose unless the founder says so.
 */

const PITCH = 'Agents that reconcile invoices against purchase orders for mid-sized wholesalers.'
const LONG = 'A paragraph long enough to pass the twenty character minimum.'
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
const deckFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF })

test.beforeEach(({ page }) => decideConsent(page))

const stepLine = (form: Locator, text: string) => form.getByText(text, { exact: true })
const next = (form: Locator) => form.getByRole('button', { name: 'Next' }).click()

async function fillCompany(form: Locator, company: string) {
  await form.getByLabel('Company name').fill(company)
  await form.getByLabel('Stage').selectOption('seed')
  await form.getByLabel('Sector').selectOption('agentic-ai')
}

async function fillFounder(form: Locator, founder: string, email: string) {
  await form.getByLabel('Founder name').fill(founder)
  await form.getByLabel('E-mail').fill(email)
}

/** Steps 1 to 3 filled, the form on the funding step with its amount. */
async function reachFunding(form: Locator, marker: string) {
  await fillCompany(form, `Ledgerline ${marker}`)
  await next(form)
  await fillFounder(form, 'Ada Byron', `${marker}@example.com`)
  await next(form)
  await form.getByRole('textbox', { name: 'Pitch', exact: true }).fill(PITCH)
  await form.getByLabel('Problem').fill(LONG)
  await form.getByLabel('Solution').fill(LONG)
  await next(form)
  await form.getByLabel('Amount sought').fill('$900K')
  await expect(stepLine(form, 'Step 4 of 5: Funding')).toBeVisible()
}

/** Every POST the page sends from now on, by path. */
function postsFrom(page: Page): string[] {
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(new URL(r.url()).pathname)
  })
  return posts
}

const uniqueMarker = () => `hist${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

test("the browser's Back and Forward move between the steps with their answers, and Back from the first step leaves /apply", async ({ page }) => {
  await page.goto('/process')
  await page.goto('/apply')
  const form = await hydratedForm(page, 'apply')
  await fillCompany(form, 'Harbour Analytics, advised by Mira Okafor')
  await next(form)
  await fillFounder(form, 'Mira Okafor of Harbour Analytics', 'mira@harbour.example')
  await next(form)
  await expect(stepLine(form, 'Step 3 of 5: Product & traction')).toBeVisible()

  await page.goBack()
  await expect(stepLine(form, 'Step 2 of 5: Founders')).toBeVisible()
  await expect(form.getByRole('heading', { name: 'Founders', exact: true })).toBeFocused()
  await expect(form.getByLabel('Founder name')).toHaveValue('Mira Okafor of Harbour Analytics')
  await expect(form.getByLabel('E-mail')).toHaveValue('mira@harbour.example')
  await expect(page).toHaveURL(/\/apply$/)

  await page.goBack()
  await expect(stepLine(form, 'Step 1 of 5: Company')).toBeVisible()
  await expect(form.getByRole('heading', { name: 'Company', exact: true })).toBeFocused()
  await expect(form.getByLabel('Company name')).toHaveValue('Harbour Analytics, advised by Mira Okafor')
  await expect(form.getByLabel('Sector')).toHaveValue('agentic-ai')

  await page.goForward()
  await expect(stepLine(form, 'Step 2 of 5: Founders')).toBeVisible()
  await expect(form.getByLabel('Founder name')).toHaveValue('Mira Okafor of Harbour Analytics')

  await page.goBack()
  await expect(stepLine(form, 'Step 1 of 5: Company')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/process$/)
})

test("the form's own Back is the browser's Back: Forward returns to the step it left", async ({ page }) => {
  await page.goto('/apply')
  const form = await hydratedForm(page, 'apply')
  await fillCompany(form, 'Quayside Robotics')
  await next(form)
  await expect(stepLine(form, 'Step 2 of 5: Founders')).toBeVisible()

  await form.getByRole('button', { name: 'Back' }).click()
  await expect(stepLine(form, 'Step 1 of 5: Company')).toBeVisible()
  await expect(form.getByLabel('Company name')).toHaveValue('Quayside Robotics')

  await page.goForward()
  await expect(stepLine(form, 'Step 2 of 5: Founders')).toBeVisible()
  await expect(form.getByRole('heading', { name: 'Founders', exact: true })).toBeFocused()
})

test('a deck chosen before a reload is asked for again, and the application is not sent without it', async ({ page }) => {
  test.setTimeout(60_000)
  const marker = uniqueMarker()
  await page.goto('/apply')
  let form = await hydratedForm(page, 'apply')
  await reachFunding(form, marker)
  await form.getByLabel('Pitch deck').setInputFiles(deckFile('Ledgerline seed deck.pdf'))
  await next(form)
  await expect(form.getByTestId('apply-summary')).toContainText('Ledgerline seed deck.pdf')

  await page.reload()
  form = await hydratedForm(page, 'apply')
  await expect(stepLine(form, 'Step 5 of 5: Review')).toBeVisible()
  await expect(form.getByTestId('apply-summary')).toContainText('$900K')
  await expect(form.getByTestId('apply-summary')).not.toContainText('Ledgerline seed deck.pdf')

  // Submitting now would send the application without the deck: the form goes to the deck and says so instead.
  const posts = postsFrom(page)
  await form.getByLabel(/I agree/).check()
  await form.getByRole('button', { name: 'Submit application' }).click()
  await expect(stepLine(form, 'Step 4 of 5: Funding')).toBeVisible()
  const deck = form.getByLabel('Pitch deck')
  await expect(deck).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Please attach your deck “Ledgerline seed deck.pdf” again, or continue without a deck.')).toBeVisible()
  await expect(form.getByLabel('Amount sought')).toHaveValue('$900K')
  expect(posts).toEqual([])
  // The move to the deck is a step of its own: Back returns to the review, Forward to the deck.
  await page.goBack()
  await expect(stepLine(form, 'Step 5 of 5: Review')).toBeVisible()
  await page.goForward()
  await expect(stepLine(form, 'Step 4 of 5: Funding')).toBeVisible()

  await deck.setInputFiles(deckFile('Ledgerline seed deck.pdf'))
  await next(form)
  await expect(form.getByTestId('apply-summary')).toContainText('Ledgerline seed deck.pdf')
  await form.getByLabel(/I agree/).check()
  const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/apply/submit')
  await form.getByRole('button', { name: 'Submit application' }).click()
  expect((await post).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)
  await expect(page).toHaveURL(APPLY_SUCCESS_URL)
})

test('after a reload the deck step asks for the deck again, and the founder may go on without it', async ({ page }) => {
  await page.goto('/apply')
  let form = await hydratedForm(page, 'apply')
  await reachFunding(form, uniqueMarker())
  await form.getByLabel('Pitch deck').setInputFiles(deckFile('Quayside deck.pdf'))

  await page.reload()
  form = await hydratedForm(page, 'apply')
  await expect(stepLine(form, 'Step 4 of 5: Funding')).toBeVisible()
  // The other answers come back from the draft; the file does not, and the step says so.
  await expect(form.getByLabel('Amount sought')).toHaveValue('$900K')
  const notice = form.getByText(/You chose “Quayside deck\.pdf” before the page reloaded.*attach your deck again/)
  await expect(notice).toBeVisible()
  await expect(form.getByLabel('Pitch deck')).toHaveAccessibleDescription(/attach your deck again/)

  await next(form)
  await expect(form.getByText('Please attach your deck “Quayside deck.pdf” again, or continue without a deck.')).toBeVisible()
  await expect(stepLine(form, 'Step 4 of 5: Funding')).toBeVisible()

  await form.getByRole('button', { name: 'Continue without a deck' }).click()
  await expect(form.getByLabel('Pitch deck')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(notice).toBeHidden()
  await next(form)
  await expect(stepLine(form, 'Step 5 of 5: Review')).toBeVisible()

  // The choice is kept: another reload does not ask again.
  await page.reload()
  form = await hydratedForm(page, 'apply')
  await expect(stepLine(form, 'Step 5 of 5: Review')).toBeVisible()
  await page.goBack()
  await expect(stepLine(form, 'Step 4 of 5: Funding')).toBeVisible()
  await expect(form.getByText(/attach your deck again/)).toHaveCount(0)
})
