import type { Metadata } from 'next'
import Link from 'next/link'
import { Fragment } from 'react'
import { z } from 'zod'
import { formatUtc } from '@/components/admin/format'
import { inputClasses } from '@/components/forms/form-kit'
import { buttonClasses } from '@/components/ui/button'
import { requirePermission } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { adminDisplayNames } from '@/lib/db/queries/admin-users'
import { listAuditEvents, type AuditFilter } from '@/lib/db/queries/audit-events'
import { AUDIT_CATEGORIES, AUDIT_OUTCOMES, AUDIT_SEVERITIES } from '@/lib/db/schema'

export const metadata: Metadata = { title: 'Audit log' }

// Unknown or malformed values are ignored rather than refused: a filter link should never break the page.
const querySchema = z.object({
  category: z.enum(AUDIT_CATEGORIES).optional().catch(undefined),
  severity: z.enum(AUDIT_SEVERITIES).optional().catch(undefined),
  outcome: z.enum(AUDIT_OUTCOMES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
})

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const FILTERS = [
  { name: 'category', label: 'Category', values: AUDIT_CATEGORIES },
  { name: 'severity', label: 'Severity', values: AUDIT_SEVERITIES },
  { name: 'outcome', label: 'Outcome', values: AUDIT_OUTCOMES },
] as const

/**
 * An event's details as JSON (searchable as written) that wraps between its fields: a break opportunity after each
 * comma, so a line ends where a field does instead of in the middle of a word (break-all did that).
 */
function DetailsJson({ details }: { details: Record<string, unknown> }) {
  const parts = JSON.stringify(details).split(/(?<=,)/)
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ))
}

export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePermission('audit')
  const raw = await searchParams
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined
  const query = querySchema.parse({ category: first(raw.category), severity: first(raw.severity), outcome: first(raw.outcome), page: first(raw.page) })
  const filter: AuditFilter = { category: query.category, severity: query.severity, outcome: query.outcome }
  const db = await getDb()
  const [result, names] = await Promise.all([listAuditEvents(db, filter, { page: query.page, pageSize: 50 }), adminDisplayNames(db)])

  const pageHref = (page: number) => {
    const params = new URLSearchParams()
    for (const [k, v] of Object.entries(filter)) if (v) params.set(k, v)
    if (page > 1) params.set('page', String(page))
    const qs = params.toString()
    return qs ? `/admin/audit?${qs}` : '/admin/audit'
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Audit log</h1>
      <form method="get" action="/admin/audit" className="flex flex-wrap items-end gap-4" aria-label="Filter events">
        {FILTERS.map((f) => (
          <div key={f.name} className="space-y-1">
            <label htmlFor={`filter-${f.name}`} className="block text-sm font-medium">
              {f.label}
            </label>
            <select id={`filter-${f.name}`} name={f.name} defaultValue={filter[f.name] ?? ''} className={inputClasses}>
              <option value="">All</option>
              {f.values.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
          Filter
        </button>
      </form>

      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="audit-total">
        {result.total} event{result.total === 1 ? '' : 's'}
      </p>
      {/* The table scrolls sideways on narrow screens; with no link inside, the wrapper itself must take focus so a
          keyboard user can scroll it (axe: scrollable-region-focusable). */}
      <div role="region" aria-label="Audit events" tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table className="min-w-full text-left text-sm" data-testid="audit-table">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-900 dark:text-slate-400">
            <tr>
              {['Time', 'Who', 'Action', 'Category', 'Severity', 'Outcome', 'IP address', 'Session', 'URL', 'Details'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {result.events.map((e) => (
              <tr key={e.id} className="align-top">
                <td className="px-3 py-2 whitespace-nowrap">{formatUtc(e.createdAt)}</td>
                {/* The account's name (an account deleted since shows its id); anonymous events have none. */}
                <td className="px-3 py-2 whitespace-nowrap" data-testid="audit-who">
                  {e.userId ? (names.get(e.userId) ?? e.userId) : '—'}
                </td>
                <td className="px-3 py-2 font-medium">
                  {e.action}
                  {/* An anonymous client's events of one minute share a row (lib/db/queries/audit-events.ts). */}
                  {e.occurrences > 1 && <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">×{e.occurrences}</span>}
                </td>
                <td className="px-3 py-2">{e.category}</td>
                <td className="px-3 py-2">{e.severity}</td>
                <td className="px-3 py-2">{e.outcome}</td>
                <td className="px-3 py-2 whitespace-nowrap">{e.ipAddress ?? '—'}</td>
                <td className="px-3 py-2 font-mono text-xs" title={e.sessionId ?? undefined}>
                  {e.sessionId ? e.sessionId.slice(0, 8) : '—'}
                </td>
                <td className="max-w-48 truncate px-3 py-2" title={e.url ?? undefined}>
                  {e.url ?? '—'}
                </td>
                <td className="max-w-80 min-w-48 px-3 py-2 font-mono text-xs wrap-anywhere" data-testid="audit-details">
                  {Object.keys(e.details).length ? <DetailsJson details={e.details} /> : '—'}
                </td>
              </tr>
            ))}
            {result.events.length === 0 && (
              <tr>
                <td colSpan={10} className="px-3 py-6 text-center text-slate-600 dark:text-slate-400">
                  No events match these filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {result.pageCount > 1 && (
        <nav aria-label="Audit log pages" className="flex items-center gap-4 text-sm">
          {result.page > 1 && <Link href={pageHref(result.page - 1)}>← Newer</Link>}
          <span>
            Page {result.page} of {result.pageCount}
          </span>
          {result.page < result.pageCount && <Link href={pageHref(result.page + 1)}>Older →</Link>}
        </nav>
      )}
    </div>
  )
}
