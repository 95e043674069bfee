'use client'

import { AlertCircle } from 'lucide-react'
import { inputClasses } from '@/components/ui/input-classes'

type FieldFrame = { id: string; label: string; hint?: string; error?: string }

/** Label, hint and error of one tool input; the ids wire them to the control for screen readers. */
function Frame({ id, label, hint, error, children }: FieldFrame & { children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs leading-5 text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  )
}

function describedBy({ id, hint, error }: FieldFrame): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

/**
 * A number typed as text: inputmode="decimal" brings up the number pad on phones while still accepting '1.5M' or
 * '250k' (type="number" would reject them and scroll-wheel the value). `prefix`/`suffix` show the unit.
 */
export function NumberField({
  value,
  onChange,
  prefix,
  suffix,
  ...frame
}: FieldFrame & { value: string; onChange: (value: string) => void; prefix?: string; suffix?: string }) {
  return (
    <Frame {...frame}>
      <div className="relative">
        {prefix ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm text-slate-600 dark:text-slate-400">
            {prefix}
          </span>
        ) : null}
        <input
          id={frame.id}
          name={frame.id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={frame.error ? true : undefined}
          aria-describedby={describedBy(frame)}
          className={`${inputClasses} ${prefix ? 'pl-8' : ''} ${suffix ? 'pr-20' : ''}`}
        />
        {suffix ? (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-slate-600 dark:text-slate-400">
            {suffix}
          </span>
        ) : null}
      </div>
    </Frame>
  )
}

export function SelectField({
  value,
  onChange,
  options,
  ...frame
}: FieldFrame & { value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  return (
    <Frame {...frame}>
      <select
        id={frame.id}
        name={frame.id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={describedBy(frame)}
        className={`${inputClasses} pr-9`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  )
}
