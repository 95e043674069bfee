/** Navigation as data, not JSX (docs/ARCHITECTURE.md, Layers and imports); header and footer render these lists. */
export type NavLink = { label: string; href: string }

export const MAIN_NAV: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'About', href: '/about' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Partners', href: '/partners' },
  { label: 'Resources', href: '/resources' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
]

export const APPLY_LINK: NavLink = { label: 'Apply Now', href: '/apply' }
export const CONTACT_LINK: NavLink = { label: 'Contact Us', href: '/contact' }

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Partners', href: '/partners' },
  { label: 'Investment process', href: '/process' },
  { label: 'Resources', href: '/resources' },
  { label: 'Founder tools', href: '/tools' },
  { label: 'Venture launch builder', href: '/launch' },
  { label: 'Blog', href: '/blog' },
  { label: 'Help and support', href: '/support' },
  { label: 'Apply for funding', href: '/apply' },
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
