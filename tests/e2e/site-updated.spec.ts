import { expect, test, type Page, type Route } from '@playwright/test'
import { FORM_MESSAGES } from '@/lib/forms/form-state'
import { loginAsAdmin } from '../support/admin'
import { SESSION_COOKIE } from './admin-auth-helpers'

/**
 * A page of another build calling a server action this build does not have: a deploy while the
 * page was open, or a load balancer sending the post to an instance of another build. Reproduced by rewriting the
 * action id the page sends to one no build has; the server answers exactly as it does for a page of another build.
 */

/** An id of the right shape (42 hex characters) that names no action. */
const UNKNOWN_ACTION = `00${'ab'.repeat(20)}`

/** Sends the page's next action call (JavaScript: the Next-Action header) under an unknown id. */
async function renameNextActionCall(page: Page): Promise<void> {
  let renamed = false
  await page.route('**/*', async (route: Route) => {
    const headers = route.request().headers()
    if (renamed || route.request().method() !== 'POST' || !headers['next-action']) return route.fallback()
    renamed = true
    await route.continue({ headers: { ...headers, 'next-action': UNKNOWN_ACTION } })
  })
}

test.describe('a page of another build', () => {
  test('the login form says the site was updated and keeps the password typed, instead of the error screen', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('typed before the deploy')
    await renameNextActionCall(page)
    const answer = page.waitForResponse((r) => r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Log in' }).click()
    const response = await answer
    expect(response.status()).toBe(409)
    expect(response.headers()['x-nextjs-action-not-found']).toBe('1')
    await expect(page.locator('#admin-login-status')).toHaveText(FORM_MESSAGES.siteUpdated)
    await expect(password).toHaveValue('typed before the deploy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login')
  })

  test('the agent test box keeps the message and the agent chosen', async ({ page }) => {
    await loginAsAdmin(page)
    await page.goto('/admin/assistant')
    const message = page.getByLabel('Message', { exact: true })
    await message.fill('How do you value a pre-seed startup?')
    await page.getByLabel('Agent', { exact: true }).selectOption('investment-specialist')
    await renameNextActionCall(page)
    await page.getByRole('button', { name: 'Test' }).click()
    await expect(page.getByTestId('agent-test-error')).toHaveText(FORM_MESSAGES.siteUpdated)
    await expect(message).toHaveValue('How do you value a pre-seed startup?')
    await expect(page.getByLabel('Agent', { exact: true })).toHaveValue('investment-specialist')
    // Nothing broke: the same form, sent again as this build knows it, answers.
    await page.getByRole('button', { name: 'Test' }).click()
    await expect(page.getByTestId('agent-test-fact-agent')).toContainText('investment-specialist', { timeout: 20_000 })
  })

  test("Log out still logs out: it does not depend on the build's action ids", async ({ page, context }) => {
    await loginAsAdmin(page)
    await renameNextActionCall(page)
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login')
    expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form post gets a page saying the site was updated, linking back', async ({ page }) => {
      await page.goto('/admin')
      await page.getByLabel('Password', { exact: true }).fill('typed before the deploy')
      // The plain post names its action in the body ($ACTION_ID_… or a $ACTION_…:0 descriptor): rename it there.
      await page.route('**/admin', async (route) => {
        const body = route.request().postDataBuffer()
        if (route.request().method() !== 'POST' || !body) return route.fallback()
        const text = body.toString('latin1')
        const id = /\$ACTION_ID_([0-9a-f]{42})|"id":"([0-9a-f]{42})"/.exec(text)
        expect(id).not.toBeNull()
        const renamed = text.replaceAll(id![1] ?? id![2]!, UNKNOWN_ACTION)
        await route.continue({ postData: Buffer.from(renamed, 'latin1') })
      })
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The site was updated')
      await expect(page.getByText('so what you sent did not reach us')).toBeVisible()
      await page.getByRole('link', { name: 'open the page again' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login')
    })
  })
})
