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

describe('SubmissionPagination ends', () => {
  const hrefOf = (html: string, label: string) => {
    const link = new RegExp(`<a[^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0]
    return link && /href="([^"]+)"/.exec(link)?.[1]?.replace(/&amp;/g, '&')
  }

  it('links the oldest page of an exactly counted list, keeping the filter, and the newest from deep pages', () => {
    const html = renderToStaticMarkup(<SubmissionPagination filter={{ type: 'contact' }} page={7} pageCount={40_000} total={1_000_000} />)
    expect(text(html)).toContain('Page 7 of 40,000 · 1,000,000 submissions')
    expect(hrefOf(html, 'Oldest page')).toBe('/admin?type=contact&page=40000#submissions')
    expect(hrefOf(html, 'Newest page')).toBe('/admin?type=contact#submissions')
  })

  it('leaves out an end the newer or older link already reaches, and the oldest when the count was capped', () => {
    const second = renderToStaticMarkup(<SubmissionPagination filter={{}} page={2} pageCount={3} total={60} />)
    expect(second).not.toContain('Newest page')
    expect(second).not.toContain('Oldest page')
    expect(second).toContain('rel="prev"')
    expect(second).toContain('rel="next"')
    const capped = renderToStaticMarkup(<SubmissionPagination filter={{ q: 'partnership' }} page={3} pageCount={40} total={1_000} atLeast />)
    expect(capped).not.toContain('Oldest page')
    expect(capped).toContain('Newest page')
  })
})
