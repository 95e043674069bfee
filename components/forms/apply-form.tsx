'use client'

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react'
import Link from 'next/link'
import { clsx } from 'clsx'
import { Button } from '@/components/ui/button'
import { APPLICATION_UPLOAD_PATH, DECK_FIELD } from '@/lib/files/deck'
import { formDataToObject } from '@/lib/forms/form-data'
import type { FormFieldErrors, FormState } from '@/lib/forms/form-state'
import { APPLY_SENT_KEY, readDraft, saveDraft } from './apply-draft'
import type { ApplySummaryProps } from './apply-summary'
import { chosenDeckProblem, DeckFileField, hasChosenDeck } from './deck-field'
import { DeliveryNotice, Field, FieldError, FormAlert, FormFields, Honeypot, IdempotencyField, RequiredNote, SubmitButton, type FieldProps } from './form-kit'
import { errorsInForm, focusFirstError, useFormAction, type FormAction } from './use-form-action'

export type ApplyStep = { id: string; title: string; fields: readonly string[] }

type Props = {
  /** The steps and the fields by name, from the full application's declaration (lib/forms/form-specs.ts via the
   *  page): as props, the declarations stay on the server instead of in this form's first-load code. */
  steps: readonly ApplyStep[]
  fields: Readonly<Record<string, FieldProps>>
  /** The server's icons (one cached sprite) for Back, Next and a completed step, instead of client icon code. */
  icons: { back: ReactNode; next: ReactNode; done: ReactNode }
  idempotencyKey: string
  /** A refusal POST /apply/submit redirected back with (without JavaScript). */
  initialState?: FormState
}

const wide = 'sm:col-span-2'

// The form posts to APPLICATION_UPLOAD_PATH (a route: it takes the deck), with JavaScript through useFormAction's
// send; the hook's server action is never called here, so its reference stays out of the page's code.
const postedToRoute: FormAction = async (state) => state

// Shown on the review step of the hydrated form only. Should its code not load (a bad connection), the review
// lists nothing and the form still sends.
const ApplySummary = lazy<ComponentType<ApplySummaryProps>>(() => import('./apply-summary').catch(() => ({ default: () => null })))

/**
 * The funding application. Server-rendered as one long form, which is how it works without
 * JavaScript; once hydrated it shows one step at a time with a progress indicator, checks each step before Next,
 * keeps a draft in localStorage, and jumps to the step of the first field the server rejects.
 */
export function ApplyForm({ steps, fields, icons, idempotencyKey, initialState }: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([])
  // Set when a kept application was restored: it, not the older draft, is what the visitor sees.
  const restored = useRef(false)
  const form = useFormAction(postedToRoute, {
    form: 'apply',
    formRef,
    schema: 'apply-full',
    // An application kept from an earlier visit comes back on the review step, ready to send.
    onRestore: (kept) => {
      restored.current = true
      const values = Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v]))
      setValues(values)
      setStep(last)
      saveDraft({ step: last, values })
    },
    // Also when the send queue delivered it while this page was open: /apply/success then clears the draft.
    onStored: () => sessionStorage.setItem(APPLY_SENT_KEY, '1'),
    initial: initialState,
  })
  const { state, hydrated, errors } = form
  const last = steps.length - 1

  const [values, setValues] = useState<Record<string, string>>(() =>
    state.status === 'error' ? Object.fromEntries(Object.entries(state.values).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v])) : {},
  )
  const [step, setStep] = useState(0)
  // The chosen deck's name, for the review step (the file itself stays in its input).
  const [deckName, setDeckName] = useState('')
  // What to focus once the step it lives on is shown: the first field with an error, or the step's heading.
  const [focusRequest, setFocusRequest] = useState<{ errors?: FormFieldErrors; step?: number } | null>(null)

  const stepOf = (found: FormFieldErrors) => {
    const index = steps.findIndex((s) => s.fields.some((f) => found[f]))
    return index === -1 ? last : index
  }

  // A new answer from the server: show the step of the first field it rejected (adjusting state while rendering).
  const [seen, setSeen] = useState(state)
  if (seen !== state) {
    setSeen(state)
    if (state.status === 'error') {
      setStep(stepOf(state.fieldErrors))
      setFocusRequest({ errors: state.fieldErrors })
    }
  }

  // The draft, restored once after hydration (localStorage is not there on the server). A no-JS round trip's values win.
  useEffect(() => {
    if (state.status !== 'idle' || restored.current) return
    const draft = readDraft(steps.length)
    if (!draft) return
    setValues(draft.values)
    setStep(draft.step)
    // Only on mount: later states come from this page's own submits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (state.status === 'error') sessionStorage.removeItem(APPLY_SENT_KEY)
  }, [state])

  useEffect(() => {
    if (!focusRequest || !formRef.current) return
    if (focusRequest.errors) focusFirstError(formRef.current, focusRequest.errors)
    else if (focusRequest.step !== undefined) {
      // A new step starts at the top of the form (progress included), with focus on its heading for screen readers.
      if (formRef.current.getBoundingClientRect().top < 0) formRef.current.scrollIntoView({ block: 'start' })
      headingRefs.current[focusRequest.step]?.focus({ preventScroll: true })
    }
  }, [focusRequest])

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    saveDraft({ step, values: next })
  }

  const goTo = (index: number) => {
    setStep(index)
    saveDraft({ step: index, values })
    setFocusRequest({ step: index })
  }

  /**
   * The schema's messages for the fields of `only` (all steps when omitted); loads zod on first use. When that
   * load fails (a bad connection), the browser's own constraints decide, and the server checks again on sending.
   */
  const check = async (only?: readonly string[]) => {
    const el = formRef.current!
    const all = await import('./client-validate').then(
      ({ validate }) => errorsInForm(el, validate('apply-full', formDataToObject(new FormData(el)))),
      () => nativeErrors(el),
    )
    const deck = await chosenDeckProblem(el).catch(() => null) // an unreadable file: the server decides
    if (deck) all[DECK_FIELD] = deck
    return only ? Object.fromEntries(Object.entries(all).filter(([name]) => only.includes(name))) : all
  }

  const next = async () => {
    const found = await check(steps[step]?.fields)
    if (Object.keys(found).length) {
      form.showErrors(formRef.current!, found)
      return
    }
    form.clearErrors()
    goTo(step + 1)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.pending) return
    if (hydrated && step < last) return void next() // Enter in a field means Next
    const el = event.currentTarget
    void check().then((found) => {
      if (Object.keys(found).length) {
        setStep(stepOf(found))
        form.showErrors(el, found, false)
        setFocusRequest({ errors: found })
        return
      }
      sessionStorage.setItem(APPLY_SENT_KEY, '1')
      // With a deck the form goes as multipart to the route that takes files; without one, the JSON path (and queue).
      void form.send(el, hasChosenDeck(el) ? APPLICATION_UPLOAD_PATH : undefined)
    })
  }

  const multiStep = hydrated
  const current = steps[step]

  return (
    <form
      ref={formRef}
      // Without JavaScript the whole form, deck included, posts here as multipart (see lib/files/application-post.ts).
      action={APPLICATION_UPLOAD_PATH}
      method="post"
      encType="multipart/form-data"
      onSubmit={submit}
      onFocus={() => void import('./client-validate')}
      noValidate={hydrated}
      className="relative"
      data-form="apply"
    >
      <nav aria-label="Application steps" className="mb-8">
        {/* Rendered from the start and only shown once hydrated: appearing then, it pushed the whole form down (a
            layout shift whenever hydration came after the first paint), and a live region should exist before it
            speaks. Without JavaScript every step is on the page, so the line stays invisible. */}
        <p className={clsx('mb-3 text-sm font-medium text-indigo-700 dark:text-indigo-300', !multiStep && 'invisible')} aria-live="polite">
          {current ? `Step ${step + 1} of ${steps.length}: ${current.title}` : null}
        </p>
        <ol className="grid grid-cols-5 gap-2">
          {steps.map((s, i) => {
            const state = !multiStep ? 'static' : i < step ? 'done' : i === step ? 'current' : 'todo'
            const label = (
              <>
                <span
                  className={clsx(
                    'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                    state === 'current' && 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-500',
                    state === 'done' && 'border-indigo-600 bg-indigo-50 text-indigo-700 dark:border-indigo-400 dark:bg-indigo-400/15 dark:text-indigo-200',
                    (state === 'todo' || state === 'static') && 'border-slate-300 bg-white text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300',
                  )}
                >
                  {state === 'done' ? icons.done : i + 1}
                </span>
                <span
                  className={clsx(
                    'hidden text-center text-xs leading-4 font-medium sm:block',
                    state === 'current' ? 'text-slate-950 dark:text-white' : 'text-slate-600 dark:text-slate-400',
                  )}
                >
                  {s.title}
                </span>
                {state === 'done' ? <span className="sr-only">(completed)</span> : null}
              </>
            )
            return (
              <li key={s.id} aria-current={state === 'current' ? 'step' : undefined} className="relative">
                {i > 0 ? (
                  <span aria-hidden="true" className="absolute top-4 right-[calc(50%+1.25rem)] left-[calc(-50%+1.25rem)] h-px bg-slate-300 dark:bg-slate-700" />
                ) : null}
                {multiStep ? (
                  <span className="flex flex-col items-center gap-2" aria-label={`Step ${i + 1}: ${s.title}`}>
                    {label}
                  </span>
                ) : (
                  <a href={`#${s.id}`} className="flex flex-col items-center gap-2 rounded-lg">
                    {label}
                    <span className="sr-only sm:hidden">{s.title}</span>
                  </a>
                )}
              </li>
            )
          })}
        </ol>
      </nav>

      <RequiredNote />

      <FormFields errors={errors} controlled={{ values, onChange: change }} idPrefix="apply">
        {steps.map((s, i) => (
          <section
            key={s.id}
            id={s.id}
            aria-labelledby={`apply-step-${s.id}`}
            hidden={multiStep && i !== step}
            className={clsx('mt-6', !multiStep && i > 0 && 'border-t border-slate-200 pt-8 dark:border-slate-800')}
          >
            <h2
              id={`apply-step-${s.id}`}
              ref={(node) => {
                headingRefs.current[i] = node
              }}
              tabIndex={-1}
              className="text-xl font-semibold tracking-tight text-slate-950 outline-none dark:text-white"
            >
              {!multiStep ? <span className="text-slate-600 dark:text-slate-400">{i + 1}. </span> : null}
              {s.title}
            </h2>
            {s.id === 'review' ? (
              <Review steps={steps} fields={fields} values={deckName ? { ...values, [DECK_FIELD]: deckName } : values} multiStep={multiStep} onEdit={goTo} errors={errors} consent={values.consent === 'on'} onConsent={(on) => change('consent', on ? 'on' : '')} />
            ) : (
              <div className="mt-5 grid gap-5 sm:grid-cols-2">
                {s.fields.map((name) => {
                  if (name === DECK_FIELD) return <DeckFileField key={name} errors={errors} onPick={setDeckName} className={wide} />
                  const field = fields[name]
                  return field ? <Field key={name} {...field} /> : null
                })}
              </div>
            )}
          </section>
        ))}
      </FormFields>

      <Honeypot />
      <IdempotencyField initial={idempotencyKey} />
      <div className="mt-8 space-y-4">
        <FormAlert errors={errors} formError={form.formError} />
        <DeliveryNotice problem={form.problem} noun="application" onRetry={form.retry} onDiscard={form.discard} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {multiStep && step > 0 ? (
            <Button variant="secondary" size="lg" onClick={() => goTo(step - 1)}>
              {icons.back}
              Back
            </Button>
          ) : (
            <span />
          )}
          {multiStep && step < last ? (
            <Button size="lg" onClick={() => void next()}>
              Next
              {icons.next}
            </Button>
          ) : (
            <SubmitButton pendingLabel="Submitting…" pending={form.pending}>
              Submit application
            </SubmitButton>
          )}
        </div>
      </div>
    </form>
  )
}

/** The browser's own verdict per field (its validation message), for when the schema's code cannot be loaded. */
function nativeErrors(form: HTMLFormElement): FormFieldErrors {
  const found: FormFieldErrors = {}
  for (const el of Array.from(form.elements)) {
    const field = el as HTMLInputElement
    if (field.name && field.willValidate && !field.checkValidity()) found[field.name] ??= field.validationMessage
  }
  return found
}

function Review({
  steps,
  fields,
  values,
  multiStep,
  onEdit,
  errors,
  consent,
  onConsent,
}: {
  steps: readonly ApplyStep[]
  fields: Readonly<Record<string, FieldProps>>
  values: Record<string, string>
  multiStep: boolean
  onEdit: (step: number) => void
  errors: FormFieldErrors
  consent: boolean
  onConsent: (on: boolean) => void
}) {
  const consentError = errors.consent
  return (
    <div className="mt-5 space-y-6">
      {multiStep ? (
        <Suspense fallback={null}>
          <ApplySummary steps={steps} fields={fields} values={values} onEdit={onEdit} />
        </Suspense>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Please check your answers above before you submit.</p>
      )}
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id="apply-consent"
            type="checkbox"
            name="consent"
            required
            checked={consent}
            onChange={(e) => onConsent(e.target.checked)}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'apply-consent-error' : undefined}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-indigo-600"
          />
          <label htmlFor="apply-consent" className="text-sm leading-6 text-slate-800 dark:text-slate-200">
            I agree to the processing of the information in this application to evaluate it, as described in the{' '}
            <Link href="/privacy-policy" className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
              privacy policy
            </Link>
            .<span aria-hidden="true" className="text-red-700 dark:text-red-400"> *</span>
          </label>
        </div>
        {consentError ? <FieldError id="apply-consent-error">{consentError}</FieldError> : null}
      </div>
    </div>
  )
}
