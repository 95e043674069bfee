'use client'

import type { ReactNode } from 'react'
import { ANNOUNCEMENT_DISMISSED, ANNOUNCEMENT_STORAGE_KEY } from './storage-keys'

/**
 * Hides the banner through the same <html> attribute the boot script sets, and remembers the choice. The icon comes
 * from the server (children), so no icon component travels in the page's JavaScript.
 */
export function AnnouncementDismiss({ children }: { children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label="Dismiss announcement"
      onClick={() => {
        try {
          window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, ANNOUNCEMENT_DISMISSED)
        } catch {
          // Storage blocked: the banner still goes away for this page view.
        }
        document.documentElement.dataset.bannerDismissed = '1'
        // The button disappears with the banner; keep keyboard users' focus somewhere meaningful.
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white/90 transition-colors hover:bg-white/15 hover:text-white [&_svg]:size-4"
    >
      {children}
    </button>
  )
}
