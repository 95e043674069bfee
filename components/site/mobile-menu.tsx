'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { NavLink } from '@/config/nav'
import { buttonClasses } from '@/components/ui/button'
import { clsx } from 'clsx'
import { isCurrent } from './nav-links'

/**
 * The hamburger menu below the lg breakpoint. A disclosure, not a modal: the panel follows the button in the tab
 * order, Escape closes it and returns focus to the button, following a link closes it. `icons`: the button's open and
 * close drawings, rendered by the server (sprite icons), so lucide's components stay out of every page's JavaScript.
 */
export function MobileMenu({ links, apply, icons }: { links: NavLink[]; apply: NavLink; icons: { open: ReactNode; close: ReactNode } }) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const pathname = usePathname()

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    // Past the breakpoint the panel is hidden by CSS; close it so it is not open when the window shrinks again.
    const wide = window.matchMedia('(min-width: 64rem)')
    const onWide = () => wide.matches && setOpen(false)
    document.addEventListener('keydown', onKeyDown)
    wide.addEventListener('change', onWide)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      wide.removeEventListener('change', onWide)
    }
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((v) => !v)}
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        {open ? icons.close : icons.open}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 top-[calc(var(--banner-h)+var(--header-h))] bottom-0 overflow-y-auto border-t border-slate-200 bg-white px-4 pt-4 pb-10 dark:border-slate-800 dark:bg-slate-950"
      >
        {/* The links are rendered only while the menu is open: every page's HTML used to carry them hidden. */}
        {open && (
          <nav aria-label="Mobile">
            <ul className="mx-auto flex max-w-lg flex-col gap-1">
              {links.map((link) => {
                const current = isCurrent(pathname, link.href)
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      prefetch={link.prefetch}
                      aria-current={current ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                      className={clsx(
                        'block rounded-xl px-4 py-3 text-lg font-medium transition-colors',
                        current
                          ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
                          : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-900',
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                )
              })}
            </ul>
            <div className="mx-auto mt-6 max-w-lg px-4">
              <Link href={apply.href} prefetch={apply.prefetch} onClick={() => setOpen(false)} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
                {apply.label}
              </Link>
            </div>
          </nav>
        )}
      </div>
    </div>
  )
}
