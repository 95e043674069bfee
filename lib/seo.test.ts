import { describe, expect, it } from 'vitest'
import { blogPostingJsonLd, breadcrumbJsonLd, buildMetadata, pageTitle, serializeJsonLd, truncateAtWord } from './seo'

describe('truncateAtWord', () => {
  it('leaves short text alone (whitespace folded)', () => expect(truncateAtWord('  Hello   world ', 60)).toBe('Hello world'))

  it('cuts at a word boundary and stays within the limit', () => {
    const text = 'Engineering the future with agentic AI and convergence technology for founders everywhere'
    const cut = truncateAtWord(text, 60)
    expect(cut.length).toBeLessThanOrEqual(60)
    expect(cut.endsWith('…')).toBe(true)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    expect(text[cut.length - 1]).toBe(' ') // the cut fell on a space
  })

  it('cuts one enormous word rather than returning nothing', () => {
    const cut = truncateAtWord('x'.repeat(300), 160)
    expect(cut.length).toBe(160)
  })

  it('does not leave dangling punctuation before the ellipsis', () => {
    expect(truncateAtWord('Alpha, beta, gamma, delta, epsilon', 20)).toBe('Alpha, beta, gamma…')
  })
})

describe('pageTitle', () => {
  it('adds the brand when it fits', () => expect(pageTitle('Services', 'Meta3 Ventures')).toBe('Services | Meta3 Ventures'))
  it('drops the brand rather than exceed 60 characters', () => {
    const t = pageTitle('From first call to term sheet: how our investment process works', 'Meta3 Ventures')
    expect(t.length).toBeLessThanOrEqual(60)
    expect(t).not.toContain('Meta3 Ventures')
  })
})

describe('buildMetadata', () => {
  it('sets a canonical URL, cut description and social cards', () => {
    const m = buildMetadata({ title: 'About', description: 'd '.repeat(200), path: '/about' })
    expect(m.alternates?.canonical).toBe('http://localhost:3000/about')
    expect((m.description ?? '').length).toBeLessThanOrEqual(160)
    expect(m.openGraph).toMatchObject({ url: 'http://localhost:3000/about', type: 'website' })
    expect(m.twitter).toMatchObject({ card: 'summary_large_image' })
  })
})

describe('JSON-LD', () => {
  it('builds a breadcrumb that starts at Home with absolute URLs', () => {
    const ld = breadcrumbJsonLd([{ name: 'Blog', path: '/blog' }]) as { itemListElement: { position: number; item: string }[] }
    expect(ld.itemListElement.map((i) => i.item)).toEqual(['http://localhost:3000/', 'http://localhost:3000/blog'])
    expect(ld.itemListElement[1]!.position).toBe(2)
  })

  it('describes a blog post', () => {
    const ld = blogPostingJsonLd({
      title: 'T', excerpt: 'E', slug: 's', author: 'A', tags: ['a', 'b'],
      publishedAt: new Date('2026-01-01T00:00:00Z'), updatedAt: new Date('2026-01-02T00:00:00Z'),
    })
    expect(ld).toMatchObject({ '@type': 'BlogPosting', datePublished: '2026-01-01T00:00:00.000Z', keywords: 'a, b' })
  })

  it('cannot be closed from inside a value', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
