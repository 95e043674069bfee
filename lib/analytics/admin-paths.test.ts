import { describe, expect, it } from 'vitest'
import { isAdminUrl, withoutAdminUrls } from './admin-paths'

describe('isAdminUrl', () => {
  it.each(['/admin', '/admin/', '/admin/submissions?page=2', '/ADMIN#x', '/blog/manage', '/blog/manage/new', 'https://studio.example/admin/audit'])(
    '%s is an admin URL',
    (url) => expect(isAdminUrl(url)).toBe(true),
  )
  it.each(['/apply/status/AbCdEfGhIjKlMnOpQrStU_', '/apply/status/AbCdEfGhIjKlMnOpQrStU_/copy', 'https://studio.example/apply/status/x'])(
    '%s (a founder\'s private status link) is kept out the same way',
    (url) => expect(isAdminUrl(url)).toBe(true),
  )
  it.each(['/', '/about', '/administrator', '/blog/managing-risk', 'https://studio.example/blog', 'admin', '/apply', '/apply/success'])('%s is not', (url) =>
    expect(isAdminUrl(url)).toBe(false),
  )
})

describe('withoutAdminUrls', () => {
  it('drops events on admin pages and blanks admin URLs in the others', () => {
    const events: { type: string; data: Record<string, string | null> }[] = [
      { type: 'page_view', data: { path: '/admin', referrer: null } },
      { type: 'click', data: { href: '/admin/audit', label: 'Audit', path: '/' } },
      { type: 'page_view', data: { path: '/about', referrer: 'https://studio.example/admin' } },
    ]
    expect(withoutAdminUrls(events)).toEqual([
      { type: 'click', data: { href: null, label: 'Audit', path: '/' } },
      { type: 'page_view', data: { path: '/about', referrer: null } },
    ])
  })
})
