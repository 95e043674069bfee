import { describe, expect, it } from 'vitest'
import type { PublicRoute } from '@/config/routes'
import { absoluteUrl } from '@/lib/seo'
import { sitemapEntries } from './sitemap'

const route = (path: string, indexed = true): PublicRoute => ({ path, label: path, indexed, changeFrequency: 'weekly', priority: 0.5 })

describe('sitemapEntries', () => {
  it('lists indexed pages with absolute URLs and leaves confirmation pages out', () => {
    const entries = sitemapEntries([route('/'), route('/about'), route('/apply/success', false)], [])
    expect(entries.map((e) => e.url)).toEqual([absoluteUrl('/'), absoluteUrl('/about')])
    expect(entries[1]).toMatchObject({ changeFrequency: 'weekly', priority: 0.5 })
    for (const e of entries) expect(new URL(e.url).protocol).toMatch(/^https?:$/)
  })

  it('adds every post under /blog with its last change as lastModified', () => {
    const updatedAt = new Date('2025-03-04T05:06:07Z')
    const entries = sitemapEntries([route('/')], [{ slug: 'first-post', updatedAt }])
    expect(entries).toHaveLength(2)
    expect(entries[1]).toMatchObject({ url: absoluteUrl('/blog/first-post'), lastModified: updatedAt })
  })

  it('escapes a slug that is not URL-safe', () => {
    const [entry] = sitemapEntries([], [{ slug: 'a b&c', updatedAt: new Date() }])
    expect(entry?.url).toBe(absoluteUrl('/blog/a%20b%26c'))
  })
})
