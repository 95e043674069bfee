import type { ReactNode } from 'react'
import { cn } from './cn'

/** A bordered surface for list items; render it as an <li> inside a list, or an <article>/<div> elsewhere. */
export function Card({ as: Tag = 'div', className, children, id }: { as?: 'div' | 'li' | 'article'; className?: string; children: ReactNode; id?: string }) {
  return (
    // No id attribute at all when none is given: an undefined prop still travels in the RSC payload ("$undefined").
    <Tag
      {...(id ? { id } : {})}
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

/**
 * A check-marked list for deliverables and checklists. The check mark is drawn by CSS (.check-list in
 * app/globals.css): as an inline <svg> per item it stood in the markup and again in the RSC payload (~16 times on
 * /services, ~10 kB).
 */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('check-list space-y-3', className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
