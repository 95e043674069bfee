/**
 * Runs `callback` at the browser's first idle moment after the page has loaded, or after `timeoutMs` at the latest
 * (browsers without requestIdleCallback: straight after load). Returns a cancel, for an effect's clean-up.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  let cancelScheduled = () => {}
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(callback, { timeout: timeoutMs })
      cancelScheduled = () => cancelIdleCallback(handle)
    } else {
      const handle = window.setTimeout(callback, 1)
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
