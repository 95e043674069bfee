import fs from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { TOOLS } from '@/config/tools'

/** The value shown under a result label (ResultStat renders <dt>label</dt><dd>value</dd>). */
const stat = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]')

type Case = {
  path: string
  fill: Record<string, string>
  expect: Record<string, string | RegExp>
  param: RegExp
  bad: { label: string; value: string; message: RegExp }
}

const CALCULATORS: Case[] = [
  {
    path: '/tools/funding-calculator',
    fill: { 'Monthly burn (US$)': '100k', 'Target runway (months)': '20', 'Buffer (%)': '10', 'Pre-money valuation (US$, optional)': '8M' },
    expect: { 'Amount to raise': '$2.2M', Dilution: '21.6%' },
    param: /burn=100k/,
    bad: { label: 'Monthly burn (US$)', value: '-5', message: /Monthly burn must be greater than zero/ },
  },
  {
    path: '/tools/valuation-calculator',
    fill: { 'Annual revenue (US$)': '2M', 'Annual growth (%)': '50' },
    expect: { 'Valuation range': '$24M – $36M', 'Revenue multiple': '10×' },
    param: /revenue=2M/,
    bad: { label: 'Annual revenue (US$)', value: '0', message: /Annual revenue must be greater than zero/ },
  },
  {
    path: '/tools/burn-calculator',
    fill: { 'Cash in the bank (US$)': '400000', 'Monthly revenue (US$)': '20000', 'Monthly costs (US$)': '100000' },
    expect: { Runway: '5 months', 'Net burn': '$80,000' },
    param: /cash=400000/,
    bad: { label: 'Monthly costs (US$)', value: 'abc', message: /Monthly costs must be a number/ },
  },
  {
    path: '/tools/cash-flow-planner',
    fill: { 'Cash today (US$)': '100000', 'Monthly revenue (US$)': '0', 'Revenue growth per month (%)': '0', 'Monthly costs (US$)': '30000', 'Cost growth per month (%)': '0' },
    expect: { 'Cash runs out': 'Month 4', 'Break-even month': 'Not within 24 months' },
    param: /costs=30000/,
    bad: { label: 'Revenue growth per month (%)', value: '5000', message: /Revenue growth must be a monthly percentage/ },
  },
  {
    path: '/tools/cac-calculator',
    fill: { 'Sales and marketing spend (US$)': '50000', 'New customers in the same period': '40' },
    expect: { 'Blended CAC': '$1,250' },
    param: /spend=50000/,
    bad: { label: 'New customers in the same period', value: '0', message: /New customers must be greater than zero/ },
  },
  {
    path: '/tools/unit-economics',
    fill: { 'Revenue per customer per month (US$)': '500', 'Gross margin (%)': '80', 'Monthly churn (%)': '2', 'Acquisition cost per customer (US$)': '4000' },
    expect: { 'Lifetime value (LTV)': '$20,000', 'LTV:CAC': '5.0 : 1', 'CAC payback': '10 months' },
    param: /churn=2/,
    bad: { label: 'Gross margin (%)', value: '150', message: /Gross margin must be a percentage from 0 to 100/ },
  },
  {
    path: '/tools/roi-calculator',
    fill: { 'Amount invested (US$)': '10000', 'Value gained over the period (US$)': '15000', 'Period (months)': '12' },
    expect: { ROI: '50%', 'Break-even': 'Month 8' },
    param: /gain=15000/,
    bad: { label: 'Amount invested (US$)', value: '', message: /Amount invested is required/ },
  },
  {
    path: '/tools/financial-model',
    fill: { 'Cash today (US$)': '100000', 'Funding to raise (US$, optional)': '0' },
    expect: { 'Cash runs out': /^Month \d+$/ },
    param: /cash=100000/,
    bad: { label: 'Month the funding arrives (1–36)', value: '40', message: /Funding month must be at most 36/ },
  },
]

/**
 * A shared link opened without JavaScript: what the server sent already holds the link's inputs and results (they
 * used to show the defaults until the page's code had read the address).
 */
async function expectServerRendered(browser: Browser, url: string, fields: Record<string, string>, results: Record<string, string | RegExp>) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto(url)
    for (const [label, value] of Object.entries(fields)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
    for (const [label, value] of Object.entries(results)) await expect(stat(page, label)).toHaveText(value)
  } finally {
    await context.close()
  }
}

test("a shared calculator link's HTML from the server holds the shared inputs and results, the plain page the defaults", async ({ request }) => {
  const shared = await (await request.get('/tools/valuation-calculator?revenue=2M&growth=50')).text()
  expect(shared).toContain('value="2M"')
  expect(shared).toContain('$24M – $36M')
  const plain = await (await request.get('/tools/valuation-calculator')).text()
  expect(plain).not.toContain('value="2M"')
  expect(plain).not.toContain('$24M – $36M')
})

test.describe('founder calculators', () => {
  for (const c of CALCULATORS) {
    test(`${c.path}: enter values, see the result, and the URL reproduces it`, async ({ page, browser }) => {
      await page.goto(c.path)
      for (const [label, value] of Object.entries(c.fill)) await page.getByLabel(label, { exact: true }).fill(value)
      for (const [label, value] of Object.entries(c.expect)) await expect(stat(page, label)).toHaveText(value)
      await expect(page).toHaveURL(c.param)

      const shared = await browser.newPage()
      await shared.goto(page.url())
      for (const [label, value] of Object.entries(c.fill)) await expect(shared.getByLabel(label, { exact: true })).toHaveValue(value)
      for (const [label, value] of Object.entries(c.expect)) await expect(stat(shared, label)).toHaveText(value)
      await shared.close()
      await expectServerRendered(browser, page.url(), c.fill, c.expect)

      const field = page.getByLabel(c.bad.label, { exact: true })
      await field.fill(c.bad.value)
      await expect(field).toHaveAccessibleDescription(c.bad.message)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      // Said once, beside the field: the results say only that they wait for the marked field.
      await expect(page.locator('main').getByText(c.bad.message)).toHaveCount(1)
      await expect(page.locator('main').getByRole('alert')).toHaveCount(0)
      await expect(page.locator('main').getByText(/appears once the marked field is corrected\./)).toBeVisible()
      await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined/)
    })
  }

  test('the financial model starts without a raise and downloads its inputs and 36 months as CSV', async ({ page }) => {
    await page.goto('/tools/financial-model')
    // The defaults hold no funding, so the headline is the company on the cash it has.
    await expect(page.getByLabel('Funding to raise (US$, optional)', { exact: true })).toHaveValue('0')
    await expect(stat(page, 'Cash runs out')).toHaveText('Month 9')
    const funding = page.getByRole('region', { name: 'Yearly statements' }).getByRole('row', { name: /^Funding \$/ })
    await expect(funding).toHaveText(/^Funding\s*\$0\s*\$0\s*\$0$/)
    await page.getByLabel('Cash today (US$)', { exact: true }).fill('650000')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV (36 months)' }).click()])
    expect(download.suggestedFilename()).toBe('financial-model.csv')
    const lines = fs.readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n')
    expect(lines[0]).toBe('Assumption,Value')
    expect(lines).toContain('Cash today (USD),650000')
    expect(lines).toContain('Funding raised (USD),0')
    expect(lines).toContain('Period,Revenue,Cost of revenue,Gross profit,Operating expenses,Net income,Opening cash,Funding,Closing cash,Funding gap,Equity')
    expect(lines.filter((l) => /^(Month|Year) \d+,/.test(l))).toHaveLength(39)
  })

  test('the valuation calculator marks every invalid field, each message once and beside its field', async ({ page }) => {
    await page.goto('/tools/valuation-calculator')
    const revenue = page.getByLabel('Annual revenue (US$)', { exact: true })
    const growth = page.getByLabel('Annual growth (%)', { exact: true })
    await revenue.fill('0')
    await growth.fill('5000')
    await expect(revenue).toHaveAccessibleDescription(/Annual revenue must be greater than zero/)
    await expect(growth).toHaveAccessibleDescription(/Annual growth must be a percentage above -100 and at most 1,000/)
    await expect(page.locator('main').getByText(/Annual revenue must be/)).toHaveCount(1)
    await expect(page.locator('main').getByText(/Annual growth must be/)).toHaveCount(1)
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0)
    await expect(page.getByText('The valuation appears once the marked fields are corrected.')).toBeVisible()
    await growth.fill('50')
    await expect(growth).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('main').getByText(/Annual growth must be/)).toHaveCount(0)
    await revenue.fill('2M')
    await expect(stat(page, 'Valuation range')).toHaveText('$24M – $36M')
  })

  test('/tools/valuation redirects to the valuation calculator', async ({ page }) => {
    await page.goto('/tools/valuation')
    await expect(page).toHaveURL(/\/tools\/valuation-calculator$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Valuation calculator')
  })
})

test.describe('tools index and guided tools', () => {
  test('/tools lists every tool and the launch builder', async ({ page }) => {
    await page.goto('/tools')
    for (const tool of TOOLS) await expect(page.getByRole('link', { name: tool.title, exact: true })).toHaveAttribute('href', tool.path)
    await expect(page.getByRole('link', { name: 'Venture launch builder' }).first()).toHaveAttribute('href', '/launch')
  })

  test('growth audit: answers give a score and next steps, and the URL reproduces them', async ({ page, browser }) => {
    await page.goto('/tools/growth-audit')
    const questions = page.locator('form fieldset fieldset')
    const count = await questions.count()
    expect(count).toBeGreaterThanOrEqual(15)
    for (let i = 0; i < count; i++) await questions.nth(i).getByLabel(i === 0 ? 'No' : 'Yes', { exact: true }).check()
    await expect(stat(page, 'Acquisition')).toHaveText('75%')
    await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Ask your last ten customers' })).toBeVisible()

    const shared = await browser.newPage()
    await shared.goto(page.url())
    await expect(stat(shared, 'Acquisition')).toHaveText('75%')
    await expect(stat(shared, 'Overall score')).toHaveText(/^9\d%$/)
    await shared.close()
    await expectServerRendered(browser, page.url(), {}, { Acquisition: '75%', 'Overall score': /^9\d%$/ })
  })

  test('content calendar: four weeks of posts and a CSV download', async ({ page }) => {
    await page.goto('/tools/content-calendar')
    await page.getByLabel('Themes (comma-separated, up to 6)').fill('Pricing, Agents at work')
    await page.getByLabel('Posts per week (1–7)').fill('2')
    await page.getByLabel('Start date').fill('2027-01-04')
    await expect(page.getByRole('region', { name: 'Content calendar' }).locator('tbody tr')).toHaveCount(8)
    await expect(page.getByRole('region', { name: 'Content calendar' })).toContainText('Mon, 4 Jan 2027')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()])
    const csv = fs.readFileSync((await download.path())!, 'utf8').split('\r\n')
    expect(csv[0]).toBe('Week,Date,Channel,Theme,Format')
    expect(csv[1]).toMatch(/^1,2027-01-04,Blog,Pricing,/)

    await page.getByLabel('Themes (comma-separated, up to 6)').fill('')
    await expect(page.locator('main').getByRole('alert')).toHaveText(/Add at least one theme/)
  })

  test('campaign planner: a dated plan, the budget split and a Markdown download', async ({ page }) => {
    await page.goto('/tools/campaign-planner')
    await page.getByLabel('Budget (US$)').fill('12000')
    await page.getByLabel('Start date').fill('2027-01-04')
    await expect(stat(page, 'Events and webinars budget')).toHaveText('$6,000')
    await expect(page.getByRole('heading', { name: 'Launch', exact: true })).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download plan (Markdown)' }).click()])
    const md = fs.readFileSync((await download.path())!, 'utf8')
    expect(md).toMatch(/^# Campaign plan: Product launch/)
    expect(md).toContain('- Events and webinars: $6,000')
  })
})
