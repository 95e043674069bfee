import { expect, test } from '@playwright/test'

test.describe('first-party analytics', () => {
  test('sends nothing before the visitor consents', async ({ page }) => {
    const beacons: string[] = []
    page.on('request', (r) => r.url().includes('/api/analytics') && beacons.push(r.url()))
    await page.goto('/')
    await page.getByRole('link', { name: 'About' }).first().click()
    await page.waitForTimeout(6_000) // longer than the tracker's 5 s flush interval
    expect(beacons).toEqual([])
  })

  test('after Accept all, page views and clicks are batched to /api/analytics and stored', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Accept all' }).click()
    await page.getByRole('link', { name: 'Services', exact: true }).first().click()
    await expect(page).toHaveURL(/\/services$/)
    const request = await page.waitForRequest((r) => r.url().endsWith('/api/analytics') && r.method() === 'POST', { timeout: 15_000 })
    const body = JSON.parse(request.postData() ?? '{}') as { sessionId: string; events: { type: string; data: Record<string, unknown> }[] }
    expect(body.sessionId).toMatch(/^[A-Za-z0-9-]{8,64}$/)
    const types = body.events.map((e) => e.type)
    expect(types).toContain('page_view')
    expect(types).toContain('click')
    expect(body.events.find((e) => e.type === 'click')?.data.label).toBe('Services')
    const response = await request.response()
    expect(response?.status()).toBe(204)
  })

  test('the endpoint refuses what the tracker never sends', async ({ request }) => {
    const valid = { sessionId: 'abcdef12-3456', events: [{ type: 'page_view', data: { path: '/' } }] }
    expect((await request.post('/api/analytics', { data: valid })).status()).toBe(204)
    expect((await request.post('/api/analytics', { data: { ...valid, events: [{ type: 'keylog', data: {} }] } })).status()).toBe(400)
    expect((await request.post('/api/analytics', { headers: { 'Content-Type': 'application/xml' }, data: '<x/>' })).status()).toBe(415)
    const big = { ...valid, events: Array.from({ length: 50 }, () => ({ type: 'click', data: { label: 'x'.repeat(300), a: 'y'.repeat(300) } })) }
    expect((await request.post('/api/analytics', { data: big })).status()).toBe(413)
  })
})
