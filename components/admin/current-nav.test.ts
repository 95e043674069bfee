import { describe, expect, it } from 'vitest'
import { ADMIN_NAV } from '@/lib/admin/admin-nav'
import { currentAdminHref } from './current-nav'

describe('currentAdminHref', () => {
  it('marks the section a path belongs to, not the dashboard that is a parent of every admin URL', () => {
    expect(currentAdminHref('/admin/settings', ADMIN_NAV)).toBe('/admin/settings')
    expect(currentAdminHref('/admin/audit', ADMIN_NAV)).toBe('/admin/audit')
    expect(currentAdminHref('/admin/analytics', ADMIN_NAV)).toBe('/admin/analytics')
    expect(currentAdminHref('/blog/manage/new', ADMIN_NAV)).toBe('/blog/manage')
  })

  it('marks the dashboard on /admin and on a submission it links to', () => {
    expect(currentAdminHref('/admin', ADMIN_NAV)).toBe('/admin')
    expect(currentAdminHref('/admin/submissions/0f8b9b3e-1111-4a4a-8888-123456789abc', ADMIN_NAV)).toBe('/admin')
  })

  it('marks nothing for a path outside the menu or one that only shares a prefix', () => {
    expect(currentAdminHref('/blog', ADMIN_NAV)).toBeUndefined()
    expect(currentAdminHref('/administrator', ADMIN_NAV)).toBeUndefined()
    expect(currentAdminHref('/admin/settings-old', ADMIN_NAV)).toBe('/admin')
  })
})
