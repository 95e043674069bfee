'use client'

import { useSyncExternalStore, type ReactNode } from 'react'

const SCROLL_THRESHOLD = 10

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

const isScrolled = () => window.scrollY > SCROLL_THRESHOLD

/**
 * The fixed header: transparent at the top of the page, blurred and tinted once the page is scrolled more than 10 px.
 * The state sits in data-scrolled so CSS (and tests) can read it. While the mobile menu is open the header is
 * opaque too (the :has() rules), and unblurred: a backdrop-filter would become the containing block of the menu's
 * fixed panel.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const scrolled = useSyncExternalStore(subscribe, isScrolled, () => false)
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className="fixed inset-x-0 top-(--banner-h) z-40 h-(--header-h) border-b border-transparent transition-[background-color,border-color,backdrop-filter] duration-200 data-[scrolled=true]:border-slate-200/70 data-[scrolled=true]:bg-white/80 data-[scrolled=true]:not-has-[[aria-expanded=true]]:backdrop-blur-md has-[[aria-expanded=true]]:border-slate-200 has-[[aria-expanded=true]]:bg-white dark:data-[scrolled=true]:border-slate-800/80 dark:data-[scrolled=true]:bg-slate-950/80 dark:has-[[aria-expanded=true]]:border-slate-800 dark:has-[[aria-expanded=true]]:bg-slate-950 motion-reduce:transition-none"
    >
      {children}
    </header>
  )
}
