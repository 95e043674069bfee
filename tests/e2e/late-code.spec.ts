import { expect, test, type Page } from '@playwright/test'

// The founder tools' results and charts, and the launch builder's plan writer, arrive in chunks of their own after
// the page. What the server rendered must stay on screen meanwhile (nothing blanks or moves) and hydrate without
// React's recoverable errors, and whatever arrives late still fills in what the visitor is shown.

const CALCULATORS = [
  { path: '/tools/valuation-calculator', stat: 'Valuation range' },
  { path: '/tools/burn-calculator', stat: 'Runway' },
  { path: '/tools/cac-calculator', stat: 'Blended CAC' },
  { path: '/tools/roi-calculator', stat: 'ROI' },
  { path: '/tools/unit-economics', stat: 'LTV:CAC' },
  { path: '/tools/funding-calculator', stat: 'Amount to raise' },
  { path: '/tools/cash-flow-planner', stat: 'Cash runs out' },
  { path: '/tools/financial-model', stat: 'Year 3 revenue' },
]

/** React's errors (hydration mismatches, a boundary switched to client rendering) and uncaught page errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error' && /react|hydrat|suspense/i.test(m.text())) errors.push(m.text())
  })
  return errors
}

/** Sums the layout shifts of the page's main content from the start of loading. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number }
    w.shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.shifts += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

for (const { path, stat } of CALCULATORS) {
  test(`${path} keeps its server-rendered results while their code arrives`, async ({ page }) => {
    const errors = watchErrors(page)
    await watchShifts(page)
    await page.goto(path)
    const results = page.getByRole('region', { name: 'Results' })
    await expect(results.locator('dt', { hasText: stat })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(results.locator('dt', { hasText: stat })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0)
    expect(errors).toEqual([])
  })
}

test("a shared calculator link shows the link's numbers once the results have arrived", async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/tools/valuation-calculator?revenue=2M&growth=50')
  await expect(page.locator('dt', { hasText: 'Valuation range' }).locator('xpath=following-sibling::dd[1]')).toHaveText('$24M – $36M')
  await expect(page.getByLabel('Annual revenue (US$)', { exact: true })).toHaveValue('2M')
  expect(errors).toEqual([])
})

test('a chart below the fold on a phone is drawn once the visitor scrolls to it, not while the page starts', async ({ page }) => {
  const errors = watchErrors(page)
  await watchShifts(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/tools/valuation-calculator')
  await page.waitForLoadState('networkidle')
  const chart = page.getByRole('img', { name: 'Low, mid and high valuation' })
  await expect(chart).toHaveCount(0)
  await page.getByRole('region', { name: 'Results' }).locator('figure').scrollIntoViewIfNeeded()
  await expect(chart).toBeVisible()
  await expect(chart.locator('rect')).toHaveCount(3)
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0)
  expect(errors).toEqual([])
})

test('the content calendar fills its start date and calendar once its templates have arrived', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/tools/content-calendar')
  await expect(page.getByLabel('Start date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole('region', { name: 'Content calendar' }).getByRole('row')).not.toHaveCount(0)
  expect(errors).toEqual([])
})

test('the launch builder defaults a date to next Monday when its plan writer arrives after load', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/launch')
  await page.getByRole('button', { name: 'MVP roadmap' }).click()
  const start = page.getByLabel('Start date')
  await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
  const value = await start.inputValue()
  const day = new Date(`${value}T12:00:00`)
  expect(day.getDay()).toBe(1)
  const daysAhead = (day.getTime() - Date.now()) / 86_400_000
  expect(daysAhead).toBeGreaterThan(0)
  expect(daysAhead).toBeLessThanOrEqual(7.5)
  expect(errors).toEqual([])
})

test('stored progress on a module with a date is shown with its default at once after a reload', async ({ page }) => {
  await page.goto('/launch')
  await page.evaluate(() => localStorage.setItem('vs-launch-v1', JSON.stringify({ current: 'mvp', answers: {}, done: [], reviews: {} })))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'MVP roadmap', level: 2 })).toBeVisible()
  await expect(page.getByLabel('Start date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
})
