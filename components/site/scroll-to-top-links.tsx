'use client'

import type { MouseEvent, ReactNode } from 'react'

/**
 * Wraps the footer's link lists: after following an internal link the page scrolls smoothly to the top (100 ms later,
 * once the new route has rendered). Links to an anchor are left alone, as scrolling would undo the jump.
 */
export function ScrollToTopLinks({ children, className }: { children: ReactNode; className?: string }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // Not event.defaultPrevented: next/link prevents the default itself to navigate on the client.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = event.target instanceof Element ? event.target.closest('a') : null
    if (!anchor || anchor.target === '_blank') return
    const url = new URL(anchor.href, window.location.href)
    if (url.origin !== window.location.origin || url.hash) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.setTimeout(() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' }), 100)
  }
  return (
    // Delegated listener: the links themselves stay server-rendered and keyboard activation also fires click.
    <div onClick={onClick} className={className}>
      {children}
    </div>
  )
}
