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
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className={cn('section-title', eyebrow && 'mt-3')}>
        {title}
      </h2>
      {lead ? <p className="section-lead mt-4">{lead}</p> : null}
    </div>
  )
}
