import { clsx } from 'clsx'
import { DECK_FIELD } from '@/lib/files/deck'
import type { ApplyStep } from '@/lib/forms/definitions/apply'
import { DECK_LABEL } from './deck-field'
import type { FieldProps } from './form-kit'

export type ApplySummaryProps = {
  steps: readonly ApplyStep[]
  fields: Readonly<Record<string, FieldProps>>
  values: Record<string, string>
  onEdit: (step: number) => void
}

/**
 * The review step's answers, step by step with an Edit button each. Only the step-by-step form (hydrated) shows
 * it, so apply-form.tsx fetches it with the steps' check rather than with the page.
 */
export default function ApplySummary({ steps, fields, values, onEdit }: ApplySummaryProps) {
  const display = (name: string) => {
    const field = fields[name]
    const raw = values[name]?.trim()
    if (!raw) return null
    return field?.as === 'select' ? (field.options.find((o) => o.value === raw)?.label ?? raw) : raw
  }
  return (
    <div className="space-y-4" data-testid="apply-summary">
      {steps.slice(0, -1).map((s, i) => (
        <div key={s.id} className="rounded-xl border border-slate-200 bg-slate-50/70 p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900/50">
          <div className="flex items-center justify-between gap-4">
            <h3 className="text-sm font-semibold text-slate-950 dark:text-white">{s.title}</h3>
            <button
              type="button"
              onClick={() => onEdit(i)}
              className="rounded text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
            >
              Edit<span className="sr-only"> {s.title}</span>
            </button>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            {s.fields.map((name) => (
              <div key={name} className={clsx(fields[name]?.as === 'textarea' && 'sm:col-span-2')}>
                <dt className="text-slate-600 dark:text-slate-400">{fields[name]?.label ?? (name === DECK_FIELD ? DECK_LABEL : name)}</dt>
                <dd className="mt-0.5 break-words whitespace-pre-line text-slate-950 dark:text-slate-100">
                  {display(name) ?? <span className="text-slate-500 dark:text-slate-400">Not provided</span>}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}
