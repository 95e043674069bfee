import type { Metadata } from 'next'
import { BackLink } from '@/components/admin/back-link'
import { formatUtc, plural } from '@/components/admin/format'
import { SET_ASIDE_DOWNLOAD } from '@/components/admin/set-aside-notice'
import { card, muted } from '@/components/admin/styles'
import { buttonClasses } from '@/components/ui/button'
import { requirePermission } from '@/lib/auth/guard'
import { readSetAside } from '@/lib/forms/server/set-aside'
import { formTypeName } from '@/lib/forms/types'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Set-aside submissions', robots: { index: false, follow: false } }

/** Submissions the database refused for good, newest first, each with the database's reason and its data as sent. */
export default async function SetAsidePage() {
  await requirePermission('submissions')
  const { entries, unreadableLines } = await readSetAside()

  return (
    <div className="space-y-6">
      <BackLink href="/admin" label="Dashboard" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">Set-aside submissions</h1>
          <p className={muted}>
            Received, but refused for good by the database, so they are not on the dashboard or in the CSV export. Read each
            one here or download the file; contact the sender if something needs doing.
          </p>
        </div>
        <a href={SET_ASIDE_DOWNLOAD} className={buttonClasses({ variant: 'secondary', size: 'sm' })} download>
          Download (JSON lines)
        </a>
      </div>
      {unreadableLines > 0 ? (
        <p role="status" className={muted}>
          {plural(unreadableLines, 'line')} of the file could not be read; the download has it as it is.
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className={muted}>Nothing has been set aside.</p>
      ) : (
        <ol className="space-y-4" data-testid="set-aside-list">
          {entries.map((e) => (
            <li key={`${e.id}-${e.rejectedAt}`} className={card}>
              <p className="text-sm font-medium text-slate-900 dark:text-slate-50">
                {formTypeName(e.formType)} · received {formatUtc(new Date(e.createdAt))} · set aside {formatUtc(new Date(e.rejectedAt))}
              </p>
              <p className={muted}>
                id <span className="font-mono">{e.id}</span> · reason: {e.reason}
              </p>
              {/* JSON.stringify writes a lone surrogate as \udXXX, so the data shows exactly as it was sent. */}
              <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs text-slate-800 dark:bg-slate-950 dark:text-slate-200" tabIndex={0}>
                {JSON.stringify({ data: e.data, metadata: e.metadata }, null, 2)}
              </pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
