import Link from 'next/link'
import { UNASSIGNED } from '@/lib/admin/submission-filter'
import type { AdminAccount } from '@/lib/db/queries/admin-users'
import type { PipelineCounts } from '@/lib/db/queries/pipeline'
import { statusOptions } from '@/lib/pipeline/view'
import { card, muted, sectionTitle, textLink } from './styles'

const cell = 'block h-full rounded-xl border border-slate-200 px-3 py-2 hover:border-indigo-500 dark:border-slate-800'

function CountLink({ href, label, count, testId }: { href: string; label: string; count: number; testId: string }) {
  return (
    <li>
      <Link href={href} className={cell}>
        <span className="block break-words text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</span>
        <span className="mt-0.5 block text-xl font-bold text-slate-900 dark:text-slate-50" data-testid={testId}>
          {count.toLocaleString('en-US')}
        </span>
      </Link>
    </li>
  )
}

/** Applications per status and per assignee; each count filters the table below to those. */
export function PipelineSummary({ counts, accounts }: { counts: PipelineCounts; accounts: AdminAccount[] }) {
  // Disabled accounts appear only while they still hold applications.
  const people = accounts.filter((a) => !a.disabled || counts.byAssignee.has(a.id))
  return (
    <section className={card} aria-labelledby="pipeline-summary-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="pipeline-summary-title" className={sectionTitle}>
          Applications in the pipeline
        </h2>
        <Link href="/admin/pipeline" className={textLink}>
          Open the board
        </Link>
      </div>
      {counts.total === 0 ? (
        <p className={`${muted} mt-2`}>No applications yet.</p>
      ) : (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-800 dark:text-slate-200">By status</h3>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-label="Applications per status">
            {statusOptions().map((s) => (
              <CountLink key={s.value} href={`/admin?status=${s.value}#submissions`} label={s.label} count={counts.byStatus[s.value]} testId={`status-count-${s.value}`} />
            ))}
          </ul>
          <h3 className="mt-4 text-sm font-semibold text-slate-800 dark:text-slate-200">By assignee</h3>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-label="Applications per assignee">
            <CountLink href={`/admin?assignee=${UNASSIGNED}#submissions`} label="Nobody" count={counts.byAssignee.get(null) ?? 0} testId="assignee-count-none" />
            {people.map((a) => (
              <CountLink key={a.id} href={`/admin?assignee=${a.id}#submissions`} label={a.name} count={counts.byAssignee.get(a.id) ?? 0} testId={`assignee-count-${a.id}`} />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
