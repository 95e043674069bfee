import Link from 'next/link'
import { filterQuery, type SubmissionFilter } from '@/lib/admin/submission-filter'
import { muted, pageButton } from './styles'

/** Previous/next links that keep the filter in the URL. */
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
    <nav aria-label="Submission pages" className="mt-4 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} className={pageButton} rel="prev">
          ← Newer
        </Link>
      ) : (
        <span />
      )}
      <p className={muted}>
        Page {page} of {atLeast ? `${pageCount}+` : pageCount} · {total.toLocaleString('en-US')}
        {atLeast ? '+ submissions' : total === 1 ? ' submission' : ' submissions'}
      </p>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={pageButton} rel="next">
          Older →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
