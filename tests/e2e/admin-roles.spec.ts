import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createAccountAndLogin, loginAsAdmin } from '../support/admin'

/**
 * Each role sees only its part of the admin area (lib/auth/permissions.ts): the menu, the dashboard and its links, and
 * a 403 page for the rest. That the server refuses every action and route as well is lib/auth/role-matrix.test.ts.
 */

async function menu(page: Page): Promise<string[]> {
  return page.getByTestId('admin-menu').getByRole('link').allInnerTexts()
}

async function expectForbidden(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(403)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account cannot open this page')
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const failures = violations.map((v) => `${label}: ${v.id} (${v.impact}) — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
  expect(failures, failures.join('\n')).toEqual([])
}

test('a reviewer sees the pipeline, look-ups and exports, and no blog, newsletter, clean-up or audit log', async ({ browser }) => {
  test.setTimeout(150_000) // two scrypt logins on a busy 2-core machine
  const { context, page } = await createAccountAndLogin(browser, 'Rhea Reviewer', 'reviewer')
  await expect(page.getByTestId('signed-in-as')).toHaveText('Signed in as Rhea Reviewer (reviewer)')
  expect(await menu(page)).toEqual(['Dashboard', 'Pipeline', 'Analytics', 'Providers', 'Assistant', 'E-mail', 'Privacy', 'Settings'])

  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Submissions', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Clean up old data' })).toHaveCount(0)

  for (const path of ['/admin/cleanup', '/blog/manage', '/blog/manage/new', '/admin/newsletter', '/admin/audit']) await expectForbidden(page, path)
  await expectAxeClean(page, '403 (reviewer)')
  // What the reviewer may do works through the API as well: the CSV export.
  expect((await page.request.get('/api/admin/export')).status()).toBe(200)

  await page.goto('/admin/settings')
  const matrix = page.getByTestId('role-matrix')
  await expect(matrix.locator('tr[data-capability="content"] td[data-role="reviewer"]')).toHaveText('No')
  await expect(matrix.locator('tr[data-capability="submissions"] td[data-role="reviewer"]')).toHaveText('Yes')
  await context.close()
})

test('an editor sees the blog, the newsletter and analytics, and never a submission', async ({ browser }) => {
  test.setTimeout(150_000)
  const { context, page } = await createAccountAndLogin(browser, 'Ezra Editor', 'editor')
  await expect(page.getByTestId('signed-in-as')).toHaveText('Signed in as Ezra Editor (editor)')
  expect(await menu(page)).toEqual(['Dashboard', 'Analytics', 'Blog', 'Newsletter', 'Settings'])

  // The dashboard is the editor's sections: no submission, count, chart or clean-up link.
  await page.goto('/admin')
  const sections = page.getByTestId('dashboard-sections')
  expect(await sections.getByRole('link').evaluateAll((links) => links.map((l) => l.querySelector('span')?.textContent))).toEqual(['Analytics', 'Blog', 'Newsletter', 'Settings'])
  await expect(page.getByRole('heading', { name: 'Submissions' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Clean up old data' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0)
  await expectAxeClean(page, '/admin (editor)')

  await page.goto('/blog/manage')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/admin/newsletter')
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible()
  // The subscribers' addresses are personal data: no export for an editor.
  await expect(page.getByRole('link', { name: /Export confirmed addresses/ })).toHaveCount(0)

  for (const path of ['/admin/pipeline', '/admin/mail', '/admin/privacy', '/admin/assistant', '/admin/set-aside', '/admin/cleanup', '/admin/audit']) await expectForbidden(page, path)
  for (const path of ['/api/admin/export', '/api/admin/newsletter/export', '/api/admin/set-aside']) {
    expect((await page.request.get(path)).status(), path).toBe(403)
  }
  await context.close()
})

test('the owner sees every section and the clean-up link', async ({ page }) => {
  test.setTimeout(90_000)
  await loginAsAdmin(page)
  expect(await menu(page)).toEqual(['Dashboard', 'Pipeline', 'Analytics', 'Providers', 'Assistant', 'Blog', 'Newsletter', 'E-mail', 'Privacy', 'Audit log', 'System', 'Settings'])
  await expect(page.getByRole('link', { name: 'Clean up old data' })).toBeVisible()
})
