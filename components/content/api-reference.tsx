import type { ApiField } from '@/lib/forms/api-doc'

function limits(f: ApiField): string {
  const unit = f.kind.startsWith('array') ? 'items' : 'characters'
  if (f.min !== undefined && f.min > 1 && f.max !== undefined) return `${f.min}–${f.max} ${unit}`
  if (f.max !== undefined) return `up to ${f.max} ${unit}`
  return ''
}

/** One form type's fields as a table, read from the schemas (lib/forms/api-doc.ts). */
export function ApiFieldTable({ type, fields }: { type: string; fields: ApiField[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800" tabIndex={0} role="region" aria-label={`Fields of ${type}`}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Fields of the {type} form</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {['Field', 'Type', 'Required', 'Rules'].map((h) => (
              <th key={h} scope="col" className="px-4 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {fields.map((f) => (
            <tr key={f.name}>
              <th scope="row" className="px-4 py-2 font-mono text-xs font-semibold">
                {f.name}
              </th>
              <td className="px-4 py-2">{f.kind}</td>
              <td className="px-4 py-2">{f.required ? 'Yes' : 'No'}</td>
              <td className="px-4 py-2">
                {[limits(f), f.values ? `one of: ${f.values.join(', ')}` : ''].filter(Boolean).join('; ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
