/**
 * The blog's feeds: advertised in every page's <head>, linked in the footer, served by
 * app/(site)/blog/rss.xml and atom.xml. Their content types are the registered ones, so feed readers and browsers
 * that sniff nothing (X-Content-Type-Options: nosniff) take them for what they are.
 */
export const BLOG_FEEDS = [
  { label: 'RSS', path: '/blog/rss.xml', type: 'application/rss+xml' },
  { label: 'Atom', path: '/blog/atom.xml', type: 'application/atom+xml' },
] as const

/** How many posts a feed carries, newest first: readers poll often, and full content makes each item heavy. */
export const FEED_POST_LIMIT = 50
