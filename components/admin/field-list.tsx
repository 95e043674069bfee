/**
 * Every field of a JSON object as a definition list. Values are React text — a string is shown as written (line
 * breaks kept), anything else as pretty-printed JSON in <pre> — so submitted markup is displayed, never run.
 */
export function FieldList({ values, empty }: { values: Record<string, unknown>; empty: string }) {
  const entries = Object.entries(values)
  if (entries.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>
  return (
    <dl className="divide-y divide-slate-100 dark:divide-slate-800">
      {entries.map(([key, value]) => (
        <div key={key} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-mono text-sm font-medium break-all text-slate-700 dark:text-slate-300">{key}</dt>
          <dd className="min-w-0 text-sm text-slate-900 dark:text-slate-100">
            {typeof value === 'string' ? (
              <p className="break-words whitespace-pre-wrap">{value}</p>
            ) : (
              <pre className="overflow-x-auto rounded-lg bg-slate-50 p-3 font-mono text-xs dark:bg-slate-950">{JSON.stringify(value, null, 2)}</pre>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
