import type { ReactNode } from 'react'
import { cn } from './cn'

/** The page's horizontal frame, matching the header and footer widths (.frame in app/globals.css). */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('frame', className)}>{children}</div>
}

/**
 * Skips style, layout and paint of a band until it nears the viewport: on a phone most bands start below the fold,
 * and the first layout of the whole home page was the longest task before first paint (~50–100 ms observed on the
 * bench VM, ×4 under Lighthouse's CPU throttling). `auto` in contain-intrinsic-size keeps the real height once a band
 * has been rendered, so the scrollbar settles. Note: the band also gets layout and paint containment (it becomes
 * the containing block of fixed descendants and clips overflow), so nothing fixed or overflowing may live inside.
 */
export const DEFER_RENDER = '[content-visibility:auto] [contain-intrinsic-size:auto_50rem]'

/** A page band: a section labelled by its heading, with consistent vertical rhythm. */
export function Section({
  id,
  labelledBy,
  tone = 'plain',
  className,
  children,
}: {
  id?: string
  labelledBy: string
  tone?: 'plain' | 'muted'
  className?: string
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      // .band is DEFER_RENDER plus the vertical rhythm (app/globals.css), as a short name for the markup.
      className={cn('band', tone === 'muted' && 'band-muted', className)}
    >
      <Container>{children}</Container>
    </section>
  )
}
