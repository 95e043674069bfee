import type { ReactNode } from 'react'
import { th } from './styles'

/**
 * The admin's plain data table: a keyboard-scrollable region (it scrolls sideways on narrow screens), a caption for
 * screen readers and one header row; the caller gives the body rows.
 */
export function ScrollTable(props: { label: string; caption: string; columns: readonly string[]; testId: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={props.label} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800" data-testid={props.testId}>
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {props.columns.map((c) => (
              <th key={c} scope="col" className={`${th} whitespace-nowrap`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{props.children}</tbody>
      </table>
    </div>
  )
}
