import type { Metadata } from 'next'
import { BLOG_FEEDS } from '@/config/feeds'
import { siteConfig } from '@/lib/site'
import type { PageSummary } from '@/config/content/page-summary'

/** Titles are cut to 60 characters and descriptions to 160, at a word boundary. */
export const TITLE_MAX = 60
export const DESCRIPTION_MAX = 160

/** Cuts text to at most `max` characters at a word boundary, ending with '…' when something was cut. */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const room = clean.slice(0, max - 1) // keep one character for the ellipsis
  const lastSpace = room.lastIndexOf(' ')
  // A single very long word has no boundary: cut it rather than return nothing.
  const endsOnBoundary = clean[max - 1] === ' '
  const cut = endsOnBoundary ? room : lastSpace > max / 2 ? room.slice(0, lastSpace) : room
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`
}

export type PageSeo = {
  /** The page's own title; the brand is appended when it fits ('Services | Meta3 Ventures'). */
  title: string
  description: string
  /** Path of the page, for the canonical URL ('/', '/about', '/blog/my-post'). */
  path: string
  /** An Open Graph image path when the page has its own (next/og routes); defaults to the site's. */
  image?: string
  type?: 'website' | 'article'
  publishedTime?: string
  modifiedTime?: string
  authors?: string[]
  tags?: string[]
  noIndex?: boolean
}

/** The full title: the page title with the brand when both fit within TITLE_MAX. */
export function pageTitle(title: string, brand = siteConfig().name): string {
  const withBrand = `${title} | ${brand}`
  if (title === brand || title.includes(brand)) return truncateAtWord(title, TITLE_MAX)
  return withBrand.length <= TITLE_MAX ? withBrand : truncateAtWord(title, TITLE_MAX)
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteConfig().url}/`).toString()
}

/**
 * Links and images written relative to the site ('/apply') made absolute on SITE_URL: a feed reader or a mail client
 * shows the HTML elsewhere, where a relative link would lead nowhere.
 */
export function absoluteLinks(html: string): string {
  return html.replace(/\b(href|src)="(\/(?!\/)[^"]*)"/g, (_m, attr: string, path: string) => `${attr}="${absoluteUrl(path)}"`)
}

/**
 * The blog's feeds as <link rel="alternate"> entries. Every page carries them: the root layout sets them, and
 * buildMetadata repeats them because a page's own `alternates` replaces the layout's whole object.
 */
export function feedAlternates(): Record<string, { url: string; title: string }[]> {
  const name = siteConfig().name
  return Object.fromEntries(BLOG_FEEDS.map((f) => [f.type, [{ url: absoluteUrl(f.path), title: `${name} blog (${f.label})` }]]))
}

/** Every page's metadata comes from here, so titles, canonicals and cards stay consistent. */
/** A page's title and summary from its copy in config/content, as the metadata's title, description and path. */
export function seoOf(page: PageSummary): PageSeo {
  return { title: page.title, description: page.summary, path: page.path }
}

export function buildMetadata(seo: PageSeo): Metadata {
  const site = siteConfig()
  const title = pageTitle(seo.title, site.name)
  const description = truncateAtWord(seo.description, DESCRIPTION_MAX)
  const url = absoluteUrl(seo.path)
  const images = [{ url: seo.image ?? '/opengraph-image', width: 1200, height: 630, alt: seo.title }]
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url, types: feedAlternates() },
    openGraph: {
      title,
      description,
      url,
      siteName: site.name,
      locale: 'en_US',
      type: seo.type ?? 'website',
      images,
      ...(seo.type === 'article'
        ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime, authors: seo.authors, tags: seo.tags }
        : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: images.map((i) => i.url) },
    robots: seo.noIndex ? { index: false, follow: false } : undefined,
  }
}

type JsonLd = Record<string, unknown>

export function organizationJsonLd(): JsonLd {
  const site = siteConfig()
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: absoluteUrl('/icon.svg'),
    description: site.blurb,
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: site.socials.map((s) => s.href),
  }
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...items].map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}

export function blogPostingJsonLd(post: {
  title: string
  excerpt: string
  slug: string
  author: string
  publishedAt: Date
  updatedAt: Date
  tags: string[]
}): JsonLd {
  const site = siteConfig()
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: truncateAtWord(post.title, 110),
    description: truncateAtWord(post.excerpt, DESCRIPTION_MAX),
    url: absoluteUrl(`/blog/${post.slug}`),
    mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
    datePublished: post.publishedAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
    keywords: post.tags.join(', '),
    image: absoluteUrl(`/blog/${post.slug}/opengraph-image`),
  }
}

/** JSON for a <script type="application/ld+json">: '<' escaped so a value can never close the script element. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
