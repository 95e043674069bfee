import type { NavLink } from '@/config/nav'

/**
 * The entry the path belongs to: the longest href that is the path or a parent of it, so /admin/settings marks
 * Settings, not Dashboard (whose /admin is a parent of every admin URL), and /admin/submissions/… marks Dashboard.
 */
export function currentAdminHref(pathname: string, links: NavLink[]): string | undefined {
  const matches = links.filter((l) => pathname === l.href || pathname.startsWith(`${l.href}/`))
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href
}
