import { ChevronRight } from '@/components/ui/icons'
import Link from 'next/link'
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
    <header className="border-b border-slate-200 bg-linear-to-b from-indigo-50/70 to-white dark:border-slate-800 dark:from-indigo-950/30 dark:to-slate-950">
      <JsonLdScript data={breadcrumbJsonLd(trail)} />
      <Container className="pt-10 pb-14 sm:pt-14 sm:pb-20">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
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
                    <Link href={crumb.path} className="rounded hover:text-slate-950 hover:underline dark:hover:text-white">
                      {crumb.name}
                    </Link>
                  )}
                </li>
              )
            })}
          </ol>
        </nav>
        <div className="mt-8 max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{eyebrow}</p> : null}
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance text-slate-950 sm:text-5xl dark:text-white">{title}</h1>
          <div className="mt-5 text-lg leading-8 text-pretty text-slate-600 dark:text-slate-300">{lead}</div>
          {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div> : null}
        </div>
      </Container>
    </header>
  )
}
