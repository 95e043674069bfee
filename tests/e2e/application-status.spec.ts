import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { APPLY_SUCCESS_URL, CONTACT_SUCCESS_URL, decideConsent, hydratedForm, REFERENCE } from '../support/forms'
import { mailTo } from '../support/mail'

/**
 * The founder's side: the success page shows the reference the database
 * gave and the private status link, the confirmation e-mail carries the same two, the link shows where the
 * application stands, and a wrong link is a plain 404. /contact/success names the reply address and the reference.
 */

const PITCH = 'Agents that reconcile lab invoices for mid-size clinics.'

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.beforeEach(async ({ page }) => decideConsent(page))

test('apply → reference and status link on the success page and in the receipt → the link shows Received; a wrong one is a 404', async ({ page }) => {
  test.slow() // one journey across four pages, two axe runs and the mail job
  const company = `Status Labs ${Date.now()}`
  const founder = `status-${Date.now()}@example.com`
  await page.goto('/apply-new')
  const form = await hydratedForm(page, 'apply-new')
  await form.getByLabel('Company name').fill(company)
  await form.getByLabel('Founder name').fill('Ada Lovelace')
  await form.getByLabel('E-mail').fill(founder)
  await form.getByLabel('Stage').selectOption('seed')
  await form.getByRole('textbox', { name: 'Pitch', exact: true }).fill(PITCH)
  await form.getByRole('button', { name: 'Send application' }).click()

  await expect(page).toHaveURL(APPLY_SUCCESS_URL)
  await expect(page.getByTestId('reference')).toHaveText(REFERENCE)
  const reference = (await page.getByTestId('reference').textContent())!
  const link = page.getByTestId('status-link')
  const statusPath = (await link.getAttribute('href'))!
  expect(statusPath).toMatch(/^\/apply\/status\/[\w-]{22}$/)
  await expect(link).toHaveText(new RegExp(`^https?://[^/]+${statusPath}$`))
  await expect(page.getByTestId('application-copy')).toContainText(company)
  await expect(page.getByTestId('application-copy')).toContainText('Seed')
  await expectAxeClean(page)

  // Printed, the page is the founder's copy: the site's chrome and the buttons stay off the paper.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('application-copy')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download a copy' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download a copy' }).click()
  const copy = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8')
  expect((await download).suggestedFilename()).toBe(`application-${reference}.txt`)
  expect(copy).toContain(`Reference: ${reference}`)
  expect(copy).toContain(`Company name:\n${company}\n`)

  // The receipt, written to DATA_DIR/mail by the mail job within seconds.
  await expect(async () => expect(mailTo(process.env.E2E_DATA_DIR!, founder)).toHaveLength(1)).toPass({ timeout: 20_000 })
  const [receipt] = mailTo(process.env.E2E_DATA_DIR!, founder)
  expect(receipt).toContain(`Subject: We received your application (reference ${reference})`)
  expect(receipt).toMatch(new RegExp(`^https?://[^/\\s]+${statusPath}$`, 'm'))

  const response = await page.goto(statusPath)
  expect(response!.status()).toBe(200)
  expect(response!.headers()['cache-control']).toMatch(/private|no-store/)
  expect(response!.headers()['cache-control']).not.toMatch(/public|s-maxage/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company)
  await expect(page.getByTestId('reference')).toHaveText(reference)
  await expect(page.getByTestId('status-stage')).toHaveText('Received')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  await expectAxeClean(page)

  for (const wrong of ['/apply/status/AAAAAAAAAAAAAAAAAAAAAA', '/apply/status/not-a-token', `${statusPath}x`, '/apply/status/AAAAAAAAAAAAAAAAAAAAAA/copy']) {
    expect((await page.request.get(wrong)).status(), wrong).toBe(404)
  }
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/apply/status')
})

test('/contact/success names the address the reply goes to and the reference', async ({ page }) => {
  const email = `reply-${Date.now()}@example.com`
  await page.goto('/contact')
  const form = await hydratedForm(page, 'contact')
  await form.getByLabel('Name').fill('Grace Hopper')
  await form.getByLabel('E-mail').fill(email)
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('We would like to talk about our agent platform.')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page).toHaveURL(CONTACT_SUCCESS_URL)
  await expect(page.getByTestId('reply-to')).toHaveText(email)
  await expect(page.getByTestId('reference')).toHaveText(REFERENCE)
  await expectAxeClean(page)
  // An id nobody sent shows the page without an address.
  await page.goto('/contact/success?id=00000000-0000-4000-8000-000000000000')
  await expect(page.getByTestId('reply-to')).toHaveCount(0)
})
