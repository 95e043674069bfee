import Link from 'next/link'
import type { TypeCounts } from '@/lib/db/queries/submissions-admin'
import { FORM_TYPE_NAMES, FORM_TYPES } from '@/lib/forms/types'

/** A card for the total and one per form type; each type card filters the table to that type. */
export function SubmissionCards({ counts }: { counts: TypeCounts }) {
  const cell = 'block h-full rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900'
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Submissions per type">
      <li className={`${cell} border-indigo-300 dark:border-indigo-800`}>
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">Total</p>
        <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-50" data-testid="count-total">
          {counts.total.toLocaleString('en-US')}
        </p>
      </li>
      {FORM_TYPES.map((t) => (
        <li key={t}>
          <Link href={`/admin?type=${t}#submissions`} className={`${cell} hover:border-indigo-500`}>
            <p className="break-words text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{FORM_TYPE_NAMES[t]}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-50" data-testid={`count-${t}`}>
              {counts.byType[t].toLocaleString('en-US')}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  )
}
