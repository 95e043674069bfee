import type { Metadata } from 'next'
import { BarChart } from '@/components/charts/bar-chart'
import { chartSummary } from '@/components/charts/scale'
import { card, muted, sectionTitle, td, th } from '@/components/admin/styles'
import { EVENT_TYPES } from '@/lib/analytics/events'
import { requirePermission } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { ANALYTICS_DAYS, eventsPerDay, topClicks, topPages } from '@/lib/db/queries/analytics-summary'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Analytics', robots: { index: false, follow: false } }

const TYPE_NAMES: Record<(typeof EVENT_TYPES)[number], string> = {
  page_view: 'Page views',
  click: 'Clicks',
  scroll: 'Scroll depth',
  resize: 'Resizes',
  error: 'Errors',
  web_vital: 'Web vitals',
}

export default async function AnalyticsPage() {
  await requirePermission('analytics')
  const db = await getDb()
  const [events, pages, clicks] = await Promise.all([eventsPerDay(db), topPages(db), topClicks(db)])
  const totals = events.days.map((_, i) => EVENT_TYPES.reduce((s, t) => s + (events.series[t][i] ?? 0), 0))
  const total = totals.reduce((a, b) => a + b, 0)

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Analytics</h1>
        <p className={muted}>
          First-party events from visitors who allowed analytics, last {ANALYTICS_DAYS} days (UTC).
        </p>
      </div>

      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Events per type">
        {EVENT_TYPES.map((t) => (
          <li key={t} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{TYPE_NAMES[t]}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-50">{events.totals[t].toLocaleString('en-US')}</p>
          </li>
        ))}
      </ul>

      <section className={card} aria-labelledby="events-title">
        <h2 id="events-title" className={sectionTitle}>
          Events per day by type
        </h2>
        <div className="mt-4">
          {total === 0 ? (
            <p className={muted}>No analytics events in the last {ANALYTICS_DAYS} days.</p>
          ) : (
            <BarChart
              labels={events.days}
              series={EVENT_TYPES.map((t) => ({ name: TYPE_NAMES[t], values: events.series[t] }))}
              summary={chartSummary(`Analytics events per day over the last ${ANALYTICS_DAYS} days`, events.days, totals)}
              caption={`Analytics events per day and type (UTC), ${events.days[0]} to ${events.days.at(-1)}`}
            />
          )}
        </div>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section className={card} aria-labelledby="pages-title">
          <h2 id="pages-title" className={sectionTitle}>
            Top pages
          </h2>
          {pages.length === 0 ? (
            <p className={`${muted} mt-2`}>No page views yet.</p>
          ) : (
            <table className="mt-3 min-w-full">
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    Path
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Views
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {pages.map((p) => (
                  <tr key={p.path}>
                    <td className={`${td} font-mono break-all`}>{p.path}</td>
                    <td className={`${td} text-right tabular-nums`}>{p.views.toLocaleString('en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section className={card} aria-labelledby="clicks-title">
          <h2 id="clicks-title" className={sectionTitle}>
            Top clicked elements
          </h2>
          {clicks.length === 0 ? (
            <p className={`${muted} mt-2`}>No clicks yet.</p>
          ) : (
            <table className="mt-3 min-w-full">
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    Element
                  </th>
                  <th scope="col" className={th}>
                    Target
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Clicks
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {clicks.map((c) => (
                  <tr key={`${c.element}|${c.label}|${c.href ?? ''}`}>
                    <td className={td}>
                      {c.label || <span className="italic text-slate-500 dark:text-slate-400">(no label)</span>}{' '}
                      <span className="text-xs text-slate-500 dark:text-slate-400">{c.element}</span>
                    </td>
                    <td className={`${td} font-mono break-all`}>{c.href ?? '—'}</td>
                    <td className={`${td} text-right tabular-nums`}>{c.clicks.toLocaleString('en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </div>
  )
}
