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
      className="header-frame"
    >
      {children}
    </header>
  )
}
