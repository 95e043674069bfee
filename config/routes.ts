/**
 * The site's public pages: the sitemap, the route tests and (later) the assistant's links are checked against
 * this list. Dynamic pages (blog posts) are added from the database by the sitemap itself.
 */
export type PublicRoute = {
  path: string
  label: string
  /** Listed in the sitemap; confirmation pages are reachable but not worth indexing. */
  indexed: boolean
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority: number
}

const page = (path: string, label: string, priority: number, changeFrequency: PublicRoute['changeFrequency'] = 'monthly', indexed = true): PublicRoute => ({
  path,
  label,
  indexed,
  changeFrequency,
  priority,
})

export const PUBLIC_ROUTES: PublicRoute[] = [
  page('/', 'Home', 1, 'weekly'),
  page('/services', 'Services', 0.9),
  page('/about', 'About', 0.8),
  page('/portfolio', 'Portfolio', 0.8, 'weekly'),
  page('/partners', 'Partners', 0.6),
  page('/resources', 'Resources', 0.7, 'weekly'),
  page('/blog', 'Blog', 0.8, 'daily'),
  page('/agents', 'AI Agents', 0.6),
  page('/apply', 'Apply for funding', 0.9),
  page('/apply-new', 'Quick application', 0.7),
  page('/apply/success', 'Application received', 0, 'yearly', false),
  page('/contact', 'Contact', 0.7),
  page('/contact/success', 'Message received', 0, 'yearly', false),
  page('/contact-hub', 'Contact hub', 0.6),
  page('/newsletter/confirm', 'Confirm newsletter subscription', 0, 'yearly', false),
  page('/newsletter/unsubscribe', 'Unsubscribe from the newsletter', 0, 'yearly', false),
  page('/process', 'Investment process', 0.7),
  page('/tools', 'Founder tools', 0.8),
  page('/tools/funding-calculator', 'Funding calculator', 0.7),
  page('/tools/valuation-calculator', 'Valuation calculator', 0.7),
  page('/tools/cac-calculator', 'CAC calculator', 0.6),
  page('/tools/unit-economics', 'Unit economics calculator', 0.6),
  page('/tools/burn-calculator', 'Burn and runway calculator', 0.6),
  page('/tools/cash-flow-planner', 'Cash-flow planner', 0.6),
  page('/tools/roi-calculator', 'ROI calculator', 0.6),
  page('/tools/financial-model', 'Financial model', 0.6),
  page('/tools/growth-audit', 'Growth audit', 0.5),
  page('/tools/brand-audit', 'Brand audit', 0.5),
  page('/tools/content-calendar', 'Content calendar', 0.5),
  page('/tools/campaign-planner', 'Campaign planner', 0.5),
  page('/launch', 'Venture launch builder', 0.8),
  page('/resources/pitch-deck-guide', 'Pitch deck guide', 0.6),
  page('/resources/due-diligence-checklist', 'Due-diligence checklist', 0.6),
  page('/resources/term-sheet-basics', 'Term-sheet basics', 0.6),
  page('/resources/financial-model-template', 'Financial model template', 0.6),
  page('/docs/api', 'Forms API', 0.4),
  page('/support', 'Help and support', 0.5),
  page('/privacy-policy', 'Privacy Policy', 0.3, 'yearly'),
  page('/terms-of-service', 'Terms of Service', 0.3, 'yearly'),
  page('/cookie-policy', 'Cookie Policy', 0.3, 'yearly'),
]

export const PUBLIC_PATHS = new Set(PUBLIC_ROUTES.map((r) => r.path))

/**
 * Old or shorter addresses that answer with a permanent redirect (next.config.ts) to a page above. Links to them are
 * valid, but the site's own links point at the target.
 */
export const REDIRECTS: ReadonlyArray<{ source: string; destination: string }> = [
  { source: '/tools/valuation', destination: '/tools/valuation-calculator' },
]

export const REDIRECT_SOURCES = new Set(REDIRECTS.map((r) => r.source))
