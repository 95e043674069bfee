import { expect, test } from '@playwright/test'
import { loginAsAdmin } from '../support/admin'

// Any id: the proxy refuses before Next.js looks the action up.
const ACTION_ID = '7f'.repeat(21)
const EVIL = 'https://evil.example'

test.describe('cross-site server actions (issue 17 item 17)', () => {
  const action = (headers: Record<string, string>) => ({
    headers: { 'Next-Action': ACTION_ID, 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    data: '[]',
    maxRedirects: 0,
  })

  test('are refused with 403 and audited, whether foreign or without an Origin', async ({ page, request, baseURL }) => {
    const foreign = await request.post('/admin', action({ Origin: EVIL }))
    expect(foreign.status()).toBe(403)
    expect(await foreign.json()).toEqual({ error: 'Cross-site request refused' })
    expect((await request.post('/admin', action({}))).status()).toBe(403)
    // The form post a page without JavaScript sends (no Next-Action header, the action id inside the form).
    const noJs = await request.post('/admin', { multipart: { [`$ACTION_ID_${ACTION_ID}`]: '' }, headers: { Origin: EVIL }, maxRedirects: 0 })
    expect(noJs.status()).toBe(403)
    // Our own pages' actions pass the proxy (Next.js then answers for the unknown id).
    expect((await request.post('/admin', action({ Origin: baseURL! }))).status()).not.toBe(403)

    await loginAsAdmin(page, '/admin/audit?category=security&outcome=blocked')
    const table = page.getByTestId('audit-table')
    await expect(table).toContainText('csrf.rejected')
    // One client's refusals within a minute share a row that counts them (issue 17 item 4).
    await expect(table).toContainText(/csrf\.rejected\s*×\d+/)
  })
})
