import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SubmissionPagination } from './submission-pagination'

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'")

describe('SubmissionPagination', () => {
  it('gives the exact count when the list was counted to its end', () => {
    const html = renderToStaticMarkup(<SubmissionPagination filter={{ q: 'ada' }} page={1} pageCount={2} total={27} />)
    expect(text(html)).toContain('Page 1 of 2 · 27 submissions')
  })

  it('says one submission in the singular', () => {
    expect(text(renderToStaticMarkup(<SubmissionPagination filter={{}} page={1} pageCount={1} total={1} />))).toContain('· 1 submission')
  })

  it('says "10,000+" when the count stopped at its cap, and still links the next page', () => {
    const html = renderToStaticMarkup(<SubmissionPagination filter={{ q: 'partnership' }} page={3} pageCount={400} total={10_000} atLeast />)
    expect(text(html)).toContain('Page 3 of 400+ · 10,000+ submissions')
    expect(html).toContain('rel="next"')
  })
})
