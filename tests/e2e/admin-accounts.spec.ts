import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createAccountAndLogin, loginAsAdmin, loginWithEmail, newTestAccount } from '../support/admin'
import { mailTo } from '../support/mail'

/**
 * Named accounts (reviewers, editors) on the shared server. Each test adds accounts of its own (unique e-mails);
 * the only wrong login typed here is a disabled reviewer's, which counts against that account alone, never the owner.
 */

async function expectAxeClean(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const failures = violations.map((v) => `${label}: ${v.id} (${v.impact}) — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
  expect(failures, failures.join('\n')).toEqual([])
}

test('the owner adds a reviewer with a link; the reviewer sets a password and logs in; disabling ends the session', async ({ browser }) => {
  test.setTimeout(180_000) // three scrypt logins, a password set and axe on four pages on a busy 2-core machine
  const reviewer = newTestAccount('Grace Hopper')
  const owner = await (await browser.newContext()).newPage()
  await loginAsAdmin(owner, '/admin/settings')
  await expect(owner.getByTestId('signed-in-as')).toHaveText('Signed in as Owner')

  // The owner adds the reviewer with a one-time link (the default): e-mailed (kept on the E-mail page, since the test
  // server has no SMTP, and said so) and shown once in a box of its own, outside the form, with a Copy button.
  const form = owner.getByTestId('add-account-form')
  await form.getByLabel('Name', { exact: true }).fill(reviewer.name)
  await form.getByLabel('E-mail', { exact: true }).fill(reviewer.email)
  await expect(form.getByRole('radio', { name: /^Reviewer — / })).toBeChecked()
  await form.getByRole('button', { name: 'Add account' }).click()
  const box = owner.getByTestId('set-password-link')
  const linkField = box.getByLabel('One-time set-password link')
  await expect(linkField).toHaveValue(/\/admin\/set-password\?token=[A-Za-z0-9_-]{43}$/, { timeout: 15_000 })
  await expect(form.getByTestId('set-password-link')).toHaveCount(0)
  await expect(box.getByRole('status')).toHaveText(
    `No mail server is configured, so the invitation to ${reviewer.email} is kept on the E-mail page, not sent: copy this link and send it yourself. It works once, for 72 hours, and is not shown again.`,
  )
  const link = await linkField.inputValue()
  await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await box.getByRole('button', { name: 'Copy' }).click()
  await expect(box.getByText('Copied.')).toBeVisible()
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link)
  const row = owner.getByTestId('account-row').filter({ hasText: reviewer.email })
  await expect(row).toContainText('Reviewer')
  await expect(row).toContainText(/Invited: no password yet; link open until/)
  // The invitation went through the outbox to the reviewer's address, with the same link.
  await expect.poll(() => mailTo(process.env.E2E_DATA_DIR!, reviewer.email).find((m) => m.includes('choose a password')) ?? '', { timeout: 15_000 }).toContain(link)
  await expectAxeClean(owner, '/admin/settings (owner, reviewer added)')

  // The reviewer, in a browser of their own, chooses a password through the link.
  const reviewerContext = await browser.newContext()
  const page = await reviewerContext.newPage()
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your password')
  await expect(page.getByText(reviewer.email)).toBeVisible()
  expect(await page.title()).toMatch(/^Choose your password \| .+ admin$/)
  await expectAxeClean(page, '/admin/set-password')
  await page.getByLabel('New password', { exact: true }).fill(reviewer.password)
  await expect(page.getByTestId('password-checklist').locator('li[data-met="true"]')).toHaveCount(6)
  await page.getByLabel('Repeat the new password').fill(reviewer.password)
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Your password is set\./, { timeout: 15_000 })

  // The link died with its use.
  const again = await reviewerContext.newPage()
  await again.goto(link)
  await expect(again.getByTestId('set-password-link-invalid')).toContainText('has expired or has already been used')
  await again.close()

  // The reviewer logs in on the same form as the owner, with the e-mail address, and the header says who it is.
  await page.getByRole('link', { name: 'Go to the login form' }).click()
  await expectAxeClean(page, '/admin (login form with e-mail)')
  await loginWithEmail(page, reviewer)
  await expect(page.getByTestId('signed-in-as')).toHaveText('Signed in as Grace Hopper (reviewer)')
  await expectAxeClean(page, '/admin (reviewer)')

  // Owner-only things stay the owner's.
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { name: 'Your password' })).toBeVisible()
  await expect(page.getByTestId('add-account-form')).toHaveCount(0)
  await expect(page.getByTestId('role-matrix')).toBeVisible()
  await expect(page.getByTestId('chat-mode-form')).toHaveCount(0)
  await expectAxeClean(page, '/admin/settings (reviewer)')
  const cleanup = await page.goto('/admin/cleanup?days=30')
  expect(cleanup?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account cannot open this page')
  await expectAxeClean(page, '/admin/cleanup (reviewer: not for this role)')

  // The audit log names the reviewer's login by the reviewer's name.
  await owner.goto('/admin/audit?category=auth&outcome=success')
  const login = owner.getByTestId('audit-table').locator('tr').filter({ hasText: 'login.success' }).filter({ hasText: reviewer.name })
  await expect(login.first()).toBeVisible()

  // The owner disables the reviewer: the reviewer's next page load shows the login form, and a new login is refused.
  await owner.goto('/admin/settings')
  await row.getByRole('button', { name: `Disable ${reviewer.name}` }).click()
  await expect(row.getByRole('status')).toHaveText('Account disabled and logged out everywhere.')
  await expect(row).toContainText('Disabled')
  await page.reload()
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
  await page.getByLabel('E-mail').fill(reviewer.email)
  await page.getByLabel('Password', { exact: true }).fill(reviewer.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('status')).toHaveText('Invalid password')
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)

  await owner.goto('/admin/audit?category=admin')
  await expect(owner.getByTestId('audit-table').locator('tr').filter({ hasText: 'account.disable' }).first()).toContainText('Owner')
  await reviewerContext.close()
  await owner.context().close()
})

async function apiLogin(baseURL: string, email: string, password: string): Promise<Response> {
  return fetch(`${baseURL}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ email, password }),
  })
}

test('a reviewer made with the test helper changes their own password; scripts log reviewers in with e-mail and password', async ({ browser, baseURL }) => {
  test.setTimeout(150_000)
  const NEW_PASSWORD = 'Reviewer-Changed-8&'
  const { account: reviewer, context, page } = await createAccountAndLogin(browser, 'Alan Turing')
  await expect(page.getByTestId('signed-in-as')).toHaveText('Signed in as Alan Turing (reviewer)')

  await page.goto('/admin/settings')
  await page.getByLabel('Current password').fill(reviewer.password)
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed. Every other session has been logged out.')).toBeVisible({ timeout: 15_000 })
  await page.reload()
  await expect(page.getByTestId('signed-in-as')).toHaveText('Signed in as Alan Turing (reviewer)')
  await context.close()

  expect((await apiLogin(baseURL!, reviewer.email, reviewer.password)).status).toBe(401)
  const res = await apiLogin(baseURL!, reviewer.email, NEW_PASSWORD)
  expect(res.status).toBe(204)
  const token = /__Host-session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
  const admin = await fetch(`${baseURL}/admin`, { headers: { Cookie: `__Host-session=${token}` } })
  expect(await admin.text()).toContain('Alan Turing')
})

test('a reviewer opening a submission is not offered its deletion, which only the owner may do', async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000)
  const res = await request.post('/api/forms/contact', {
    headers: { Origin: baseURL! },
    data: { name: 'Delete Button Check', email: `delete-button-${Date.now()}@example.com`, message: 'Please review this note.' },
  })
  expect(res.status()).toBe(201)
  const { id } = (await res.json()) as { id: string }

  const { context, page } = await createAccountAndLogin(browser, 'Katherine Johnson')
  for (const path of [`/admin/submissions/${id}`, `/admin/submissions/${id}?confirm=delete`]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Submitted data' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Delete submission' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Delete/ })).toHaveCount(0)
  }
  await context.close()

  // The owner still has it.
  const owner = await (await browser.newContext()).newPage()
  await loginAsAdmin(owner, `/admin/submissions/${id}`)
  await expect(owner.getByRole('link', { name: 'Delete submission' })).toBeVisible()
  await owner.context().close()
})
