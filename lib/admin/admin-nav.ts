import { can, type Capability } from '@/lib/auth/permissions'
import type { AdminRole } from '@/lib/db/schema'
import type { NavLink } from '@/config/nav'

/**
 * One admin section: its menu entry, the capability that opens it (lib/auth/permissions.ts; none: every account) and
 * a line saying what it is for, shown on the dashboard of an account that does not work on submissions.
 */
export type AdminSection = NavLink & { capability?: Capability; description: string }

/** The admin area's menu. Blog management is reachable only from here, never from the public site. */
export const ADMIN_NAV: AdminSection[] = [
  { label: 'Dashboard', href: '/admin', description: 'Where you start.' },
  { label: 'Pipeline', href: '/admin/pipeline', capability: 'submissions', description: 'Every application by status.' },
  { label: 'Analytics', href: '/admin/analytics', capability: 'analytics', description: 'Page views, top pages and clicks over the last 30 days.' },
  { label: 'Providers', href: '/admin/providers', capability: 'assistant', description: 'The language models the chat assistant can use.' },
  { label: 'Assistant', href: '/admin/assistant', capability: 'assistant', description: 'How the chat assistant is doing, and a place to try it.' },
  { label: 'Blog', href: '/blog/manage', capability: 'content', description: 'Write, edit, schedule and publish posts.' },
  { label: 'Newsletter', href: '/admin/newsletter', capability: 'content', description: 'Write an issue, send yourself a test copy, then send it to every subscriber.' },
  { label: 'E-mail', href: '/admin/mail', capability: 'mail', description: 'Every e-mail the site sent or is sending.' },
  { label: 'Privacy', href: '/admin/privacy', capability: 'privacy', description: 'Answer a visitor’s request to see their data.' },
  { label: 'Audit log', href: '/admin/audit', capability: 'audit', description: 'Who did what, and refused attempts.' },
  { label: 'System', href: '/admin/system', capability: 'system', description: 'Whether the database, jobs, mail, outbox and providers are well, and what to do when not.' },
  { label: 'Settings', href: '/admin/settings', description: 'Your password, and what each role may do.' },
]

/** The sections a role may open, in menu order: the menu and the dashboard show these and no others. */
export function adminNavFor(role: AdminRole): AdminSection[] {
  return ADMIN_NAV.filter((section) => !section.capability || can(role, section.capability))
}
