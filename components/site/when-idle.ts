/**
 * Calls back at the first idle moment after the page has loaded (at the latest `timeout` ms after that moment was
 * asked for); where requestIdleCallback is missing, `fallbackDelay` ms after load. Returns a cancel.
 * Shared by the pieces that must never compete with the first paint: the service worker's registration and the
 * footer's newsletter form.
 */
export function whenIdleAfterLoad(callback: () => void, { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number }): () => void {
  let cancelScheduled = () => {}
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(callback, { timeout })
      cancelScheduled = () => cancelIdleCallback(handle)
    } else {
      const handle = window.setTimeout(callback, fallbackDelay)
      cancelScheduled = () => window.clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    cancelScheduled()
  }
}
