'use client'

import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The on-screen width of an element (an SVG chart), for drawings whose coordinate system is as wide as they are on
 * screen: their 12 px labels stay 12 px on a phone (in a fixed 720-unit drawing they shrank to 5 px at 390 px wide).
 * `initial` is drawn until the element is measured — before the first paint for a chart rendered in the browser
 * only, at hydration for a server-rendered one — and the width is followed as the page resizes.
 */
export function useElementWidth<E extends Element>(initial: number) {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState(initial)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const measured = Math.round(el.getBoundingClientRect().width)
    if (measured > 0) setWidth(measured)
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0)
      if (w > 0) setWidth(w)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}
