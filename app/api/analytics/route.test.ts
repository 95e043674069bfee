import { describe, expect, it } from 'vitest'
import { createWindowBudget } from '@/lib/http/window-budget'
import { POST } from './route'

const batch = (path: string) => JSON.stringify({ sessionId: 'abcdef12-3456', events: [{ type: 'page_view', data: { path } }] })

function post(body: string, headers: Record<string, string> = {}) {
  return POST(new Request('http://localhost:3000/api/analytics', { method: 'POST', body, headers: { 'Content-Type': 'application/json', Host: 'localhost:3000', ...headers } }))
}

describe('POST /api/analytics', () => {
  it('refuses a beacon from another site', async () => {
    expect((await post(batch('/'), { Origin: 'https://evil.example' })).status).toBe(403)
  })

  it('refuses a beacon without an Origin (a script, not our tracker)', async () => {
    expect((await post(batch('/'))).status).toBe(403)
  })

  it('stores nothing of an admin page and answers as if it had', async () => {
    expect((await post(batch('/admin/submissions'), { Origin: 'http://localhost:3000' })).status).toBe(204)
  })

  it('answers 429 once the global write budget is spent, whichever client asks', async () => {
    const budget = createWindowBudget({ perMinute: 1, perDay: 0 })
    await budget.take(1)
    ;(globalThis as Record<symbol, unknown>)[Symbol.for('venture-studio.analytics-write-budget')] = budget
    const res = await post(batch('/'), { Origin: 'http://localhost:3000', 'X-Forwarded-For': '198.51.100.9' })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})
