import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { fakeReplyText, startFakeLlmServer, type FakeLlmServer } from '../fakes/llm-server'
import { loginAsAdmin } from '../support/admin'
import { startApp, type AppServer } from '../support/app-server'

test.describe('venture launch builder', () => {
  test('a full fundraising module: errors, the computed plan, kept across a reload, downloaded, then cleared', async ({ page }) => {
    await page.goto('/launch')
    await expect(page.getByRole('heading', { level: 2, name: /Modules · 0 of 6 complete/ })).toBeVisible()
    await page.getByRole('button', { name: 'Fundraising' }).click()
    await expect(page.getByRole('heading', { name: 'Fundraising', level: 2 })).toBeVisible()

    // Nothing filled in: the required answers are named, nothing is added to the plan.
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.locator('main').getByRole('alert')).toHaveText('2 answers need attention.')
    await expect(page.getByText('What this round must prove is required.')).toBeVisible()

    await page.getByLabel('Monthly burn after the raise (US$) (required)').fill('80k')
    await page.getByLabel('Expected pre-money valuation (US$, optional)').fill('8M')
    await page.getByLabel('What this round must prove (required)').fill('$50K MRR\nTen paying customers')
    await page.getByRole('button', { name: 'Save and continue' }).click()

    const plan = page.getByRole('region', { name: 'Fundraising' })
    await expect(plan).toContainText('$1,728,000') // 80,000 × 18 months × 1.2
    await expect(plan).toContainText('17.8%')
    await expect(plan).toContainText('Ten paying customers')
    await expect(page.getByRole('heading', { level: 2, name: /1 of 6 complete/ })).toBeVisible()
    // The builder moves on to the first unfinished module.
    await expect(page.getByRole('heading', { name: 'Strategy', level: 2 })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('region', { name: 'Fundraising' })).toContainText('$1,728,000')
    await page.getByRole('button', { name: /Fundraising/ }).click()
    await expect(page.getByLabel('Monthly burn after the raise (US$) (required)')).toHaveValue('80k')

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download plan (Markdown)' }).click()])
    expect(download.suggestedFilename()).toBe('venture-launch-plan.md')
    const md = fs.readFileSync((await download.path())!, 'utf8')
    expect(md).toMatch(/^# Venture launch plan\n/)
    expect(md).toContain('## Fundraising')
    expect(md).toContain('| Amount to raise | $1,728,000 |')
    expect(md).toContain('- Ten paying customers')

    page.once('dialog', (d) => d.accept())
    await page.getByRole('button', { name: 'Start over' }).click()
    await expect(page.getByRole('heading', { level: 2, name: /0 of 6 complete/ })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('region', { name: 'Fundraising' })).toHaveCount(0)
  })

  test('corrupt stored progress is ignored and the builder still works', async ({ page }) => {
    await page.goto('/launch')
    await page.evaluate(() => localStorage.setItem('vs-launch-v1', '{"done": ["strategy"], "answers": 5'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: /0 of 6 complete/ })).toBeVisible()
    await page.getByLabel('Company or project name (required)').fill('Ledgerly')
    await page.getByLabel('Your first customer (required)').fill('controllers at logistics firms')
    await page.getByLabel('The problem they have today (required)').fill('Month-end close takes two weeks')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('heading', { name: 'Your plan: Ledgerly' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Strategy' })).toContainText("Ledgerly's first customer: Controllers at logistics firms. The problem they have today: Month-end close takes two weeks.")
  })

  test('without a language model there is no review button, and the page fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/chat') && r.method() === 'POST') asked.push(r.url())
    })
    await page.goto('/launch')
    await finishStrategy(page)
    const section = page.getByRole('region', { name: 'Strategy' })
    await expect(section).toContainText('Ledgerly')
    // The availability check has answered (no model on the shared server) before the button's absence is judged.
    await page.waitForLoadState('networkidle')
    await expect(section.getByRole('button', { name: /launch builder agent/ })).toHaveCount(0)
    await expect(page.getByText('Your answers stay in this browser, unless you send a section')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(asked).toEqual([])
  })
})

async function finishStrategy(page: Page) {
  await page.getByLabel('Company or project name (required)').fill('Ledgerly')
  await page.getByLabel('Your first customer (required)').fill('controllers at logistics firms')
  await page.getByLabel('The problem they have today (required)').fill('Month-end close takes two weeks')
  await page.getByRole('button', { name: 'Save and continue' }).click()
}

test.describe('venture launch builder with a language model (the fake provider)', () => {
  const noCloud = Object.fromEntries(
    ['GROQ', 'OPENAI', 'DEEPSEEK', 'ANTHROPIC', 'COHERE', 'HUGGINGFACE'].flatMap((p) => [[`${p}_API_KEY`, ''], [`${p}_BASE_URL`, '']]).concat([['REPLICATE_API_TOKEN', ''], ['REPLICATE_BASE_URL', ''], ['LOCALAI_URL', ''], ['VLLM_URL', '']]),
  )
  let fake: FakeLlmServer
  let app: AppServer
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    fake = await startFakeLlmServer()
    app = await startApp({ env: { ...noCloud, ...fake.env(['ollama']), CHAT_MODE: 'live', LLM_TIMEOUT_MS: '5000', ADMIN_PASSWORD_HASH: process.env.E2E_ADMIN_PASSWORD_HASH! } })
  })
  test.afterAll(async () => {
    await app?.stop()
    await fake?.close()
  })

  test('the launch builder agent reviews a finished section once the visitor agrees to send it, and the review joins the download', async ({ page }) => {
    await page.goto(`${app.url}/launch`)
    await finishStrategy(page)
    const section = page.getByRole('region', { name: 'Strategy' })
    const modelCalls = () => fake.requests('ollama').filter((r) => r.method === 'POST').length
    const before = modelCalls()
    await section.getByRole('button', { name: 'Send this section to the launch builder agent for review' }).click()
    // Nothing has gone yet: the visitor is told what is sent and asked.
    const question = section.getByRole('group')
    await expect(question).toContainText('This sends the text of the Strategy section')
    await expect(question).toContainText('The rest of your plan stays in this browser.')
    expect(modelCalls()).toBe(before)
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toHaveCount(0)
    expect(modelCalls()).toBe(before)

    const posted = page.waitForRequest((r) => r.url().endsWith('/api/chat') && r.method() === 'POST')
    await section.getByRole('button', { name: 'Send this section to the launch builder agent for review' }).click()
    await section.getByRole('button', { name: 'Send this section' }).click()
    expect((await posted).postDataJSON()).toMatchObject({ source: 'launch-review' })
    await expect(section.getByText('Launch builder review')).toBeVisible()
    await expect(section).toContainText(fakeReplyText('ollama'))

    // The section went to the venture launch builder agent: its system prompt is the one that points to /launch.
    const sent = fake.requests('ollama').at(-1)?.body as { messages?: { role: string; content: string }[] }
    expect(sent.messages?.find((m) => m.role === 'system')?.content).toContain('/launch')
    expect(sent.messages?.at(-1)?.content).toContain('Ledgerly')

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download plan (Markdown)' }).click()])
    expect(fs.readFileSync((await download.path())!, 'utf8')).toContain('**Launch builder review**')

    // Counted as the agent's request, but the section is no popular question on /admin/assistant.
    await loginAsAdmin(page, `${app.url}/admin/assistant`)
    const rows = page.getByTestId('agent-performance').locator('tbody tr')
    await expect(rows.first()).toBeVisible()
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')))
    expect(cells.reduce((sum, row) => sum + Number(row[0]), 0)).toBe(1)
    expect(cells.map((row) => row.at(-1))).toEqual(cells.map(() => '—'))
    await expect(page.getByTestId('agent-performance')).not.toContainText('ledgerly', { ignoreCase: true })
  })

  test('on a phone the review button wraps and the page keeps the width of the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${app.url}/launch`)
    await finishStrategy(page)
    const button = page.getByRole('region', { name: 'Strategy' }).getByRole('button', { name: 'Send this section to the launch builder agent for review' })
    await expect(button).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 })
  })
})
