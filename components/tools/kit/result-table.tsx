import type { ReactNode } from 'react'

// Apart from CalculatorResult: only the planners with month-by-month figures draw a table, and a module's unused
// exports still travel in every page that imports it.

type Row = { key: string; header: ReactNode; cells: readonly { value: ReactNode; className?: string }[] }

/**
 * A table of figures under a calculator's results: a labelled region that scrolls on its own (keyboard-reachable),
 * the first column naming each row. `tall` caps its height and keeps the column heads in view.
 */
export function ResultTable({ label, caption, head, rows, minWidth, tall = false }: { label: string; caption: string; head: readonly string[]; rows: readonly Row[]; minWidth: 'min-w-[30rem]' | 'min-w-[36rem]'; tall?: boolean }) {
  return (
    <div className={`${tall ? 'max-h-[28rem] overflow-auto' : 'overflow-x-auto'} rounded-2xl border border-slate-200 dark:border-slate-800`} tabIndex={0} role="region" aria-label={label}>
      <table className={`w-full ${minWidth} text-right text-sm tabular-nums`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`${tall ? 'sticky top-0 ' : ''}bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300`}>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold first:text-left">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-3 py-1.5 text-left font-medium">
                {row.header}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className={cell.className ? `px-3 py-1.5 ${cell.className}` : 'px-3 py-1.5'}>
                  {cell.value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
