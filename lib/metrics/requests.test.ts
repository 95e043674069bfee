import { describe, expect, it } from 'vitest'
import { routeGroup } from './requests'

describe('routeGroup', () => {
  it('puts every path in one of a few fixed groups, so made-up paths add no series', () => {
    const cases: Record<string, string> = {
      '/': 'page',
      '/about': 'page',
      '/blog/a-post': 'page',
      '/no/such/page/at/all': 'page',
      '/api/forms/contact': 'api/forms',
      '/apply/submit': 'api/forms',
      '/api/chat': 'api/chat',
      '/api/chat/session': 'api/chat',
      '/admin': 'admin',
      '/admin/system': 'admin',
      '/api/admin/export': 'admin',
      '/blog/manage/new': 'admin',
      '/api/analytics': 'api/other',
      '/api/metrics': 'monitoring',
      '/api/health': 'monitoring',
      '/_next/static/chunks/app.js': 'static',
      '/icon.svg': 'static',
      '/icons/arrow.png': 'static',
      '/robots.txt': 'static',
    }
    expect(Object.fromEntries(Object.keys(cases).map((p) => [p, routeGroup(p)]))).toEqual(cases)
  })
})
