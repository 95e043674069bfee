'use client'

import { useEffect } from 'react'

/** Waits for 'load' and then for an idle moment, so registering (and the precache it starts) never competes with the first paint. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    let cancel = () => {}
    const register = () => {
      // updateViaCache 'none': the browser asks the server for a new worker on every check, never its HTTP cache.
      navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
        // Offline support is an extra; a failed registration must not surface as a page error.
      })
    }
    const whenIdle = () => {
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(register, { timeout: 5_000 })
        cancel = () => window.cancelIdleCallback(handle)
      } else {
        const handle = globalThis.setTimeout(register, 1_000)
        cancel = () => globalThis.clearTimeout(handle)
      }
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      cancel()
    }
  }, [])
  return null
}
