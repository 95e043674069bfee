import { expect, test, type Page } from '@playwright/test'

/** Chromium does not expose a beacon's Blob body to Playwright, so the page keeps a copy of what it sends. */
async function keepBeaconCopies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __beacons: string[] }
    w.__beacons = []
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((t) => w.__beacons.push(t))
      return send(url, data)
    }
  })
}

test.describe('first-party analytics', () => {
  test('sends nothing before the visitor consents', async ({ page }) => {
    const beacons: string[] = []
    page.on('request', (r) => r.url().includes('/api/analytics') && beacons.push(r.url()))
    await page.goto('/')
    await page.getByRole('link', { name: 'About' }).first().click()
    await page.waitForTimeout(6_000) // longer than the tracker's 5 s flush interval
    expect(beacons).toEqual([])
    await expect(page.locator('html')).not.toHaveAttribute('data-analytics', 'on')
  })

  test('after Accept all, page views and clicks are batched to /api/analytics and stored', async ({ page }) => {
    await keepBeaconCopies(page)
    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/analytics') && r.request().method() === 'POST', { timeout: 20_000 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Accept all' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-analytics', 'on') // the tracker chunk has loaded
    await page.getByRole('link', { name: 'Services', exact: true }).first().click()
    await expect(page).toHaveURL(/\/services$/)
    expect((await accepted).status()).toBe(204)
    const batches = await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons)
    const events = batches.flatMap((b) => (JSON.parse(b) as { sessionId: string; events: { type: string; data: Record<string, unknown> }[] }).events)
    expect(JSON.parse(batches[0]!).sessionId).toMatch(/^[A-Za-z0-9-]{8,64}$/)
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['page_view', 'click']))
    expect(events.find((e) => e.type === 'click')?.data.label).toBe('Services')
  })

  test('the endpoint refuses what the tracker never sends', async ({ request, baseURL }) => {
    // A beacon from our pages carries our Origin; a request without one, or from another site, is refused.
    const own = { Origin: new URL(baseURL!).origin }
    const valid = { sessionId: 'abcdef12-3456', events: [{ type: 'page_view', data: { path: '/' } }] }
    expect((await request.post('/api/analytics', { headers: own, data: valid })).status()).toBe(204)
    expect((await request.post('/api/analytics', { data: valid })).status()).toBe(403)
    expect((await request.post('/api/analytics', { headers: { Origin: 'https://evil.example' }, data: valid })).status()).toBe(403)
    expect((await request.post('/api/analytics', { headers: own, data: { ...valid, events: [{ type: 'keylog', data: {} }] } })).status()).toBe(400)
    expect((await request.post('/api/analytics', { headers: { ...own, 'Content-Type': 'application/xml' }, data: '<x/>' })).status()).toBe(415)
    const big = { ...valid, events: Array.from({ length: 50 }, () => ({ type: 'click', data: { label: 'x'.repeat(300), a: 'y'.repeat(300) } })) }
    expect((await request.post('/api/analytics', { headers: own, data: big })).status()).toBe(413)
  })

  test('the tracker falls silent after an in-app navigation into the admin area', async ({ page }) => {
    await keepBeaconCopies(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Accept all' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-analytics', 'on')
    // A client-side navigation, as a link would make: the tracker module and its listeners stay in the page.
    await page.evaluate(() => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push('/admin'))
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.locator('html')).not.toHaveAttribute('data-analytics', 'on')
    await page.mouse.wheel(0, 400)
    await page.locator('button').first().click({ trial: false }).catch(() => {})
    await page.setViewportSize({ width: 900, height: 700 })
    await page.waitForTimeout(6_000) // longer than the tracker's 5 s flush interval
    const batches = await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons)
    const events = batches.flatMap((b) => (JSON.parse(b) as { events: { type: string; data: Record<string, unknown> }[] }).events)
    expect(events.filter((e) => Object.values(e.data).some((v) => typeof v === 'string' && v.includes('/admin')))).toEqual([])
    expect(events.filter((e) => e.type === 'resize' || e.type === 'click')).toEqual([])
  })
})
