/** Copy for /blog and the fixed texts around a post on /blog/[slug]; the posts themselves live in the database. */
import type { PageSummary } from './page-summary'

export const BLOG_PAGE = {
  path: '/blog',
  title: 'Blog',
  summary: 'Insights from Meta3 Ventures on agentic AI, convergence technology and building venture-backed startups, written for founders.',
  eyebrow: 'Insights',
  heading: 'Blog',
  lead: 'What we are learning about agentic AI, convergence technology and building companies with founders.',
  emptyTitle: 'No posts yet',
  emptyText: 'Our first articles are on their way. In the meantime, see how we work with founders.',
  emptyLinkLabel: 'About the studio',
  emptyLinkHref: '/about',
} as const satisfies PageSummary & Record<string, string>

/** The same page filtered by one tag; `label` is the tag's display name. */
export const BLOG_TAG_PAGE = {
  title: (label: string) => `Blog: ${label}`,
  summary: (label: string) => `Articles from Meta3 Ventures on ${label}: insights for founders building with agentic AI and convergence technology.`,
  heading: (label: string) => `Posts on ${label}`,
  emptyTitle: (label: string) => `No posts tagged ${label} yet`,
  emptyText: 'Try another topic, or read everything we have published.',
  emptyLinkLabel: 'See all posts',
}

/** A page after the first: appended to the title. */
export const blogPageSuffix = (page: number) => (page > 1 ? ` (page ${page})` : '')

export const BLOG_POST_PAGE = {
  notFoundTitle: 'Post not found',
  notFoundSummary: 'This article does not exist or is no longer published.',
  homeCrumb: 'Home',
  breadcrumbLabel: 'Breadcrumb',
  tagsLabel: 'Tags',
  morePostsLabel: 'More posts',
  byline: 'By',
  readingTime: (minutes: number) => `${minutes} min read`,
  previous: '← Previous post',
  next: 'Next post →',
}
