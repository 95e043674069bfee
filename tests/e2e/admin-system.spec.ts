import { expect, test } from '@playwright/test'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { createAccountAndLogin, E2E_METRICS_TOKEN, loginAsAdmin } from '../support/admin'

/**
 * The owner's system page, and the metrics a scraper reads from the running `next start` server: that the server
 * itself times the requests it answers is only provable here, where Next.js serves them.
 */

test('the owner opens System from the menu and sees every check with its verdict, the failing ones first', async ({ page }) => {
  test.setTimeout(90_000)
  await loginAsAdmin(page)
  await page.getByTestId('admin-menu').getByRole('link', { name: 'System' }).click()
  await expect(page).toHaveURL(/\/admin\/system$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System')
  const checks = page.getByRole('list', { name: 'Checks' }).getByRole('listitem')
  const ids = await checks.evaluateAll((items) => items.map((li) => li.getAttribute('data-check')))
  expect([...ids].sort()).toEqual(['backup', 'build', 'database', 'disk', 'jobs', 'mail', 'outbox', 'providers'])
  const order = { failing: 0, warning: 1, ok: 2 } as Record<string, number>
  const levels = await checks.evaluateAll((items) => items.map((li) => li.getAttribute('data-level') ?? ''))
  expect(levels).toEqual([...levels].sort((a, b) => order[a]! - order[b]!))
  // The shared test server's embedded database answers, and the build names its deployment id.
  await expect(page.locator('[data-check="database"]')).toContainText('The embedded database answers in')
  await expect(page.locator('[data-check="database"]')).toHaveAttribute('data-level', /ok|warning/)
  await expect(page.locator('[data-check="build"]')).toContainText(/Deployment id [A-Za-z0-9_-]+\./)
  // The shared test server keeps no daily backup: the page says so and what to set.
  await expect(page.locator('[data-check="backup"]')).toHaveAttribute('data-level', 'warning')
  await expect(page.locator('[data-check="backup"]')).toContainText('BACKUP_DIR')
})

test('a reviewer gets the 403 page for System, and has no menu entry for it', async ({ browser }) => {
  test.setTimeout(150_000) // two scrypt logins on a busy 2-core machine
  const { context, page } = await createAccountAndLogin(browser, 'Sam Reviewer', 'reviewer')
  try {
    await expect(page.getByTestId('admin-menu').getByRole('link', { name: 'System' })).toHaveCount(0)
    const response = await page.goto('/admin/system')
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account cannot open this page')
  } finally {
    await context.close()
  }
})

test('the metrics answer 404 without the token, and with it count the requests next start served', async ({ request }) => {
  expect((await request.get('/api/metrics')).status()).toBe(404)
  expect((await request.get('/api/metrics', { headers: { Authorization: 'Bearer wrong-token-0123456789' } })).status()).toBe(404)
  const scrape = async () => {
    const response = await request.get('/api/metrics', { headers: { Authorization: `Bearer ${E2E_METRICS_TOKEN}` } })
    expect(response.status()).toBe(200)
    const families = parsePrometheusTextFormat(await response.text())
    const requests = families.find((f) => f.name === 'studio_http_requests_total')
    const count = (group: string) => requests?.metrics.filter((m) => m.labels?.group === group && m.labels?.status === '200').reduce((n, m) => n + Number(m.value), 0) ?? 0
    return { families, count }
  }
  const before = await scrape()
  expect((await request.get('/about')).status()).toBe(200)
  expect((await request.get('/icon.svg')).status()).toBe(200)
  const after = await scrape()
  // Other specs share the server: at least the requests made here were counted.
  expect(after.count('page')).toBeGreaterThanOrEqual(before.count('page') + 1)
  expect(after.count('static')).toBeGreaterThanOrEqual(before.count('static') + 1)
  const names = new Set(after.families.map((f) => f.name))
  for (const name of ['studio_http_request_duration_seconds', 'studio_database_up', 'studio_pglite_child_up', 'studio_outbox_waiting', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds']) {
    expect(names, name).toContain(name)
  }
})
