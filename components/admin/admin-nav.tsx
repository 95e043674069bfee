'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { clsx } from 'clsx'
import { buttonClasses } from '@/components/ui/button'
import type { NavLink } from '@/config/nav'
import { currentAdminHref } from './current-nav'

/** The admin menu; tells assistive technology (aria-current) and the eye which section is open. */
export function AdminNav({ links }: { links: NavLink[] }) {
  const current = currentAdminHref(usePathname(), links)
  return (
    // On a phone the menu takes a row of its own under the name and the controls, instead of a narrow column.
    <nav aria-label="Admin" className="order-last flex w-full flex-wrap gap-1 md:order-none md:w-auto md:flex-1">
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          aria-current={link.href === current ? 'page' : undefined}
          className={buttonClasses({
            variant: 'ghost',
            size: 'sm',
            // Only a background: buttonClasses cannot override the variant's text colour (no tailwind-merge).
            className: clsx(link.href === current && 'bg-slate-900/5 dark:bg-white/10'),
          })}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  )
}
