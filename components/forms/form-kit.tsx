'use client'

import { createContext, lazy, Suspense, useContext, useEffect, type ReactNode } from 'react'
import { useFormStatus } from 'react-dom'
import { clsx } from 'clsx'
import { buttonClasses } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/input-classes'
import type { SendProblemMessageProps } from './send-problem'
import type { SendProblem } from '@/lib/forms/client/send-form'
import { inNextTask, useHydrated } from '@/lib/forms/client/use-form-action'
import type { FieldProps } from '@/lib/forms/field-props'
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, type FormFieldErrors, type FormValues } from '@/lib/forms/form-controls'

type Controlled = { values: Record<string, string>; onChange: (name: string, value: string) => void }
type FormContextValue = { errors: FormFieldErrors; defaults: FormValues; controlled?: Controlled; idPrefix: string }

const FormContext = createContext<FormContextValue>({ errors: {}, defaults: {}, idPrefix: 'f' })

/** Gives the fields inside it their error messages and, after a no-JS round trip, the values the visitor sent. */
export function FormFields({
  errors,
  defaults = {},
  controlled,
  idPrefix,
  children,
}: {
  errors: FormFieldErrors
  defaults?: FormValues
  controlled?: Controlled
  idPrefix: string
  children: ReactNode
}) {
  return <FormContext.Provider value={{ errors, defaults, controlled, idPrefix }}>{children}</FormContext.Provider>
}

export { inputClasses }

export type { FieldProps }

const asString = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/**
 * A labelled field with its hint and its error beside it: aria-invalid and aria-describedby tie them together.
 * Native constraints (required, type, lengths) give instant feedback; the schema's messages arrive as `errors`.
 */
export function Field(props: FieldProps) {
  const { errors, defaults, controlled, idPrefix } = useContext(FormContext)
  // Not at render on the server: a prerendered page would keep its build date as the minimum.
  const hydrated = useHydrated()
  const { name, label, required, hint, className } = props
  const id = `${idPrefix}-${name}`
  const hintId = hint ? `${id}-hint` : undefined
  const error = errors[name]
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined

  const valueProps = controlled
    ? { value: controlled.values[name] ?? '', onChange: (e: { target: { value: string } }) => controlled.onChange(name, e.target.value) }
    : { defaultValue: asString(defaults[name]) ?? '' }
  const shared = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete: props.autoComplete,
    className: inputClasses,
    ...valueProps,
  }

  let control: ReactNode
  if (props.as === 'textarea') {
    control = (
      <textarea
        {...shared}
        rows={props.rows ?? 5}
        minLength={props.minLength}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        className={clsx(inputClasses, 'min-h-28 resize-y')}
      />
    )
  } else if (props.as === 'select') {
    control = (
      <select {...shared} className={clsx(inputClasses, 'pr-9')}>
        <option value="">{props.emptyLabel ?? 'Select…'}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    )
  } else {
    control = (
      <input
        {...shared}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        minLength={props.minLength}
        maxLength={props.maxLength}
        pattern={props.pattern}
        min={props.notPast && hydrated ? new Date().toISOString().slice(0, 10) : undefined}
        placeholder={props.placeholder}
      />
    )
  }

  return (
    <div className={clsx('space-y-1.5', className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {control}
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
      {hint ? (
        <p id={hintId} className="text-xs leading-5 text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** Lucide's circle-alert, drawn here: the icon component's code is larger than the drawing. */
function AlertIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="mt-0.5 size-4 shrink-0">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4m0 4h.01" />
    </svg>
  )
}

/** A field's label, with the asterisk of a required field or "(optional)". */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="flex items-baseline gap-1 text-sm font-medium text-slate-900 dark:text-slate-100">
      {children}
      {required ? (
        <span aria-hidden="true" className="text-red-700 dark:text-red-400">
          *
        </span>
      ) : (
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400">(optional)</span>
      )}
    </label>
  )
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} data-field-error className="flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400">
      <AlertIcon />
      <span>{children}</span>
    </p>
  )
}

/**
 * The form-level message. role="alert" so screen readers announce it when a submit comes back with errors; the
 * per-field messages are tied to their fields with aria-describedby.
 */
export function FormAlert({ errors, formError }: { errors: FormFieldErrors; formError?: string }) {
  const count = Object.keys(errors).length
  const text = formError ?? (count ? (count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`) : null)
  return (
    <div role="alert" aria-atomic="true">
      {text ? (
        <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200">
          <AlertIcon />
          <span>{text}</span>
        </p>
      ) : null}
    </div>
  )
}

/** Bots fill every field; people never see this one. A filled honeypot is told "received" and nothing is stored. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Fax (leave empty)
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/**
 * The idempotency key: rendered by the server when the page gives one (so a no-JS double post stores one row) and
 * otherwise made once per form instance on the first enhanced submit and kept in useFormAction (never written here:
 * React restores a hidden input's default value on re-render).
 */
export function IdempotencyField({ initial }: { initial?: string }) {
  return <input type="hidden" name={IDEMPOTENCY_FIELD} defaultValue={initial ?? ''} />
}

/** Disabled with its pending label while the form's action runs (useFormStatus, or the caller's own pending). */
export function SubmitButton({
  children,
  pendingLabel,
  pending: callerPending,
  className,
  size = 'lg',
}: {
  children: ReactNode
  pendingLabel: string
  pending?: boolean
  className?: string
  size?: 'md' | 'lg'
}) {
  const status = useFormStatus()
  const pending = status.pending || !!callerPending
  return (
    <button type="submit" disabled={pending} aria-disabled={pending} className={buttonClasses({ size, className })}>
      {pending ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}

export function RequiredNote() {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      Fields marked <span aria-hidden="true" className="text-red-700 dark:text-red-400">*</span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  )
}

// The notice's message and buttons are fetched at hydration, like the sending code, so they are there when a
// connection drops; only a failed attempt shows them.
const loadMessage = () => import('./send-problem')
const SendProblemMessage = lazy(() => loadMessage().then((code) => ({ default: code.SendProblemMessage })))

/**
 * Beside the submit button after an attempt that did not get through: what happened, that nothing was lost, and
 * Retry (sends the same submission again, with the same key) and Discard (forgets the kept copy; the fields stay).
 */
export function SendProblemNotice({ problem, ...props }: { problem: SendProblem | null } & SendProblemMessageProps) {
  useEffect(
    () =>
      inNextTask(() => {
        void loadMessage().catch(() => {}) // a bad connection: fetched again when a problem shows
      }),
    [],
  )
  return (
    // A live region of its own (assertive, not role=alert: FormAlert is the form's one alert for what to correct).
    <div aria-live="assertive" aria-atomic="true" data-send-notice data-send-problem={problem?.reason}>
      {problem ? (
        <Suspense fallback={null}>
          <SendProblemMessage problem={problem} {...props} />
        </Suspense>
      ) : null}
    </div>
  )
}
