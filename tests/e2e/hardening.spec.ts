import http from 'node:http'
import { expect, test } from '@playwright/test'
import { loginAsAdmin } from '../support/admin'

// Any id: the proxy refuses before Next.js looks the action up.
const ACTION_ID = '7f'.repeat(21)
const EVIL = 'https://evil.example'

/**
 * Sends only the headers of a request that declares a large body, then waits for the answer without sending a byte
 * of it: a server that reads (or buffers) the body first never answers within the timeout.
 */
function declareBody(baseUrl: string, path: string, bytes: number, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = http.request({
      hostname: url.hostname,
      port: url.port,
      path,
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Content-Length': String(bytes), Origin: url.origin, ...headers },
    })
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer for ${path} before its body was sent`)))
    req.on('response', (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
      req.destroy()
    })
    req.on('error', reject)
    req.flushHeaders()
  })
}

test.describe('request bodies', () => {
  test('a body declared over the limit is refused with 413 before it is read', async ({ baseURL }) => {
    expect(await declareBody(baseURL!, '/contact', 5_000_000, { 'Next-Action': ACTION_ID })).toBe(413) // a server action
    expect(await declareBody(baseURL!, '/api/health', 5_000_000)).toBe(413) // a route that never reads one
    expect(await declareBody(baseURL!, '/api/chat', 200_000, { 'Content-Type': 'application/json' })).toBe(413)
  })

  test('a body within the limit still reaches the route', async ({ request }) => {
    const res = await request.post('/api/forms/contact', { data: { name: 'x'.repeat(20_000) } })
    expect(res.status()).toBe(400) // the route read it and named what is wrong
    expect((await res.json()).fieldErrors).toBeTruthy()
  })
})

test.describe('cross-site server actions', () => {
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
    // One client's refusals within a minute share a row that counts them.
    await expect(table).toContainText(/csrf\.rejected\s*×\d+/)
  })
})
