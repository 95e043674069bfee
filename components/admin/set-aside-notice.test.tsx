import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { SetAsideNotice } from './set-aside-notice'

it('says nothing while nothing is set aside, and otherwise gives the count, the view and the download', () => {
  expect(renderToStaticMarkup(<SetAsideNotice count={0} />)).toBe('')
  const html = renderToStaticMarkup(<SetAsideNotice count={2} />)
  expect(html).toContain('2 submissions set aside')
  expect(html).toContain('href="/admin/set-aside"')
  expect(html).toContain('href="/api/admin/set-aside"')
})
