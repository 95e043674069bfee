/** Navigation as data, not JSX (docs/ARCHITECTURE.md, Layers and imports); header and footer render these lists. */
/**
 * `prefetch: false` on links to pages rendered per request: the forms (a new idempotency key for every visit) and the
 * blog (edited in the admin, components/blog/blog-link.tsx). Next's automatic prefetch of such a link in view could
 * fetch only the route's tree — work on every page load (a request and its decoding on the main thread) that makes
 * the click no faster. And on Home, as on the header's logo (site-header.tsx): in view on every page, and the
 * largest page to prefetch. Other links keep the framework's prefetch.
 */
export type NavLink = { label: string; href: string; prefetch?: false }

export const MAIN_NAV: NavLink[] = [
  { label: 'Home', href: '/', prefetch: false },
  { label: 'Services', href: '/services' },
  { label: 'About', href: '/about' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Partners', href: '/partners' },
  { label: 'Resources', href: '/resources' },
  { label: 'Blog', href: '/blog', prefetch: false },
  { label: 'Contact', href: '/contact', prefetch: false },
]

export const APPLY_LINK: NavLink = { label: 'Apply Now', href: '/apply', prefetch: false }
export const CONTACT_LINK: NavLink = { label: 'Contact Us', href: '/contact', prefetch: false }

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Partners', href: '/partners' },
  { label: 'Investment process', href: '/process' },
  { label: 'Resources', href: '/resources' },
  { label: 'Founder tools', href: '/tools' },
  { label: 'Venture launch builder', href: '/launch' },
  { label: 'Blog', href: '/blog', prefetch: false },
  { label: 'Help and support', href: '/support' },
  { label: 'Apply for funding', href: '/apply', prefetch: false },
]

export const FOOTER_SERVICE_LINKS: NavLink[] = [
  { label: 'Venture studio support', href: '/services#venture-studio' },
  { label: 'Agentic AI enablement', href: '/services#agentic-ai' },
  { label: 'Strategic network access', href: '/services#network' },
  { label: 'Execution intelligence', href: '/services#execution' },
]

export const LEGAL_LINKS: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
]
