/** Copy for /portfolio; the companies themselves are in config/portfolio.ts. */
export const PORTFOLIO_PAGE = {
  title: 'Companies we back',
  lead: 'Founders building agentic AI and convergence technology, from pre-seed to Series A. Each works with our studio team as well as our capital.',
  listTitle: 'Portfolio companies',
  listLead: 'Filter by sector to see where we are investing.',
  ctaTitle: 'Could your company be next?',
  ctaText: 'We review every application within two weeks. Tell us what you are building.',
}
