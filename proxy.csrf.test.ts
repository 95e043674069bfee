import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { proxy } from './proxy'

const ORIGIN = 'http://127.0.0.1:4010'

function post(path: string, headers: Record<string, string>): NextRequest {
  return new NextRequest(`${ORIGIN}${path}`, { method: 'POST', headers: { host: '127.0.0.1:4010', ...headers } })
}

const passedOn = (res: Response) => res.headers.get('x-middleware-next') === '1'
const rewrittenTo = (res: Response) => new URL(res.headers.get('x-middleware-rewrite') ?? 'http://none/').pathname

describe('proxy: cross-site server actions (issue 17 item 17)', () => {
  it('sends a foreign or Origin-less page POST to the refusal route, without its Next-Action header', () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example', 'next-action': 'abc' },
      { 'next-action': 'abc' },
      { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' }, // a form post without JavaScript
    ]
    for (const headers of refused) {
      const res = proxy(post('/admin', headers))
      expect(rewrittenTo(res), JSON.stringify(headers)).toBe('/api/csrf-refused')
      expect(res.headers.get('x-middleware-request-x-refused-path')).toBe('/admin')
      expect(res.headers.get('x-middleware-override-headers')).not.toContain('next-action')
    }
  })

  it('lets our own pages’ actions and every route handler through (the forms API serves other sites)', () => {
    expect(passedOn(proxy(post('/admin', { origin: ORIGIN, 'next-action': 'abc' })))).toBe(true)
    expect(passedOn(proxy(post('/api/forms/contact', { origin: 'https://partner.example' })))).toBe(true)
    expect(passedOn(proxy(new NextRequest(`${ORIGIN}/admin`, { headers: { host: '127.0.0.1:4010' } })))).toBe(true)
  })
})
