'use client'

import { inputClasses } from '@/components/ui/input-classes'

/** A plain text or date input with the tool fields' label / hint / error wiring (fields.tsx covers numbers and selects). */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  type = 'text',
  multiline = false,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'date'
  multiline?: boolean
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  const common = { id, name: id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: inputClasses }
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      {multiline ? <textarea rows={3} maxLength={400} {...common} onChange={(e) => onChange(e.target.value)} /> : <input type={type} maxLength={200} autoComplete="off" {...common} onChange={(e) => onChange(e.target.value)} />}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs leading-5 text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Checkboxes whose ticked values travel as one comma-separated URL value. */
export function CheckboxGroup({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  id: string
  legend: string
  options: readonly { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  const ticked = new Set(value.split(',').filter(Boolean))
  const toggle = (v: string) => {
    const next = new Set(ticked)
    if (next.has(v)) next.delete(v)
    else next.add(v)
    onChange(options.map((o) => o.value).filter((o) => next.has(o)).join(','))
  }
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input type="checkbox" name={id} value={o.value} checked={ticked.has(o.value)} onChange={() => toggle(o.value)} className="size-4 accent-indigo-600" />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
