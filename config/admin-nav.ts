import type { NavLink } from './nav'

/** The admin area's menu. Blog management is reachable only from here, never from the public site. */
export const ADMIN_NAV: NavLink[] = [
  { label: 'Dashboard', href: '/admin' },
  { label: 'Pipeline', href: '/admin/pipeline' },
  { label: 'Analytics', href: '/admin/analytics' },
  { label: 'Providers', href: '/admin/providers' },
  { label: 'Assistant', href: '/admin/assistant' },
  { label: 'Blog', href: '/blog/manage' },
  { label: 'Newsletter', href: '/admin/newsletter' },
  { label: 'E-mail', href: '/admin/mail' },
  { label: 'Privacy', href: '/admin/privacy' },
  { label: 'Audit log', href: '/admin/audit' },
  { label: 'Settings', href: '/admin/settings' },
]
