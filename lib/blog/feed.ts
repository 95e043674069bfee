import { Feed } from 'feed'
import { BLOG_FEEDS } from '@/config/feeds'
import { siteConfig } from '@/lib/site'
import { renderMarkdown } from '@/lib/content/markdown'
import type { FeedPost } from '@/lib/db/queries/blog-posts'
import { escapeHtml } from '@/lib/http/stale-action-page'
import { absoluteLinks, absoluteUrl } from '@/lib/seo'
import { visibilityOf } from './visibility'

/** Feed documents are served as they are built: the route handler only picks the format. */
export type FeedFormat = 'rss' | 'atom'

/**
 * The blog as a feed: published posts only (never a draft, never one scheduled for later, whatever the caller
 * passed), newest first, each with its full sanitised content. `updated` is the newest change among them, so the
 * document only changes when a post does.
 */
export function blogFeed(posts: readonly FeedPost[], now = new Date()): Feed {
  const site = siteConfig()
  const visible = posts
    .filter((p): p is FeedPost & { publishedAt: Date } => visibilityOf({ status: 'published', publishedAt: p.publishedAt }, now) === 'published')
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
  const blogUrl = absoluteUrl('/blog')
  const updated = visible.reduce<Date>((latest, p) => (p.updatedAt > latest ? p.updatedAt : latest), new Date(0))
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: `${site.name} — Blog`,
    description: 'Insights on agentic AI, convergence technology and building venture-backed startups, written for founders.',
    language: 'en',
    updated: visible.length ? updated : undefined,
    generator: site.name,
    copyright: `© ${site.legalName}`,
    image: absoluteUrl('/opengraph-image'),
    favicon: absoluteUrl('/icon.svg'),
    author: { name: site.name, link: site.url },
    feedLinks: Object.fromEntries(BLOG_FEEDS.map((f) => [f.label.toLowerCase(), absoluteUrl(f.path)])),
  })
  for (const post of visible) {
    const url = absoluteUrl(`/blog/${encodeURIComponent(post.slug)}`)
    feed.addItem({
      id: url,
      link: url,
      // Both formats carry title and summary as HTML (Atom says type="html") inside CDATA: a title is text, so it is
      // escaped as such — no markup of its own, and no ']]>' left to end the CDATA early.
      title: escapeHtml(post.title),
      description: escapeHtml(post.excerpt),
      content: cdataSafe(absoluteLinks(renderMarkdown(post.content))),
      author: [{ name: post.author }],
      category: post.tags.map((tag) => ({ name: tag, term: tag })),
      date: post.updatedAt,
      published: post.publishedAt,
    })
  }
  return feed
}

export function feedDocument(format: FeedFormat, posts: readonly FeedPost[], now = new Date()): string {
  const feed = blogFeed(posts, now)
  return format === 'rss' ? feed.rss2() : feed.atom1()
}

export function feedContentType(format: FeedFormat): string {
  const type = BLOG_FEEDS.find((f) => f.label.toLowerCase() === format)!.type
  return `${type}; charset=utf-8`
}

/**
 * HTML that xml-js may wrap in CDATA: it splits only the first ']]>', so a second would end the section and let the
 * rest be read as XML. In HTML text and attribute values '&gt;' reads the same as '>'.
 */
function cdataSafe(html: string): string {
  return html.replaceAll(']]>', ']]&gt;')
}
