import type { MetadataRoute } from 'next'
import type { PublicRoute } from '@/config/routes'
import { absoluteUrl } from '@/lib/seo'

export type PostUrl = { slug: string; updatedAt: Date }

/** Indexed public pages, then every public post with its last change: what search engines should crawl. */
export function sitemapEntries(routes: readonly PublicRoute[], posts: readonly PostUrl[]): MetadataRoute.Sitemap {
  const pages = routes
    .filter((r) => r.indexed)
    .map((r) => ({ url: absoluteUrl(r.path), changeFrequency: r.changeFrequency, priority: r.priority }))
  const articles = posts.map((p) => ({
    url: absoluteUrl(`/blog/${encodeURIComponent(p.slug)}`),
    lastModified: p.updatedAt,
    changeFrequency: 'monthly' as const,
    priority: 0.6,
  }))
  return [...pages, ...articles]
}
