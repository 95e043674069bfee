'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { isAdminUrl } from '@/lib/analytics/admin-paths'
import { analyticsAllowed, onConsentChange } from '@/lib/consent'

type Tracker = typeof import('@/lib/analytics/tracker')

/**
 * Starts the tracker only once the visitor has allowed analytics, and stops it if they withdraw. The tracker
 * itself is a separate chunk, so a visitor who never consents never downloads it.
 */
export function AnalyticsLoader() {
  const pathname = usePathname()
  const tracker = useRef<Tracker | null>(null)
  const lastPath = useRef<string | null>(null)

  useEffect(() => {
    let cancelled = false
    const apply = (allowed: boolean) => {
      if (!allowed) {
        tracker.current?.stop()
        delete document.documentElement.dataset.analytics
        return
      }
      void import('@/lib/analytics/tracker').then((t) => {
        if (cancelled || !analyticsAllowed()) return
        tracker.current = t
        t.start()
        // Observable state: tests (and anyone debugging) can tell when tracking has begun.
        document.documentElement.dataset.analytics = 'on'
        if (lastPath.current) t.pageView(lastPath.current)
      })
    }
    apply(analyticsAllowed())
    const off = onConsentChange((consent) => apply(consent?.analytics === true))
    return () => {
      cancelled = true
      off()
      // The site shell unmounts on an in-app navigation into the admin area: its listeners must not outlive it.
      tracker.current?.stop()
      tracker.current = null
      delete document.documentElement.dataset.analytics
    }
  }, [])

  useEffect(() => {
    lastPath.current = pathname
    if (isAdminUrl(pathname)) {
      tracker.current?.stop()
      return
    }
    if (!tracker.current || !analyticsAllowed()) return
    // Back from an admin page (stopped above): listen again. start() does nothing when already running.
    tracker.current.start()
    tracker.current.pageView(pathname)
  }, [pathname])

  return null
}
