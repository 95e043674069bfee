import { expect, test } from '@playwright/test'
import { IN_DEPTH_GUIDES } from '@/config/content/guides'
import { PROCESS_STEPS } from '@/config/facts'
import { FORM_TYPES } from '@/lib/forms/types'

test('/process shows every step of the investment process in order', async ({ page }) => {
  await page.goto('/process')
  const steps = page.locator('#steps ol > li h3')
  await expect(steps).toHaveCount(PROCESS_STEPS.length)
  for (const [i, step] of PROCESS_STEPS.entries()) await expect(steps.nth(i)).toContainText(`${i + 1}. ${step.name}`)
  await expect(page.getByRole('link', { name: 'Apply for funding' }).first()).toHaveAttribute('href', '/apply')
})

test('/resources links to the four in-depth guides, and a guide’s contents jump to its sections', async ({ page }) => {
  await page.goto('/resources')
  for (const g of IN_DEPTH_GUIDES) await expect(page.getByRole('link', { name: g.title, exact: true })).toHaveAttribute('href', g.path)
  await page.getByRole('link', { name: 'Term-sheet basics', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Term-sheet basics')
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'A worked example of dilution' }).click()
  await expect(page).toHaveURL(/#worked-example$/)
  await expect(page.getByRole('heading', { name: 'A worked example of dilution' })).toBeInViewport()
  await expect(page.locator('#worked-example')).toContainText('$2M ÷ $10M = 20%')
})

test('the financial model template downloads as CSV', async ({ page, request }) => {
  await page.goto('/resources/financial-model-template')
  const href = await page.getByRole('link', { name: 'Download the template (CSV)' }).getAttribute('href')
  const res = await request.get(href!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^text\/csv/)
  expect((await res.text()).split('\r\n')[0]).toBe('Assumption,Value')
})

test('/docs/api documents every form type with its fields and a curl example', async ({ page }) => {
  await page.goto('/docs/api')
  for (const type of FORM_TYPES) await expect(page.getByRole('heading', { name: `POST /api/forms/${type}`, exact: true })).toBeVisible()
  await expect(page.locator('pre')).toContainText("curl -X POST")
  await expect(page.getByRole('region', { name: 'Fields of apply' })).toContainText('companyName')
  await expect(page.getByText('429 Too Many Requests')).toBeVisible()
})

test('/support answers the common questions and links to the studio’s own e-mail and phone', async ({ page }) => {
  await page.goto('/support')
  await expect(page.getByText('When will I hear back?')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact hub' }).first()).toHaveAttribute('href', '/contact-hub')
  await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(1)
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1)
})
