import { ExternalLink } from 'lucide-react'
import Link from 'next/link'
import { sectorSlug, type PortfolioCompany, type Sector } from '@/config/portfolio'

const CHIP = 'rounded-full px-4 py-2 text-sm'
const ACTIVE = `${CHIP} bg-indigo-600 font-semibold text-white shadow-sm`
const IDLE = `${CHIP} border border-slate-300 bg-white font-medium text-slate-800 hover:border-indigo-400 hover:text-indigo-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-indigo-400 dark:hover:text-indigo-200`

/**
 * The sector filter and the company cards. The filter is the address (?sector=bio-ai): each option is a link, so a
 * filtered list can be shared, the back and forward buttons step through filters, and it works without JavaScript.
 */
export function PortfolioFilter({ companies, sectors, selected }: { companies: readonly PortfolioCompany[]; sectors: readonly Sector[]; selected?: Sector }) {
  const shown = selected ? companies.filter((c) => c.sector === selected) : companies
  const options: { value?: Sector; href: string; count: number }[] = [
    { href: '/portfolio', count: companies.length },
    ...sectors.map((s) => ({ value: s, href: `/portfolio?sector=${sectorSlug(s)}`, count: companies.filter((c) => c.sector === s).length })),
  ]

  return (
    <div>
      <nav aria-label="Filter companies by sector">
        <ul className="flex flex-wrap gap-2">
          {options.map(({ value, href, count }) => {
            const active = value === selected
            return (
              <li key={href}>
                {/* scroll={false}: the list changes under the filter; the page stays where the visitor is. */}
                <Link href={href} scroll={false} aria-current={active ? 'true' : undefined} className={`inline-block ${active ? ACTIVE : IDLE}`}>
                  {value ?? 'All sectors'} <span className={active ? 'text-indigo-100' : 'text-slate-600 dark:text-slate-300'}>({count})</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <p aria-live="polite" className="mt-4 text-sm text-slate-600 dark:text-slate-300" data-testid="portfolio-count">
        Showing {shown.length} of {companies.length} companies{selected ? ` in ${selected}` : ''}.
      </p>

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((company) => {
          const host = new URL(company.url).host
          return (
            <li
              key={company.name}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-start justify-between gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 flex-none items-center justify-center rounded-xl bg-slate-900 text-base font-semibold text-white dark:bg-indigo-500/20 dark:text-indigo-100"
                >
                  {company.name.charAt(0)}
                </span>
                <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  {company.stage}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-950 dark:text-white">{company.name}</h3>
              <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{company.sector}</p>
              <p className="mt-3 flex-1 text-sm leading-6 text-slate-600 dark:text-slate-300">{company.description}</p>
              <div className="mt-5 flex items-center justify-between border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
                <span className="text-slate-600 dark:text-slate-300">Since {company.since}</span>
                <a
                  href={company.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {host}
                  <span className="sr-only"> ({company.name} website, opens in a new tab)</span>
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
