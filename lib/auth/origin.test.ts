import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './login-state'
import { checkSameOrigin } from './origin'

const h = (init: Record<string, string>) => new Headers(init)

describe('same-origin check for admin state changes', () => {
  it('accepts the request’s own origin and SITE_URL', () => {
    expect(checkSameOrigin(h({ host: '127.0.0.1:4010', origin: 'http://127.0.0.1:4010' })).ok).toBe(true)
    expect(checkSameOrigin(h({ host: 'internal:8080', origin: 'http://localhost:3000' })).ok).toBe(true)
  })

  it('refuses a foreign origin, a missing one and the opaque "null"', () => {
    expect(checkSameOrigin(h({ host: '127.0.0.1:4010', origin: 'https://evil.example' }))).toEqual({ ok: false, origin: 'https://evil.example', fetchSite: null })
    expect(checkSameOrigin(h({ host: '127.0.0.1:4010' })).ok).toBe(false)
    expect(checkSameOrigin(h({ host: '127.0.0.1:4010', 'sec-fetch-site': 'same-origin' })).ok).toBe(false)
    expect(checkSameOrigin(h({ host: '127.0.0.1:4010', origin: 'null' })).ok).toBe(false)
    expect(checkSameOrigin(h({ host: '127.0.0.1:4010', origin: 'http://127.0.0.1:4011' })).ok).toBe(false)
  })

  it('accepts Sec-Fetch-Site: same-origin when a proxy rewrote the Host', () => {
    expect(checkSameOrigin(h({ host: 'app:3000', origin: 'https://studio.example', 'sec-fetch-site': 'same-origin' })).ok).toBe(true)
    expect(checkSameOrigin(h({ host: 'app:3000', origin: 'https://studio.example', 'sec-fetch-site': 'cross-site' })).ok).toBe(false)
  })

  it('does not believe X-Forwarded-Host without a trusted proxy', () => {
    expect(checkSameOrigin(h({ host: '127.0.0.1:4010', 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' })).ok).toBe(false)
  })
})

describe('return path after login', () => {
  it('only returns to admin paths', () => {
    expect(safeReturnPath('/admin/audit')).toBe('/admin/audit')
    expect(safeReturnPath('/admin/audit?category=auth')).toBe('/admin/audit?category=auth')
    expect(safeReturnPath('/blog/manage/new')).toBe('/blog/manage/new')
    for (const bad of ['//evil.example', 'https://evil.example/admin', '/admin//evil', '/blog', '/administrator', '/admin\\evil', undefined, 42]) {
      expect(safeReturnPath(bad), String(bad)).toBe('/admin')
    }
  })
})
