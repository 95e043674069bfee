import type { PageSummary } from './page-summary'

/** Copy for /portfolio; the companies themselves are in config/portfolio.ts. */
export const PORTFOLIO_PAGE = {
  title: 'Companies we back',
  lead: 'Founders building agentic AI and convergence technology, from pre-seed to Series A. Each works with our studio team as well as our capital.',
  listTitle: 'Portfolio companies',
  listLead: 'Filter by sector to see where we are investing.',
  ctaTitle: 'Could your company be next?',
  ctaText: 'We review every application within two weeks. Tell us what you are building.',
}

/** What the page says about itself in its metadata (and the assistant's knowledge of it). */
export const PORTFOLIO_SUMMARY = {
  path: '/portfolio',
  title: 'Portfolio',
  summary: 'The companies we back across agentic AI, bio + AI, fintech + AI, web3 and robotics and automation, from pre-seed to Series A.',
} as const satisfies PageSummary
