import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { AGENT_IDS } from '@/lib/agents/specialists'
import { loginAsAdmin } from '../support/admin'

/**
 * The admin Assistant page on the shared e2e server: guarded, lists every agent, and its test box
 * answers with the routed agent's reply or an error text. Nothing it does changes what other specs read (the test
 * box touches no visitor session).
 */

const PATH = '/admin/assistant'

async function axeFailures(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((v) => `${v.id} (${v.impact}) — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

test.describe('admin Assistant page', () => {
  test('logged out, it shows the login form and none of the page', async ({ page }) => {
    await page.goto(PATH)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login')
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
    await expect(page.getByTestId('agent-performance')).toHaveCount(0)
    const html = await (await page.request.get(PATH)).text()
    expect(html).not.toContain('agent-test-form')
  })

  test('logged in, it shows health, conversations and all 11 agents, reachable from the menu', async ({ page }) => {
    await loginAsAdmin(page)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Assistant', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/assistant$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assistant')
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Assistant', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('health-status')).toHaveText(/^(Excellent|Good|Warning|Critical)$/)
    await expect(page.getByTestId('assistant-sessions')).toContainText('Archived')
    const rows = page.getByTestId('agent-performance').locator('tbody tr')
    await expect(rows).toHaveCount(AGENT_IDS.length)
    for (const id of AGENT_IDS) await expect(page.getByTestId(`agent-row-${id}`)).toContainText(id)
    await expect(page.getByLabel('Agent', { exact: true })).toHaveValue('auto')
    expect(await page.title()).toMatch(/^Assistant \| .+ admin$/)
  })

  test('the test box routes the message and shows the chosen agent, its scores and the reply, announced in a live region', async ({ page }) => {
    test.setTimeout(60_000)
    await loginAsAdmin(page, PATH)
    await page.getByLabel('Message', { exact: true }).fill('How much do you invest?')
    await page.getByRole('button', { name: 'Test', exact: true }).click()
    const result = page.getByTestId('agent-test-result')
    await expect(result).toHaveAttribute('aria-live', 'polite')
    await expect(result.getByTestId('agent-test-reply')).toBeVisible({ timeout: 20_000 })
    await expect(result.getByTestId('agent-test-fact-agent')).toContainText('investment-specialist')
    await expect(result.getByTestId('score-breakdown').locator('tbody tr')).toHaveCount(11)
    // The shared server configures no model: the canned answer, with the reason in the metadata.
    await expect(result.getByTestId('agent-test-content')).toContainText('$100K–$2M')
    await expect(result.getByTestId('agent-test-fact-error')).toContainText('No available provider')
    const failures = await axeFailures(page)
    expect(failures, failures.join('\n')).toEqual([])
  })

  test("an unknown agent id gets 'Agent {id} not found'", async ({ page }) => {
    await loginAsAdmin(page, PATH)
    // The menu offers only real agents: a posted id that is not one is what a stale or hand-made form sends.
    await page.getByLabel('Agent', { exact: true }).evaluate((select) => {
      const option = document.createElement('option')
      option.value = 'meta3-oracle'
      option.textContent = 'Oracle'
      select.appendChild(option)
    })
    await page.getByLabel('Agent', { exact: true }).selectOption('meta3-oracle')
    await page.getByLabel('Message', { exact: true }).fill('Hello')
    await page.getByRole('button', { name: 'Test', exact: true }).click()
    await expect(page.getByTestId('agent-test-error')).toHaveText('Agent meta3-oracle not found', { timeout: 20_000 })
  })
})
