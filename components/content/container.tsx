import type { ReactNode } from 'react'
import { cn } from './cn'

/** The page's horizontal frame, matching the header and footer widths. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>
}

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
      className={cn(
        'py-16 sm:py-20',
        tone === 'muted' && 'border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40',
        className,
      )}
    >
      <Container>{children}</Container>
    </section>
  )
}
