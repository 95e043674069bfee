import { ChevronRight } from '@/components/ui/icons'
import Link from 'next/link'
import { prefetchProp } from '@/components/ui/prefetch'
import type { ReactNode } from 'react'
import { JsonLdScript } from '@/components/seo/json-ld'
import { breadcrumbJsonLd } from '@/lib/seo'
import { Container } from './container'

export type Crumb = { name: string; path: string }

/**
 * The top of every inner page: breadcrumb navigation (visible, and as BreadcrumbList JSON-LD), the page's one h1,
 * a lead paragraph and optional actions. `trail` excludes Home; its last item is the current page.
 */
export function PageHeader({
  title,
  lead,
  eyebrow,
  trail,
  children,
}: {
  title: string
  lead: ReactNode
  eyebrow?: string
  trail: Crumb[]
  children?: ReactNode
}) {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, ...trail]
  return (
    <header className="page-header">
      <JsonLdScript data={breadcrumbJsonLd(trail)} />
      <Container className="pt-10 pb-14 sm:pt-14 sm:pb-20">
        <nav aria-label="Breadcrumb">
          <ol className="crumbs">
            {crumbs.map((crumb, i) => {
              const current = i === crumbs.length - 1
              return (
                <li key={crumb.path} className="flex items-center gap-1.5">
                  {i > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" /> : null}
                  {current ? (
                    <span aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
                      {crumb.name}
                    </span>
                  ) : (
                    // Home is not prefetched, as in the header's logo link (site-header.tsx): it is in view on every
                    // page, and the home page is the largest to prefetch.
                    <Link href={crumb.path} {...prefetchProp(crumb.path === '/' ? false : undefined)} className="crumb-link">
                      {crumb.name}
                    </Link>
                  )}
                </li>
              )
            })}
          </ol>
        </nav>
        <div className="mt-8 max-w-3xl">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 className="page-title">{title}</h1>
          <div className="page-lead">{lead}</div>
          {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div> : null}
        </div>
      </Container>
    </header>
  )
}
