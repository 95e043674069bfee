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
  page('/privacy-policy', 'Privacy Policy', 0.3, 'yearly'),
  page('/terms-of-service', 'Terms of Service', 0.3, 'yearly'),
  page('/cookie-policy', 'Cookie Policy', 0.3, 'yearly'),
]

export const PUBLIC_PATHS = new Set(PUBLIC_ROUTES.map((r) => r.path))
