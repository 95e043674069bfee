import type { PerformanceRow } from '@/lib/admin/assistant-view'
import { ScrollTable } from './scroll-table'
import { td } from './styles'

const COLUMNS = ['Agent', 'Requests', 'Average time', 'Success rate', 'Errors', 'Last used', 'Popular questions'] as const

/** One row per agent, used or not; the table scrolls sideways on narrow screens. */
export function AssistantPerformanceTable({ rows }: { rows: PerformanceRow[] }) {
  return (
    <ScrollTable
      label="Agent performance"
      caption="Requests, response time, success rate and popular questions per agent since this server started"
      columns={COLUMNS}
      testId="agent-performance"
    >
      {rows.map((r) => (
        <tr key={r.agentId} data-testid={`agent-row-${r.agentId}`}>
          <th scope="row" className={`${td} min-w-44 text-left font-normal`}>
            <span className="block font-semibold text-slate-900 dark:text-slate-50">{r.name}</span>
            <code className="block text-xs text-slate-600 dark:text-slate-400">{r.agentId}</code>
          </th>
          <td className={td}>{r.requests}</td>
          <td className={`${td} whitespace-nowrap`}>{r.averageTime}</td>
          <td className={`${td} whitespace-nowrap`}>{r.successRate}</td>
          <td className={td}>{r.errors}</td>
          <td className={`${td} whitespace-nowrap`}>{r.lastUsed}</td>
          <td className={`${td} max-w-72 text-xs break-words`}>{r.popular}</td>
        </tr>
      ))}
    </ScrollTable>
  )
}
