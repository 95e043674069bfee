'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { clsx } from 'clsx'
import type { NavLink } from '@/config/nav'
import { currentAdminHref } from './current-nav'

/**
 * The admin menu; tells assistive technology (aria-current) and the eye which section is open. A plain list of
 * links, compact (tight padding, no icons) so that 13 sections fit one line at 1280 px; a list, so a screen reader
 * announces how many there are.
 */
export function AdminNav({ links }: { links: NavLink[] }) {
  const current = currentAdminHref(usePathname(), links)
  return (
    <nav aria-label="Admin" className="order-last basis-full">
      <ul className="-mx-2.5 flex flex-wrap gap-0.5" data-testid="admin-menu">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={link.href === current ? 'page' : undefined}
              className={clsx(
                'inline-flex h-9 items-center rounded-full px-2.5 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-900/5 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white',
                link.href === current && 'bg-slate-900/5 font-semibold text-slate-950 dark:bg-white/10 dark:text-white',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
