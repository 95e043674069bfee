import Link from 'next/link'
import { submissionColumns } from '@/lib/admin/csv'
import { transcriptLine } from '@/lib/admin/transcript-view'
import type { SubmissionRow } from '@/lib/db/queries/submissions-admin'
import { formTypeName } from '@/lib/forms/types'
import { formatUtc, preview } from './format'
import { td, textLink, th } from './styles'

/**
 * Submissions as a table. Every submitted value is rendered as React text (escaped), so markup in a message is
 * shown, never run (issue 5 item 10).
 */
export function SubmissionsTable({ rows, caption }: { rows: SubmissionRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className={th}>
              Date
            </th>
            <th scope="col" className={th}>
              Type
            </th>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Email
            </th>
            <th scope="col" className={th}>
              Message
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => {
            const c = submissionColumns(row.data)
            return (
              <tr key={row.id} data-testid="submission-row">
                <td className={`${td} whitespace-nowrap`}>
                  <Link href={`/admin/submissions/${row.id}`} className={textLink}>
                    {formatUtc(row.createdAt)}
                  </Link>
                </td>
                <td className={`${td} whitespace-nowrap`}>{formTypeName(row.formType)}</td>
                <td className={td}>{preview(c.name || c.company, 40)}</td>
                <td className={`${td} break-all`}>{preview(c.email, 48)}</td>
                <td className={`${td} max-w-md`}>{preview(c.message || (row.formType === 'chat' ? transcriptLine(row.data) : ''))}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
