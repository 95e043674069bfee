import { readableFields, type ReadableField } from '@/lib/forms/readable-fields'

/**
 * Every field of a JSON object as a definition list. Given the form type, a submission's fields come in form order
 * under their labels with readable values (lib/forms/readable-fields.ts); without one (metadata) the keys are shown
 * as stored. Values are React text — a string is shown as written (line breaks kept), anything else as pretty-printed
 * JSON in <pre> — so submitted markup is displayed, never run.
 */
export function FieldList({ values, formType, empty }: { values: Record<string, unknown>; formType?: string; empty: string }) {
  const fields: ReadableField[] = formType
    ? readableFields(formType, values)
    : Object.entries(values).map(([key, value]) => ({ key, label: key, ...(typeof value === 'string' ? { text: value } : { data: value }) }))
  if (fields.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>
  return (
    <dl className="divide-y divide-slate-100 dark:divide-slate-800">
      {fields.map((field) => (
        <div key={field.key} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4" data-field={field.key}>
          <dt className={`text-sm font-medium wrap-anywhere text-slate-700 dark:text-slate-300 ${formType ? '' : 'font-mono'}`}>{field.label}</dt>
          <dd className="min-w-0 text-sm text-slate-900 dark:text-slate-100">
            {'text' in field ? (
              <p className="break-words whitespace-pre-wrap">{field.text}</p>
            ) : (
              <pre className="overflow-x-auto rounded-lg bg-slate-50 p-3 font-mono text-xs dark:bg-slate-950">{JSON.stringify(field.data, null, 2)}</pre>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
