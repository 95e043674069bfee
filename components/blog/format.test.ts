import { describe, expect, it } from 'vitest'
import { blogHref, formatDate, tagLabel } from './format'

describe('blog formatting', () => {
  it('formats dates in UTC so server and visitor agree', () => expect(formatDate(new Date('2026-11-03T01:00:00Z'))).toBe('November 3, 2026'))
  it.each([
    ['agentic-ai', 'Agentic AI'],
    ['bio-ai', 'Bio + AI'],
    ['web3', 'Web3'],
    ['fundraising', 'Fundraising'],
  ])('labels tag %s as %s', (tag, label) => expect(tagLabel(tag)).toBe(label))
  it('builds list URLs', () => {
    expect(blogHref({})).toBe('/blog')
    expect(blogHref({ page: 1 })).toBe('/blog')
    expect(blogHref({ tag: 'web3', page: 2 })).toBe('/blog?tag=web3&page=2')
  })
})
