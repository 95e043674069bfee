import { PUBLIC_PATHS, REDIRECT_SOURCES } from '@/config/routes'
import { siteConfig } from '@/lib/site'

/**
 * A model can invent links. Before a reply reaches a visitor every markdown link in it must point to a page that exists
 * (config/routes.ts, or a page the knowledge base came from — published blog posts) or to the studio's own e-mail or
 * phone; any other link is reduced to its text. Canned answers are checked by tests instead; this guards model output.
 */

// No length limits: a longer label or address must not slip past unchecked (the widget renders links of any length).
// Same shape as components/chat/markdown-parse.ts INLINE: a label cannot hold '[', which also keeps the scan linear.
const LINK = /\[([^[\]\n]+)\]\(([^)\s]+)\)/g

export function isKnownUrl(url: string, extraPaths: ReadonlySet<string> = new Set()): boolean {
  const site = siteConfig()
  if (url.startsWith('mailto:')) return url.slice('mailto:'.length).split('?')[0]?.toLowerCase() === site.email.toLowerCase()
  if (url.startsWith('tel:')) return url === site.phoneHref
  if (!url.startsWith('/') || url.startsWith('//')) return false
  const path = url.split(/[?#]/)[0] ?? ''
  const normalised = path.length > 1 ? path.replace(/\/$/, '') : path
  return PUBLIC_PATHS.has(normalised) || REDIRECT_SOURCES.has(normalised) || extraPaths.has(normalised)
}

/** Turns `[text](/nowhere)` and `[text](https://elsewhere)` into `text`; known links stay as they are. */
export function keepKnownLinks(markdown: string, extraPaths: ReadonlySet<string> = new Set()): string {
  return markdown.replace(LINK, (whole, text: string, url: string) => (isKnownUrl(url, extraPaths) ? whole : text))
}
