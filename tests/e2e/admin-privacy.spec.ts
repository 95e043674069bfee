import AxeBuilder from '@axe-core/playwright'
import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { RETENTION } from '@/config/retention'
import { createAccountAndLogin, loginAsAdmin } from '../support/admin'
import { CONTACT_SUCCESS_URL, hydratedForm } from '../support/forms'

/**
 * A visitor's privacy request on the shared e2e server: what one address sent through the site is
 * found on /admin/privacy, downloaded as JSON and erased, and another visitor's message stays.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

test.beforeEach(async ({ page }) => {
  // Consent decided up front, so the consent panel never covers what the test clicks.
  await page.addInitScript(() => {
    localStorage.setItem('consent', JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }))
  })
})

test('an address’s contact message and newsletter sign-up are found, exported as JSON and erased; another address’s message stays', async ({ page, request }) => {
  test.setTimeout(120_000) // two forms, a scrypt login, axe, a download and an erasure: over 30 s on a busy 2-core machine
  const marker = unique()
  const address = `privacy-${marker}@example.com`
  const other = `other-${marker}@example.com`

  await page.goto('/contact')
  const contact = await hydratedForm(page, 'contact')
  await contact.getByLabel('Name').fill(`Pat ${marker}`)
  await contact.getByLabel('E-mail').fill(address)
  await contact.getByRole('textbox', { name: 'Message', exact: true }).fill(`Please tell me what you hold about me, ${marker}.`)
  await contact.getByRole('button', { name: 'Send message' }).click()
  await expect(page).toHaveURL(CONTACT_SUCCESS_URL)

  await page.goto('/')
  const newsletter = await hydratedForm(page, 'newsletter')
  await newsletter.getByLabel('E-mail').fill(address.toUpperCase())
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText("Welcome! You're now subscribed to our newsletter.").first()).toBeVisible()

  const res = await request.post('/api/forms/contact', { data: { name: `Other ${marker}`, email: other, message: `Someone else entirely, ${marker}.` } })
  expect(res.status(), await res.text()).toBe(201)

  await loginAsAdmin(page, '/admin/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible()
  await page.getByLabel('E-mail address').fill(address)
  await page.getByRole('button', { name: 'Find everything' }).click()
  const submissions = page.getByTestId('privacy-submissions')
  await expect(submissions.getByRole('listitem')).toHaveCount(2)
  await expect(submissions).toContainText('contact,')
  await expect(submissions).toContainText('newsletter,')

  const violations = (await new AxeBuilder({ page }).analyze()).violations
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download everything (JSON)' }).click()])
  expect(download.suggestedFilename()).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    address: string
    submissions: { formType: string; data: Record<string, unknown> }[]
  }
  expect(exported.address).toBe(address)
  expect(exported.submissions.map((s) => s.formType).sort()).toEqual(['contact', 'newsletter'])
  expect(exported.submissions.find((s) => s.formType === 'contact')?.data.message).toContain(marker)
  expect(JSON.stringify(exported)).not.toContain(other)
  const direct = await page.request.post('/api/admin/privacy/export', { form: { email: address }, headers: { Origin: new URL(page.url()).origin } })
  expect(direct.headers()['cache-control']).toBe('no-store')
  expect(direct.headers()['content-disposition']).toMatch(/^attachment; filename="privacy-export-/)

  await page.getByLabel('Type the address again to confirm').fill(`${address}x`)
  await page.getByRole('button', { name: 'Erase everything' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Type the same address again to confirm the erasure.' })).toBeVisible()
  await page.getByLabel('Type the address again to confirm').fill(address)
  await page.getByRole('button', { name: 'Erase everything' }).click()
  await expect(page.getByTestId('privacy-erased')).toContainText('Erased 2 submissions')

  await page.getByLabel('E-mail address').fill(address)
  await page.getByRole('button', { name: 'Find everything' }).click()
  await expect(page.getByTestId('privacy-nothing')).toBeVisible()

  await page.goto(`/admin?q=${marker}`)
  await expect(page.getByTestId('submission-row')).toHaveCount(1)
  await expect(page.getByTestId('submission-row')).toContainText(other)

  // The audit log has the erasure, and the address nowhere.
  await page.goto('/admin/audit')
  await expect(page.locator('main')).toContainText('privacy.erase')
  await expect(page.locator('main')).not.toContainText(address)
})

test('a reviewer looks an address up and may download it, but is offered no way to erase it: only the owner erases', async ({ browser, request }) => {
  test.setTimeout(150_000) // two scrypt logins (the owner adding the reviewer, the reviewer) and axe on a busy 2-core machine
  const address = `reviewer-view-${unique()}@example.com`
  const res = await request.post('/api/forms/contact', { data: { name: 'Rev Iew', email: address, message: 'Please tell me what you hold.' } })
  expect(res.status(), await res.text()).toBe(201)

  const { context, page } = await createAccountAndLogin(browser, 'Mary Jackson')
  await page.goto('/admin/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible()
  await expect(page.locator('main')).not.toContainText('erase it all')
  await page.getByLabel('E-mail address').fill(address)
  await page.getByRole('button', { name: 'Find everything' }).click()
  await expect(page.getByTestId('privacy-submissions').getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Download everything (JSON)' })).toBeVisible()
  await expect(page.getByTestId('privacy-owner-erases')).toHaveText('Only the owner can erase what is held about an address.')
  await expect(page.getByRole('button', { name: /Erase/i })).toHaveCount(0)
  await expect(page.getByLabel('Type the address again to confirm')).toHaveCount(0)
  const violations = (await new AxeBuilder({ page }).analyze()).violations
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
  await context.close()
})

test('the privacy policy states the retention the server runs with', async ({ page }) => {
  await page.goto('/privacy-policy')
  const policy = page.locator('main')
  await expect(policy).toContainText(`We delete chat conversations ${RETENTION.chatDays} days after their last message`)
  await expect(policy).toContainText(`Analytics events are deleted ${RETENTION.analyticsDays} days after they are recorded`)
  await expect(policy).toContainText(`not confirmed within ${RETENTION.newsletterPendingDays} days is deleted`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the look-up, a refused confirmation and the erasure each answer on the page', async ({ page, request }) => {
    test.setTimeout(120_000) // a scrypt login and four full-page posts on a busy 2-core machine
    const address = `nojs-${unique()}@example.com`
    const res = await request.post('/api/forms/contact', { data: { name: 'No Script', email: address, message: 'Please erase what you hold about me.' } })
    expect(res.status(), await res.text()).toBe(201)

    await loginAsAdmin(page, '/admin/privacy')
    await page.getByLabel('E-mail address').fill(address)
    await page.getByRole('button', { name: 'Find everything' }).click()
    await expect(page.getByTestId('privacy-submissions').getByRole('listitem')).toHaveCount(1)

    await page.getByLabel('Type the address again to confirm').fill(`x${address}`)
    await page.getByRole('button', { name: 'Erase everything' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Type the same address again to confirm the erasure.' })).toBeVisible()

    await page.getByLabel('E-mail address').fill(address)
    await page.getByRole('button', { name: 'Find everything' }).click()
    await page.getByLabel('Type the address again to confirm').fill(address)
    await page.getByRole('button', { name: 'Erase everything' }).click()
    await expect(page.getByTestId('privacy-erased')).toContainText('Erased 1 submission')
  })
})
