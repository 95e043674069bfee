import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { loginAsAdmin } from '../support/admin'

/**
 * The admin area on a phone (390×844) and on a desktop (1280×900): the pipeline board scrolls inside its frame, not
 * the page; the dashboard's count labels wrap rather than being cut; and the login form while a password is checked.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

async function apply(request: APIRequestContext, baseURL: string, company: string): Promise<void> {
  const res = await request.post('/api/forms/apply', {
    headers: { Origin: baseURL },
    data: { companyName: company, founderName: 'Grace Hopper', email: `phone-${Date.now()}@example.com`, stage: 'seed', sector: 'fintech-ai', amountSought: '$750k', pitch: 'Agents that reconcile ledgers.' },
  })
  expect(res.status()).toBe(201)
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the pipeline board scrolls inside its frame and the page keeps the screen's width`, async ({ page, request, baseURL }) => {
    await apply(request, baseURL!, `Board Width Co ${Date.now()}`)
    await page.setViewportSize(viewport)
    await loginAsAdmin(page, '/admin/pipeline')
    const board = page.getByTestId('pipeline-board')
    await expect(board.getByTestId('board-card').first()).toBeVisible()
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width)
    // The columns are all there, beyond the frame's edge: the board itself scrolls, a column at a time.
    const frame = await board.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, snap: getComputedStyle(el).scrollSnapType }))
    expect(frame.scroll).toBeGreaterThan(frame.client)
    expect(frame.snap).toContain('x')
  })
}

test('on a phone the dashboard shows each count label whole, wrapped where it must', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await loginAsAdmin(page, '/admin')
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
  const cards = page.getByRole('list', { name: 'Submissions per type' })
  const label = cards.getByText('Contact — entrepreneur')
  await expect(label).toBeVisible()
  // Whole: nothing of the text is clipped (it was cut to "CONTACT — ENTRE…"), and it took a second line.
  const fits = await label.evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth, lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)) }))
  expect(fits.cut).toBe(false)
  expect(fits.lines).toBeGreaterThan(1)
  for (const text of await cards.locator('li p:first-child').all()) {
    expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth), await text.innerText()).toBe(true)
  }
})

test.describe('the login form while the password is checked', () => {
  // A wrong login typed here names an account nobody has, so it counts against that name alone, never the owner.
  const stranger = () => `nobody-${Math.random().toString(36).slice(2, 10)}@example.com`

  test('the button says "Logging in…"; an answer that arrives after the visitor typed again is not shown, and the new typing stays', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: PHONE })
    try {
      // Hold the login's answer until the visitor has typed again.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await context.route('**/admin', async (route) => {
        if (route.request().method() === 'POST') await held
        await route.continue()
      })
      const page = await context.newPage()
      await page.goto('/admin')
      const form = page.getByTestId('admin-login-form')
      await form.getByLabel('E-mail').fill(stranger())
      await form.getByLabel('Password').fill('not-the-password')
      await form.getByRole('button', { name: 'Log in' }).click()

      const button = form.getByRole('button', { name: 'Logging in…' })
      await expect(button).toBeVisible()
      await expect(button).toBeDisabled()

      const again = stranger()
      await form.getByLabel('E-mail').fill(again)
      await form.getByLabel('Password').fill('a second attempt')
      const answered = page.waitForResponse((r) => r.url().endsWith('/admin') && r.request().method() === 'POST')
      release()
      await answered
      await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled()
      // The first attempt's "wrong password" is not put under the second one, and the second is still in the fields.
      await expect(page.locator('#admin-login-status')).toHaveText('')
      await expect(form.getByLabel('E-mail')).toHaveValue(again)
      await expect(form.getByLabel('Password')).toHaveValue('a second attempt')
      await expect(form.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true')

      // Sent, the second attempt gets its own answer.
      await form.getByRole('button', { name: 'Log in' }).click()
      await expect(page.locator('#admin-login-status')).not.toHaveText('')
    } finally {
      await context.close()
    }
  })
})
