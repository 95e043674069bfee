/**
 * Runs `start` once the element is within `margin` of the screen (a CSS margin, as IntersectionObserver's
 * rootMargin), or at once where IntersectionObserver is missing: an old browser gets the part at once, as before.
 * Returns a cancel, which also cancels what `start` returned. Work below the fold waits for this so that it costs
 * the page's start-up nothing (the footer's newsletter form, the valuation calculator's charts).
 */
export function whenNear(element: Element, margin: string, start: () => (() => void) | void): () => void {
  let cancelStarted: () => void = () => {}
  const run = () => {
    cancelStarted = start() ?? (() => {})
  }
  if (typeof IntersectionObserver !== 'function') {
    run()
    return () => cancelStarted()
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      run()
    },
    { rootMargin: margin },
  )
  observer.observe(element)
  return () => {
    observer.disconnect()
    cancelStarted()
  }
}
