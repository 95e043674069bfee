import type { ReactNode } from 'react'
import { cn } from './cn'

/** An h2 with an optional eyebrow and lead; `id` lets the enclosing section use it as its label. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'start',
  className,
}: {
  id: string
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  align?: 'start' | 'center'
  className?: string
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{eyebrow}</p> : null}
      <h2 id={id} className={cn('text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white', eyebrow && 'mt-3')}>
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg leading-8 text-pretty text-slate-600 dark:text-slate-300">{lead}</p> : null}
    </div>
  )
}
