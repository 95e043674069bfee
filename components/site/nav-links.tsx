'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { NavLink } from '@/config/nav'
import { clsx } from 'clsx'

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
        {links.map((link) => {
          const current = isCurrent(pathname, link.href)
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'rounded-full px-3 py-2 text-sm font-medium transition-colors',
                  current
                    ? 'bg-slate-900/5 text-slate-950 dark:bg-white/10 dark:text-white'
                    : 'text-slate-700 hover:bg-slate-900/5 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white',
                )}
              >
                {link.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
