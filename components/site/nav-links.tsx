'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { NavLink } from '@/config/nav'

export function isCurrent(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** Desktop navigation; marks the current section with aria-current="page". */
export function DesktopNav({ links }: { links: NavLink[] }) {
  const pathname = usePathname()
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.href}>
            {/* .nav-link (app/globals.css) styles the current section through aria-current. */}
            <Link href={link.href} prefetch={link.prefetch} aria-current={isCurrent(pathname, link.href) ? 'page' : undefined} className="nav-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
