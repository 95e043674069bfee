import type { ReactNode } from 'react'
import { cn } from './cn'

/** A bordered surface for list items; render it as an <li> inside a list, or an <article>/<div> elsewhere. */
export function Card({ as: Tag = 'div', className, children, id }: { as?: 'div' | 'li' | 'article'; className?: string; children: ReactNode; id?: string }) {
  return (
    <Tag
      id={id}
      className={cn('card', className)}
    >
      {children}
    </Tag>
  )
}

export function CardTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h3 className={cn('card-title', className)}>{children}</h3>
}

export function CardText({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn('card-text', className)}>{children}</p>
}

/** A small icon tile used at the top of cards. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <span className="icon-tile">
      {children}
    </span>
  )
}

/** A check-marked list for deliverables and checklists. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-6 text-slate-700 dark:text-slate-300">
          <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 size-5 flex-none fill-indigo-600 dark:fill-indigo-400">
            <path
              fillRule="evenodd"
              d="M16.704 4.153a.75.75 0 0 1 .143 1.052l-8 10.5a.75.75 0 0 1-1.127.075l-4.5-4.5a.75.75 0 0 1 1.06-1.06l3.894 3.893 7.48-9.817a.75.75 0 0 1 1.05-.143Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
