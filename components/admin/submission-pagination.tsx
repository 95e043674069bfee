import Link from 'next/link'
import { filterQuery, type SubmissionFilter } from '@/lib/admin/submission-filter'
import { muted, pageButton } from './styles'

/**
 * Newer/older links that keep the filter in the URL, and the two ends: the newest page, and the oldest when the count
 * is exact (a capped count has no known last page). Reading the oldest page is cheap at any size
 * (lib/db/queries/submissions-admin.ts reads the older half of the list from its oldest end).
 */
export function SubmissionPagination({
  filter,
  page,
  pageCount,
  total,
  atLeast = false,
}: {
  filter: SubmissionFilter
  page: number
  pageCount: number
  total: number
  /** The count stopped at `total` (lib/db/queries/submissions-admin.ts SUBMISSIONS_COUNT_CAP): there are more. */
  atLeast?: boolean
}) {
  const href = (p: number) => `/admin${filterQuery({ ...filter, page: p })}#submissions`
  return (
    <nav aria-label="Submission pages" className="mt-4 flex flex-wrap items-center justify-between gap-4">
      <div className="flex gap-2">
        {page > 2 && (
          <Link href={href(1)} className={pageButton} aria-label="Newest page">
            ⇤ Newest
          </Link>
        )}
        {page > 1 && (
          <Link href={href(page - 1)} className={pageButton} rel="prev">
            ← Newer
          </Link>
        )}
      </div>
      <p className={muted}>
        Page {page.toLocaleString('en-US')} of {pageCount.toLocaleString('en-US')}
        {atLeast ? '+' : ''} · {total.toLocaleString('en-US')}
        {atLeast ? '+ submissions' : total === 1 ? ' submission' : ' submissions'}
      </p>
      <div className="flex gap-2">
        {page < pageCount && (
          <Link href={href(page + 1)} className={pageButton} rel="next">
            Older →
          </Link>
        )}
        {!atLeast && page < pageCount - 1 && (
          <Link href={href(pageCount)} className={pageButton} aria-label="Oldest page">
            Oldest ⇥
          </Link>
        )}
      </div>
    </nav>
  )
}
