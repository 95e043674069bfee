import type { ProviderRow } from '@/lib/admin/provider-rows'
import { ProviderTestButton } from './provider-forms'
import { td, th } from './styles'

const COLUMNS = ['Provider and models', 'Configured', 'Available', 'Latency', 'Priority', 'Requests / min', 'Last error', 'Test'] as const

function YesNo({ value, good }: { value: boolean; good: string }) {
  // Words, not colour alone: the colour only repeats what the text says.
  return <span className={value ? 'font-medium text-emerald-700 dark:text-emerald-300' : 'text-slate-600 dark:text-slate-400'}>{value ? good : 'No'}</span>
}

/** The providers by effective priority, best first; the table scrolls sideways on narrow screens. */
export function ProvidersTable({ rows }: { rows: ProviderRow[] }) {
  return (
    <div role="region" aria-label="Providers" className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800" data-testid="providers-table">
        <caption className="sr-only">Language-model providers, by effective priority, highest first</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={`${th} whitespace-nowrap ${c === COLUMNS[0] ? 'sticky left-0 z-10 bg-slate-50 dark:bg-slate-900' : ''}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((r) => (
            <tr key={r.id} data-testid={`provider-row-${r.id}`}>
              {/* Sticky, so the provider stays in view when the table scrolls sideways (e.g. to a Test button). */}
              <th scope="row" className={`${td} sticky left-0 z-10 min-w-48 max-w-60 bg-white text-left font-normal dark:bg-slate-950`}>
                <span className="block font-semibold text-slate-900 dark:text-slate-50">{r.name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {r.type}
                  {r.customBaseUrl ? ', custom base URL' : ''}
                </span>
                <span className="mt-1 block text-xs break-words text-slate-600 dark:text-slate-400" data-testid="models">
                  {r.models}
                </span>
              </th>
              <td className={td} data-testid="configured">
                <YesNo value={r.configured} good="Yes" />
              </td>
              <td className={td} data-testid="available">
                <YesNo value={r.available} good="Yes" />
                {r.cooling ? (
                  <span className="mt-1 block text-xs whitespace-nowrap text-slate-600 dark:text-slate-400" data-testid="cooling">
                    {r.cooling}
                  </span>
                ) : null}
              </td>
              <td className={`${td} whitespace-nowrap`} data-testid="latency">
                {r.latency}
              </td>
              <td className={`${td} min-w-28`} data-testid="priority">
                <span className="block font-semibold">{r.priority}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{r.priorityNote}</span>
              </td>
              <td className={`${td} whitespace-nowrap`} data-testid="requests">
                {r.requests}
              </td>
              <td className={`${td} max-w-64 text-xs break-words`} data-testid="last-error">
                {r.lastError ?? '—'}
              </td>
              <td className={td}>
                <ProviderTestButton id={r.id} name={r.name} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
