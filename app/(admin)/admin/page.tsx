import type { Metadata } from 'next'
import Link from 'next/link'
import { BarChart } from '@/components/charts/bar-chart'
import { chartSummary } from '@/components/charts/scale'
import { formatUtc, preview } from '@/components/admin/format'
import { PipelineSummary } from '@/components/admin/pipeline-summary'
import { DeckStorageNotice } from '@/components/admin/deck-storage-notice'
import { SectionsDashboard } from '@/components/admin/sections-dashboard'
import { SetAsideNotice } from '@/components/admin/set-aside-notice'
import { SubmissionCards } from '@/components/admin/submission-cards'
import { SubmissionFilterForm } from '@/components/admin/submission-filter-form'
import { SubmissionPagination } from '@/components/admin/submission-pagination'
import { SubmissionsTable } from '@/components/admin/submissions-table'
import { card, muted, sectionTitle, textLink } from '@/components/admin/styles'
import { buttonClasses } from '@/components/ui/button'
import { submissionColumns } from '@/lib/admin/csv'
import { applicationsOnly, filterQuery, isFiltered, parseSubmissionFilter } from '@/lib/admin/submission-filter'
import { requireAdmin } from '@/lib/auth/guard'
import { can } from '@/lib/auth/permissions'
import { getDb } from '@/lib/db/client'
import { listAdminAccounts } from '@/lib/db/queries/admin-users'
import { pipelineCounts } from '@/lib/db/queries/pipeline'
import { deckStorage } from '@/lib/files/upload-slots'
import { readSetAside } from '@/lib/forms/server/set-aside'
import { formTypeName } from '@/lib/forms/types'
import { CHART_DAYS, countByType, dailyCounts, listSubmissions, recentSubmissions, SUBMISSIONS_COUNT_CAP } from '@/lib/db/queries/submissions-admin'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Dashboard', robots: { index: false, follow: false } }

type Search = Record<string, string | string[] | undefined>

export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<Search> }) {
  const session = await requireAdmin()
  // An account that does not work on submissions (an editor) gets its sections, and no submission data is read.
  if (!can(session.role, 'submissions')) return <SectionsDashboard role={session.role} />
  const search = await searchParams
  const { page, ...filter } = parseSubmissionFilter(search)
  const db = await getDb()
  const counts = await countByType(db)
  const [days, recent, result, setAside, pipeline, accounts, decks] = await Promise.all([
    dailyCounts(db),
    recentSubmissions(db),
    listSubmissions(db, filter, { page, knownTotal: isFiltered(filter) ? undefined : counts.total, countCap: SUBMISSIONS_COUNT_CAP }),
    readSetAside(),
    pipelineCounts(db),
    listAdminAccounts(db),
    deckStorage(db),
  ])
  const names = new Map(accounts.map((a) => [a.id, a.name]))
  // Assignees are the accounts that work on submissions (never an editor), and any an old filter names.
  const assignees = accounts.filter((a) => (!a.disabled && can(a.role, 'submissions')) || a.id === filter.assignee)
  const labels = days.map((d) => d.day)
  const perDay = days.map((d) => d.count)

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Dashboard</h1>
          <p className={muted}>Applications, messages and sign-ups from the studio&apos;s visitors. Times are UTC.</p>
        </div>
        {can(session.role, 'delete') ? (
          <Link href="/admin/cleanup" className={textLink}>
            Clean up old data
          </Link>
        ) : null}
      </div>

      {search.deleted === '1' ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          Submission deleted.
        </p>
      ) : null}

      <SetAsideNotice count={setAside.entries.length + setAside.unreadableLines} />

      <DeckStorageNotice storage={decks} />

      <SubmissionCards counts={counts} />

      <PipelineSummary counts={pipeline} accounts={accounts.filter((a) => can(a.role, 'submissions') || pipeline.byAssignee.has(a.id))} />

      <section className={card} aria-labelledby="chart-title">
        <h2 id="chart-title" className={sectionTitle}>
          Submissions, last {CHART_DAYS} days
        </h2>
        <div className="mt-4">
          <BarChart
            labels={labels}
            series={[{ name: 'Submissions', values: perDay }]}
            summary={chartSummary(`Submissions per day over the last ${CHART_DAYS} days`, labels, perDay)}
            caption={`Submissions per day (UTC), ${labels[0]} to ${labels.at(-1)}`}
          />
        </div>
      </section>

      <section className={card} aria-labelledby="recent-title">
        <h2 id="recent-title" className={sectionTitle}>
          Most recent
        </h2>
        {recent.length === 0 ? (
          <p className={`${muted} mt-2`}>No submissions yet. Applications, messages and sign-ups will appear here.</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-100 dark:divide-slate-800" data-testid="recent-submissions">
            {recent.map((r) => {
              const c = submissionColumns(r.data)
              return (
                <li key={r.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
                  <Link href={`/admin/submissions/${r.id}`} className={textLink}>
                    {formatUtc(r.createdAt)}
                  </Link>
                  <span className="font-mono text-slate-700 dark:text-slate-300">{r.reference}</span>
                  <span className="font-medium text-slate-800 dark:text-slate-200">{formTypeName(r.formType)}</span>
                  <span className="text-slate-700 dark:text-slate-300">{preview(c.name || c.email, 40)}</span>
                  <span className="min-w-0 flex-1 truncate text-slate-600 dark:text-slate-400">{preview(c.message, 100)}</span>
                </li>
              )
            })}
          </ol>
        )}
      </section>

      <section id="submissions" className={card} aria-labelledby="submissions-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="submissions-title" className={sectionTitle}>
            Submissions
          </h2>
          {/* A plain link: the browser downloads the attachment; the filter travels in the query string. */}
          {can(session.role, 'export') ? (
            <a href={`/api/admin/export${filterQuery(filter)}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })} download>
              Export CSV
            </a>
          ) : null}
        </div>
        <div className="mt-4">
          <SubmissionFilterForm filter={filter} assignees={assignees} />
        </div>
        <div className="mt-6">
          {result.total > 0 ? (
            <>
              <SubmissionsTable
                rows={result.rows}
                caption={`Submissions, page ${result.page} of ${result.pageCount}, newest first`}
                names={names}
                applications={applicationsOnly(filter)}
              />
              <SubmissionPagination filter={filter} page={result.page} pageCount={result.pageCount} total={result.total} atLeast={result.atLeast} />
            </>
          ) : isFiltered(filter) ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
              <p className="font-semibold text-slate-900 dark:text-slate-50">No submissions match this filter.</p>
              <p className={`${muted} mt-1`}>
                Try other words or dates, or{' '}
                <Link href="/admin#submissions" className={textLink}>
                  show all submissions
                </Link>
                .
              </p>
            </div>
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
              <p className="font-semibold text-slate-900 dark:text-slate-50">No submissions yet.</p>
              <p className={`${muted} mt-1`}>When visitors apply, get in touch or subscribe, their submissions appear here.</p>
            </div>
          )}
        </div>
      </section>
    </div>
  )
}
