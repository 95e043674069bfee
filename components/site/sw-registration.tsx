'use client'

import { useEffect } from 'react'
import { whenIdleAfterLoad } from './when-idle'

/** Waits for 'load' and then for an idle moment, so registering (and the precache it starts) never competes with the first paint. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const register = () => {
      // updateViaCache 'none': the browser asks the server for a new worker on every check, never its HTTP cache.
      navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
        // Offline support is an extra; a failed registration must not surface as a page error.
      })
    }
    return whenIdleAfterLoad(register, { timeout: 5_000, fallbackDelay: 1_000 })
  }, [])
  return null
}
