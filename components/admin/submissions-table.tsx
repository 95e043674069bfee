import Link from 'next/link'
import { submissionColumns } from '@/lib/admin/csv'
import { transcriptLine } from '@/lib/admin/transcript-view'
import type { SubmissionRow } from '@/lib/db/queries/submissions-admin'
import { applicationColumns, nameOf, statusLabel } from '@/lib/pipeline/view'
import { formTypeName } from '@/lib/forms/types'
import { formatUtc, preview } from './format'
import { td, textLink, th } from './styles'

type Props = {
  rows: SubmissionRow[]
  caption: string
  /** Account names by id, for the Assignee column. */
  names: ReadonlyMap<string, string>
  /** Every row is an application: show company, stage, sector and amount instead of the generic columns. */
  applications: boolean
}

const APPLICATION_HEADINGS = ['Date', 'Reference', 'Company', 'Founder', 'Stage', 'Sector', 'Amount', 'Status', 'Assignee']
const MIXED_HEADINGS = ['Date', 'Reference', 'Type', 'Name', 'Email', 'Message', 'Status', 'Assignee']

/**
 * Submissions as a table. Every submitted value is rendered as React text (escaped), so markup in a message is
 * shown, never run. Status and assignee are an application's; other types show a dash.
 */
export function SubmissionsTable({ rows, caption, names, applications }: Props) {
  const headings = applications ? APPLICATION_HEADINGS : MIXED_HEADINGS
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.id} data-testid="submission-row">
              <td className={`${td} whitespace-nowrap`}>
                <Link href={`/admin/submissions/${row.id}`} className={textLink}>
                  {formatUtc(row.createdAt)}
                </Link>
              </td>
              <td className={`${td} font-mono whitespace-nowrap`} data-testid="row-reference">
                {row.reference}
              </td>
              {applications ? <ApplicationCells row={row} /> : <MixedCells row={row} />}
              <td className={`${td} whitespace-nowrap`} data-testid="row-status">
                {row.status ? statusLabel(row.status) : '—'}
              </td>
              <td className={td}>{row.status ? nameOf(row.assigneeId, names) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ApplicationCells({ row }: { row: SubmissionRow }) {
  const a = applicationColumns(row.data)
  return (
    <>
      <td className={td}>{preview(a.company, 40)}</td>
      <td className={td}>{preview(a.founder, 40)}</td>
      <td className={`${td} whitespace-nowrap`}>{a.stage}</td>
      <td className={td}>{a.sector}</td>
      <td className={td}>{preview(a.amount, 24)}</td>
    </>
  )
}

function MixedCells({ row }: { row: SubmissionRow }) {
  const c = submissionColumns(row.data)
  return (
    <>
      <td className={`${td} whitespace-nowrap`}>{formTypeName(row.formType)}</td>
      <td className={td}>{preview(c.name || c.company, 40)}</td>
      <td className={`${td} break-all`}>{preview(c.email, 48)}</td>
      <td className={`${td} max-w-md`}>{preview(c.message || (row.formType === 'chat' ? transcriptLine(row.data) : ''))}</td>
    </>
  )
}
