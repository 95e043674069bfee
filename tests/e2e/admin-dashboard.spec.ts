import AxeBuilder from '@axe-core/playwright'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { openDb } from '@/lib/db/client'
import { analyticsEvents, formSubmissions } from '@/lib/db/schema'
import { ADMIN_TEST_PASSWORD, loginAsAdmin } from '../support/admin'
import { startApp } from '../support/app-server'
import { CONTACT_SUCCESS_URL } from '../support/forms'

/**
 * The submissions dashboard, export and analytics view on the shared e2e server. Each test
 * marks its own submissions with a unique word and finds them by searching for it, so tests running in parallel
 * (and other specs' submissions) never get in each other's way.
 */

const XSS = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1">`
// The fixed columns, then the pipeline's and the deck; a mixed export has no per-field columns.
const HEADER = 'Date,Type,Name,Email,Company,Message,Additional Data,Reference,Status,Assignee,Tags,Last note,Pitch deck'
// Excel on Windows reads a CSV without it in the system's code page.
const BOM = '\uFEFF'

const uniqueMarker = () => `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

test.beforeEach(async ({ page }) => {
  // Consent decided up front, so the consent panel never covers what the test clicks.
  await page.addInitScript(() => {
    localStorage.setItem('consent', JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }))
  })
})

async function submitContact(request: APIRequestContext, data: Record<string, string>) {
  const res = await request.post('/api/forms/contact', { data })
  expect(res.status(), await res.text()).toBe(201)
}

async function expectNoScriptRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  await expect(page.locator('script', { hasText: 'window.__xss' })).toHaveCount(0)
}

test('an XSS payload sent through the contact form is shown as text in the list and the detail, and never runs', async ({ page }) => {
  const marker = uniqueMarker()
  const message = `${XSS} ${marker}`
  await page.goto('/contact')
  const form = page.locator('form[data-form="contact"]')
  await expect(form).toHaveAttribute('novalidate', '')
  await form.getByLabel('Name').fill(`Probe ${marker}`)
  await form.getByLabel('E-mail').fill(`${marker}@example.com`)
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message)
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page).toHaveURL(CONTACT_SUCCESS_URL)

  await loginAsAdmin(page)
  await page.goto(`/admin?q=${marker}`)
  const rows = page.getByTestId('submission-row')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(XSS)
  // The 10 most recent are checked only when this submission is still among them: specs running in parallel on the
  // shared server add submissions of their own and can push it out.
  const recent = page.getByTestId('recent-submissions').filter({ hasText: marker })
  if (await recent.count()) await expect(recent).toContainText(XSS)
  await expectNoScriptRan(page)

  await rows.first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submission: Contact message')
  await expect(page.getByText(message, { exact: true })).toBeVisible()
  await expectNoScriptRan(page)
})

test('the filter form finds a submission by type, text and day, keeps the filter across pages, and says when nothing matches', async ({ page, request }) => {
  // 27 submissions and a dozen page loads: more than the default 30 s on a busy two-core machine.
  test.setTimeout(60_000)
  const marker = uniqueMarker()
  for (let i = 0; i < 27; i++) {
    await submitContact(request, { name: `Filter ${i}`, email: `f${i}@example.com`, message: `Looking for a partner, ${marker} number ${i}` })
  }
  await loginAsAdmin(page)
  const filter = page.getByRole('search', { name: 'Filter submissions' })
  await filter.getByLabel('Type').selectOption('contact')
  await filter.getByLabel('Search').fill(marker.toUpperCase())
  await filter.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]type=contact&q=${marker.toUpperCase()}`))
  await expect(page.getByTestId('submission-row')).toHaveCount(25)
  await expect(page.getByText('Page 1 of 2 · 27 submissions')).toBeVisible()

  await page.getByRole('link', { name: 'Older →' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page).toHaveURL(new RegExp(`q=${marker.toUpperCase()}`))
  await expect(page.getByTestId('submission-row')).toHaveCount(2)
  await expect(page.getByTestId('submission-row').last()).toContainText('Filter 0')

  const today = new Date().toISOString().slice(0, 10)
  await page.goto(`/admin?q=${marker}&from=${today}&to=${today}`)
  await expect(page.getByText('Page 1 of 2 · 27 submissions')).toBeVisible()
  await page.goto(`/admin?q=${marker}&to=2020-01-01`)
  await expect(page.getByText('No submissions match this filter.')).toBeVisible()
  await page.goto(`/admin?q=${marker}&type=newsletter`)
  await expect(page.getByText('No submissions match this filter.')).toBeVisible()
  await expect(page.getByTestId('submission-row')).toHaveCount(0)

  await page.getByRole('search', { name: 'Filter submissions' }).getByRole('link', { name: 'Reset' }).click()
  await expect(page).toHaveURL(/\/admin#submissions$/)
  await expect(page.getByTestId('submission-row')).toHaveCount(25)
})

test('the CSV download of the current filter has the exact header row, RFC 4180 quoting and a neutralised =cmd', async ({ page, request }) => {
  const marker = uniqueMarker()
  await submitContact(request, {
    name: 'CSV Tester',
    email: `${marker}@example.com`,
    company: '=cmd|"/C calc"!A0',
    message: `Hello, "team"\nsecond line ${marker}`,
  })
  await loginAsAdmin(page)
  await page.goto(`/admin?q=${marker}`)
  await expect(page.getByTestId('submission-row')).toHaveCount(1)
  const exportLink = page.getByRole('link', { name: 'Export CSV' })
  await expect(exportLink).toHaveAttribute('href', `/api/admin/export?q=${marker}`)

  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
  expect(download.suggestedFilename()).toMatch(/^submissions-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  const [header, record, rest] = csv.split('\r\n')
  expect(header).toBe(BOM + HEADER)
  expect(rest).toBe('')
  expect(csv.split('\r\n')).toHaveLength(3)
  expect(record).toMatch(
    new RegExp(
      `^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z,Contact message,CSV Tester,${marker}@example\\.com,` +
        `"'=cmd\\|""/C calc""!A0","Hello, ""team""\\nsecond line ${marker}",`,
    ),
  )

  await page.goto('/admin/audit?category=admin')
  const event = page.getByRole('row').filter({ hasText: 'submissions.export' }).filter({ hasText: `"filter":{"q":"${marker}"}` })
  await expect(event).toContainText('"rows":1')
})

test('the export refuses a request without an admin session', async ({ request }) => {
  const res = await request.get('/api/admin/export')
  expect(res.status()).toBe(401)
  expect(await res.text()).not.toContain(HEADER)
})

test('a submission is deleted only after the explicit confirmation', async ({ page, request }) => {
  const marker = uniqueMarker()
  await submitContact(request, { name: 'Please forget me', email: `${marker}@example.com`, message: `Delete my data, ${marker}.` })
  await loginAsAdmin(page)
  await page.goto(`/admin?q=${marker}`)
  await page.getByTestId('submission-row').getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/submissions\/[0-9a-f-]{36}$/)
  const detail = page.url()

  await page.getByRole('link', { name: 'Delete submission' }).click()
  await expect(page).toHaveURL(/confirm=delete/)
  await expect(page.getByText('This permanently deletes this contact message submission')).toBeVisible()
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await page.goto(`/admin?q=${marker}`)
  await expect(page.getByTestId('submission-row')).toHaveCount(1)

  await page.goto(`${detail}?confirm=delete`)
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\?deleted=1$/)
  await expect(page.getByRole('status').filter({ hasText: 'Submission deleted.' })).toBeVisible()
  await page.goto(`/admin?q=${marker}`)
  await expect(page.getByText('No submissions match this filter.')).toBeVisible()
  const gone = await page.goto(detail)
  expect(gone?.status()).toBe(404)

  // Audited with the id and type only: the founder's data is not copied into the log.
  const id = detail.split('/').pop()!
  await page.goto('/admin/audit?category=admin')
  const event = page.getByRole('row').filter({ hasText: id })
  await expect(event).toContainText('submission.delete')
  await expect(event).toContainText('"formType":"contact"')
  await expect(event).not.toContainText(marker)
})

test('the dashboard shows the cards, the 30-day chart with its accessible summary and the 10 most recent', async ({ page, request }) => {
  await submitContact(request, { name: 'Chart', email: 'chart@example.com', message: 'One more for the chart.' })
  await loginAsAdmin(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  expect(Number((await page.getByTestId('count-total').textContent())?.replace(/,/g, ''))).toBeGreaterThan(0)
  expect(Number(await page.getByTestId('count-contact').textContent())).toBeGreaterThan(0)
  await expect(page.getByRole('img', { name: /^Submissions per day over the last 30 days: \d+ in total, most on \d{4}-\d{2}-\d{2} \(\d+\)\.$/ })).toBeVisible()
  await expect(page.locator('.sr-only table tbody tr')).toHaveCount(30)
  const recent = await page.getByTestId('recent-submissions').locator('li').count()
  expect(recent).toBeGreaterThan(0)
  expect(recent).toBeLessThanOrEqual(10)
})

test('the analytics page shows events per type over time, top pages and top clicked elements', async ({ page, request, baseURL }) => {
  const marker = uniqueMarker()
  const res = await request.post('/api/analytics', {
    headers: { Origin: new URL(baseURL!).origin }, // the endpoint takes beacons from the site's own pages only
    data: {
      sessionId: `e2e-${marker}`,
      events: [
        { type: 'page_view', data: { path: `/e2e-${marker}` } },
        { type: 'click', data: { element: 'a', label: `Link ${marker}`, href: '/apply', path: '/' } },
      ],
    },
  })
  expect(res.status()).toBeLessThan(300)
  await loginAsAdmin(page)
  await page.goto('/admin/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Analytics events per day over the last 30 days: \d+ in total/ })).toBeVisible()
  await expect(page.getByRole('cell', { name: `/e2e-${marker}` })).toBeVisible()
  await expect(page.getByRole('cell', { name: new RegExp(`Link ${marker}`) })).toBeVisible()
})

test('clean-up first counts what would go and changes nothing until confirmed', async ({ page }) => {
  await loginAsAdmin(page)
  await page.goto('/admin/cleanup')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete submissions and analytics older than N days')
  await expect(page.getByLabel('Older than (days)')).toHaveValue('90')
  await page.getByRole('button', { name: 'Count rows' }).click()
  await expect(page).toHaveURL(/days=90/)
  // Everything on this server is minutes old: nothing is counted, so there is nothing to confirm.
  await expect(page.getByTestId('cleanup-count')).toContainText('0 submissions and 0 analytics events were received before')
  await expect(page.getByText('Nothing to delete.')).toBeVisible()
  await page.goto('/admin/cleanup?days=0')
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a whole' })).toHaveText('Enter a whole number of days from 1 to 36,500.')
})

test('clean-up deletes exactly the old submissions and analytics events it counted, after the confirmation', async ({ page }) => {
  test.setTimeout(90_000)
  // Old rows cannot be made through the site, so this test has a server of its own on a data folder seeded first.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-e2e-cleanup-'))
  const seed = await openDb({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000)
  try {
    await seed.db.insert(formSubmissions).values([
      { formType: 'contact', data: { name: 'Old 1' }, createdAt: daysAgo(120) },
      { formType: 'apply', data: { founderName: 'Old 2' }, createdAt: daysAgo(95) },
      { formType: 'newsletter', data: { email: 'old3@example.com' }, createdAt: daysAgo(91) },
      { formType: 'contact', data: { name: 'Recent' }, createdAt: daysAgo(89) },
    ])
    await seed.db.insert(analyticsEvents).values([
      { eventType: 'page_view', eventData: { path: '/' }, createdAt: daysAgo(200) },
      { eventType: 'click', eventData: {}, createdAt: daysAgo(100) },
      { eventType: 'click', eventData: {}, createdAt: daysAgo(2) },
    ])
  } finally {
    await seed.close()
  }
  // The automatic retention (90 days for analytics by default) would delete the old events at start: this test is
  // about the manual clean-up, so the automatic one looks ten years back.
  const app = await startApp({ dataDir, env: { ADMIN_PASSWORD_HASH: process.env.E2E_ADMIN_PASSWORD_HASH ?? '', ANALYTICS_RETENTION_DAYS: '3650' } })
  try {
    await page.goto(`${app.url}/admin/cleanup`)
    await page.getByLabel('Password').fill(ADMIN_TEST_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 15_000 })
    await page.goto(`${app.url}/admin/cleanup`)
    await page.getByRole('button', { name: 'Count rows' }).click()
    await expect(page.getByTestId('cleanup-count')).toContainText('3 submissions and 2 analytics events were received before')

    await page.goto(`${app.url}/admin`)
    await expect(page.getByTestId('count-total')).toHaveText('4')
    await page.goto(`${app.url}/admin/cleanup?days=90`)
    await page.getByRole('button', { name: 'Delete 5 rows' }).click()
    await expect(page.getByRole('status')).toHaveText('Deleted 3 submissions and 2 analytics events older than 90 days.')
    await page.goto(`${app.url}/admin`)
    await expect(page.getByTestId('count-total')).toHaveText('1')
    await expect(page.getByTestId('submission-row')).toContainText('Recent')
    await page.goto(`${app.url}/admin/audit?category=admin`)
    await expect(page.getByRole('row').filter({ hasText: 'data.cleanup' })).toContainText('"submissions":3')
  } finally {
    await app.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

for (const theme of ['light', 'dark'] as const) {
  test(`the dashboard, a submission, analytics and clean-up have no axe violations in the ${theme} theme`, async ({ page, request }) => {
    test.setTimeout(90_000)
    const marker = uniqueMarker()
    await submitContact(request, { name: `Axe ${marker}`, email: `${marker}@example.com`, message: `Multi-line\nmessage ${marker}` })
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
    await loginAsAdmin(page)
    await page.goto(`/admin?q=${marker}`)
    await page.getByTestId('submission-row').getByRole('link').click()
    await expect(page).toHaveURL(/\/admin\/submissions\//)
    const detail = new URL(page.url()).pathname
    const failures: string[] = []
    for (const path of ['/admin', `/admin?q=${marker}`, '/admin?q=no-such-thing-anywhere', `${detail}?confirm=delete`, '/admin/analytics', '/admin/cleanup?days=90']) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
      const { violations } = await new AxeBuilder({ page }).analyze()
      for (const v of violations) failures.push(`${path}: ${v.id} (${v.impact}) — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
}
