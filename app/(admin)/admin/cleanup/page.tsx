import type { Metadata } from 'next'
import Link from 'next/link'
import { CleanupForm } from '@/components/admin/cleanup-form'
import { formatUtc } from '@/components/admin/format'
import { card, input, label, muted, textLink } from '@/components/admin/styles'
import { buttonClasses } from '@/components/ui/button'
import { requirePermission } from '@/lib/auth/guard'
import { getDb } from '@/lib/db/client'
import { countBefore, cutoffFor, DEFAULT_RETENTION_DAYS } from '@/lib/db/queries/retention'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Clean up old data', robots: { index: false, follow: false } }

const MAX_DAYS = 36_500

function parseDays(raw: string | string[] | undefined): number | null {
  if (typeof raw !== 'string' || !/^\d{1,5}$/.test(raw)) return null
  const n = Number(raw)
  return n >= 1 && n <= MAX_DAYS ? n : null
}

/**
 * Two steps: a GET with ?days=N counts what would go (and changes nothing); the confirmation posts the cut-off it
 * counted against, so the deletion removes exactly the rows the admin saw counted.
 */
export default async function CleanupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermission('delete')
  const raw = (await searchParams).days
  const days = parseDays(raw)
  const counted = days ? await countBefore(await getDb(), cutoffFor(days)) : null
  const rows = counted ? counted.submissions + counted.analyticsEvents : 0

  return (
    <div className="max-w-2xl space-y-6">
      <p>
        <Link href="/admin" className={textLink}>
          ← Dashboard
        </Link>
      </p>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Delete submissions and analytics older than N days</h1>
        <p className={muted}>Keep only what the studio still needs. The default is {DEFAULT_RETENTION_DAYS} days.</p>
      </div>

      <form method="get" className={`${card} flex flex-wrap items-end gap-3`}>
        <div>
          <label htmlFor="cleanup-days" className={label}>
            Older than (days)
          </label>
          <input
            id="cleanup-days"
            name="days"
            type="number"
            min={1}
            max={MAX_DAYS}
            step={1}
            required
            defaultValue={days ?? DEFAULT_RETENTION_DAYS}
            className={`${input} mt-1 w-32`}
          />
        </div>
        <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Count rows
        </button>
        {raw !== undefined && days === null ? (
          <p role="alert" className="w-full text-sm font-medium text-rose-700 dark:text-rose-300">
            Enter a whole number of days from 1 to {MAX_DAYS.toLocaleString('en-US')}.
          </p>
        ) : null}
      </form>

      {counted && days ? (
        <section className={`${card} border-rose-200 dark:border-rose-900`} aria-labelledby="cleanup-confirm">
          <h2 id="cleanup-confirm" className="font-semibold text-slate-900 dark:text-slate-50">
            Confirm
          </h2>
          <p className="mt-2 text-sm text-slate-800 dark:text-slate-200" data-testid="cleanup-count">
            {counted.submissions.toLocaleString('en-US')} {counted.submissions === 1 ? 'submission' : 'submissions'} and{' '}
            {counted.analyticsEvents.toLocaleString('en-US')} analytics {counted.analyticsEvents === 1 ? 'event' : 'events'} were received before{' '}
            {formatUtc(counted.cutoff)} ({days} days ago) and will be permanently deleted, the submissions with their files and the e-mails sent
            about them (mail log and <code>.eml</code> copies).
          </p>
          {rows > 0 ? <CleanupForm days={days} cutoff={counted.cutoff.toISOString()} rows={rows} /> : <p className={`${muted} mt-2`}>Nothing to delete.</p>}
        </section>
      ) : null}
    </div>
  )
}
