import { expect, test } from '@playwright/test'
import { loginAsAdmin } from '../support/admin'
import { decodeEml } from '../support/mail'

/**
 * E-mail on a fresh machine (no SMTP configured): an application sets off the team's notice and the founder's
 * receipt, kept as .eml files and listed on /admin/mail, where the admin reads them as the recipient would.
 */
test('an application is announced to the team and confirmed to the founder; both are listed and readable on /admin/mail', async ({ page, request, baseURL }) => {
  const company = `Mail Check ${Date.now()}`
  const founder = `founder-${Date.now()}@example.com`
  const res = await request.post('/api/forms/apply', {
    headers: { Origin: baseURL! },
    data: { companyName: company, founderName: 'Ada Lovelace', email: founder, stage: 'seed', pitch: 'Agents that close the books for small clinics.' },
  })
  expect(res.status()).toBe(201)
  const { reference } = (await res.json()) as { reference: string }
  expect(reference).toMatch(/^M3-\d{4}-\d{4,}$/)

  await loginAsAdmin(page, '/admin/mail')
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible()
  const table = page.getByTestId('mail-table')
  const teamRow = table.locator('tr', { hasText: `New application: ${company} (${reference})` })
  const receiptRow = table.locator('tr', { hasText: founder })
  // Jobs run within seconds of the submission; reload until both are sent.
  await expect(async () => {
    await page.reload()
    await expect(teamRow).toContainText('Sent', { timeout: 1_000 })
    await expect(receiptRow).toContainText('Sent', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(table.locator('tr', { hasText: company })).toHaveCount(1)

  const download = page.waitForEvent('download')
  await receiptRow.getByRole('link', { name: `We received your application (reference ${reference})` }).click()
  const eml = await (await (await download).createReadStream()).toArray()
  const text = decodeEml(Buffer.concat(eml))
  expect(text).toMatch(new RegExp(`^To: ${founder.replace(/[.]/g, '\\.')}$`, 'm'))
  expect(text).toContain(`Your application is in, and its reference is ${reference}.`)
})
