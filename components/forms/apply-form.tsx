'use client'

import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react'
import { clsx } from 'clsx'
import { Button } from '@/components/ui/button'
import type { FormFieldErrors, FormState, FormValues } from '@/lib/forms/form-state'
import type { ApplyDraft } from '@/lib/forms/client/apply-draft'
import { APPLY_SENT_KEY } from '@/lib/forms/client/apply-draft-keys'
import { previousEntryShows, recordStep, settleOpeningStep, useStepHistory } from '@/lib/forms/client/apply-step-history'
import type { ApplySummaryProps } from './apply-summary'
import { DeckFileField, reattachMessage, type DeckRules } from './deck-field'
import { SendProblemNotice, Field, FieldError, FormAlert, FormFields, Honeypot, IdempotencyField, RequiredNote, SubmitButton, type FieldProps } from './form-kit'
import { loadSending } from '@/lib/forms/client/load-sending'
import { focusFirstError, inNextTask, useFormAction, type FormAction } from '@/lib/forms/client/use-form-action'
import type { ApplyStep } from '@/lib/forms/definitions/apply'

/** The review step's fixed words, drawn by the server (apply-page-parts.tsx), so they are not in this form's code. */
export type ReviewTexts = { checkAbove: ReactNode; consent: ReactNode }
export type StepMark = { link: ReactNode; label: ReactNode }

type Props = {
  /** The steps and the fields by name, from the full application's declaration (lib/forms/definitions/apply.ts via the
   *  page): as props, the declarations stay on the server instead of in this form's first-load code. */
  steps: readonly ApplyStep[]
  fields: Readonly<Record<string, FieldProps>>
  /** The server's icons (one cached sprite) for Back and Next, instead of client icon code. */
  icons: { back: ReactNode; next: ReactNode }
  /** Each step's mark in the progress list, drawn by the server (apply-page-parts.tsx stepMarks): a link to its
   *  section while every step is on the page, a label once the form goes step by step; its look follows the list
   *  item's data-state. */
  marks: readonly StepMark[]
  deck: DeckRules
  reviewTexts: ReviewTexts
  idempotencyKey: string
  /** A refusal POST /apply/submit redirected back with (without JavaScript). */
  initialState?: FormState
}

const wide = 'sm:col-span-2'

// The form posts to deck.uploadPath (a route: it takes the deck), with JavaScript through useFormAction's
// send; the hook's server action is never called here, so its reference stays out of the page's code.
const postedToRoute: FormAction = async (state) => state

/**
 * Keeps the draft. Its code comes with the sending code (the send queue clears a sent application's draft),
 * which the form loads at hydration; saves run in the order they were asked for (they wait on the same load).
 */
function saveDraft(draft: ApplyDraft) {
  void loadSending().then(
    (code) => code.saveDraft(draft),
    () => {}, // its code did not load (a bad connection): the form works, only without a draft for now
  )
}

// Shown on the review step of the hydrated form only; its code is fetched with the steps' check (see loadStepCode).
// Should it not load (a bad connection), the review lists nothing and the form still sends.
const loadSummary = () => import('./apply-summary')
const ApplySummary = lazy<ComponentType<ApplySummaryProps>>(() =>
  loadSummary().then(
    (code) => ({ default: code.default }),
    () => ({ default: () => null }),
  ),
)

/** The steps' check (lib/forms/client/apply-checks.ts, with zod) and the review's summary, fetched on first focus. */
function loadStepCode() {
  void loadSummary().catch(() => {})
  return import('@/lib/forms/client/apply-checks')
}

/** One value per field: the form's fields take a string each. */
function firstValues(values: FormValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v]))
}

function hasChosenDeck(form: HTMLFormElement, deck: DeckRules): boolean {
  // The file input, or null; a name shared by several fields (a RadioNodeList) has no files.
  return !!(form.elements.namedItem(deck.field) as HTMLInputElement | null)?.files?.length
}

/**
 * The funding application. Server-rendered as one long form, which is how it works without
 * JavaScript; once hydrated it shows one step at a time with a progress indicator, checks each step before Next,
 * keeps a draft in localStorage, and jumps to the step of the first field the server rejects.
 */
export function ApplyForm({ steps, fields, icons, marks, deck, reviewTexts, idempotencyKey, initialState }: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([])
  // Set when a kept application was restored, or the visitor typed before the draft's code came: then what is on
  // screen, not the older draft, is what the visitor sees.
  const restored = useRef(false)
  const form = useFormAction(postedToRoute, {
    form: 'apply',
    formRef,
    // An application kept from an earlier visit comes back on the review step, ready to send.
    onRestore: (kept) => {
      restored.current = true
      const values = firstValues(kept)
      setValues(values)
      setStep(last)
      recordStep(last, 'replace')
      saveDraft({ step: last, values })
    },
    // Also when the send queue sent it while this page was open: /apply/success then clears the draft.
    onStored: () => sessionStorage.setItem(APPLY_SENT_KEY, '1'),
    initial: initialState,
  })
  const { state, hydrated, errors } = form
  // One step at a time once hydrated, switched to in a render of its own: hydration's last task already runs every
  // effect of the page, and redrawing the whole form there made it a long one (the switch can wait a frame).
  const multiStep = useDeferredValue(hydrated)
  const last = steps.length - 1

  const [values, setValues] = useState<Record<string, string>>(() =>
    state.status === 'error' ? firstValues(state.values) : {},
  )
  const [step, setStep] = useState(0)
  // The chosen deck's name, for the review step and the draft (the file itself stays in its input).
  const [deckName, setDeckName] = useState('')
  // The deck chosen before a reload: its name came back with the draft, the file did not, so the founder is asked to
  // attach it again rather than the application going without it.
  const [lostDeck, setLostDeck] = useState('')
  // What to focus once the step it lives on is shown: the first field with an error, or the step's heading. `moved` is
  // the step a rejected field took the form to, recorded as a history entry of its own (Back returns to `from`).
  const [focusRequest, setFocusRequest] = useState<{ errors?: FormFieldErrors; step?: number; moved?: number; from?: number } | null>(null)

  const stepOf = (found: FormFieldErrors) => {
    const index = steps.findIndex((s) => s.fields.some((f) => found[f]))
    return index === -1 ? last : index
  }

  /** Shows the step of the first rejected field and asks for that field's focus. */
  const showRejected = (found: FormFieldErrors) => {
    const at = stepOf(found)
    setStep(at)
    setFocusRequest({ errors: found, moved: at !== step ? at : undefined, from: step })
  }

  // A new answer from the server: show the step of the first field it rejected (adjusting state while rendering).
  const [seen, setSeen] = useState(state)
  if (seen !== state) {
    setSeen(state)
    if (state.status === 'error') showRejected(state.fieldErrors)
  }

  // The draft, restored once after hydration (localStorage is not there on the server). A no-JS round trip's values win,
  // and so does a submission useFormAction restores (its look at the kept ones was asked for first, so it runs first).
  useEffect(() => {
    if (state.status !== 'idle') return
    return inNextTask(() => {
      loadSending().then(
        ({ readDraft }) => {
          const draft = restored.current ? null : readDraft(steps.length)
          if (!draft) return
          setValues(draft.values)
          setStep(draft.step)
          recordStep(draft.step, 'replace')
          if (draft.deck && formRef.current && !hasChosenDeck(formRef.current, deck)) setLostDeck(draft.deck)
        },
        () => {}, // a bad connection: no draft this time
      )
    })
    // Only on mount: later states come from this page's own submits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (state.status === 'error') sessionStorage.removeItem(APPLY_SENT_KEY)
  }, [state])

  // The entry the form opened on shows its first step (or the one a draft or a refusal brings, recorded with it).
  useEffect(() => {
    settleOpeningStep(step)
    // Only on mount: later steps are recorded where they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!focusRequest || !formRef.current) return
    if (focusRequest.moved !== undefined) recordStep(focusRequest.moved, 'push', focusRequest.from)
    if (focusRequest.errors) focusFirstError(formRef.current, focusRequest.errors)
    else if (focusRequest.step !== undefined) {
      // A new step starts at the top of the form (progress included), with focus on its heading for screen readers.
      if (formRef.current.getBoundingClientRect().top < 0) formRef.current.scrollIntoView({ block: 'start' })
      headingRefs.current[focusRequest.step]?.focus({ preventScroll: true })
    }
  }, [focusRequest])

  /** Keeps the draft: the answers, the step on screen, and the deck's name while one is chosen (or still asked for). */
  const keep = (at: number, answers: Record<string, string>, chosenDeck = deckName || lostDeck) =>
    saveDraft({ step: at, values: answers, deck: chosenDeck })

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value }
    restored.current = true
    setValues(next)
    keep(step, next)
  }

  const show = (index: number) => {
    setStep(index)
    keep(index, values)
    setFocusRequest({ step: index })
  }

  /** Moves to a step as a new history entry, so the browser's Back returns to the step before. */
  const goTo = (index: number) => {
    if (index !== step) recordStep(index, 'push', step)
    show(index)
  }

  // The browser's Back and Forward: the entry's step, with the answers the form holds.
  useStepHistory((index) => show(Math.min(Math.max(index, 0), last)))

  // The form's Back is the browser's Back when the entry before is the previous step; otherwise a step of its own.
  const back = () => (previousEntryShows(step - 1) ? history.back() : goTo(step - 1))

  const pickDeck = (name: string) => {
    setDeckName(name)
    setLostDeck('')
    keep(step, values, name)
  }

  // The founder decides to go on without the deck chosen before the reload.
  const forgetDeck = () => {
    setLostDeck('')
    form.clearErrors()
    keep(step, values, '')
  }

  /**
   * The schema's and the deck's messages for the fields of `only` (all steps when omitted), from code loaded on first
   * use (lib/forms/client/apply-checks.ts, with zod). When that load fails (a bad connection), the browser's own constraints decide,
   * and the server checks again on sending.
   */
  const check = async (only?: readonly string[]) => {
    const el = formRef.current!
    const all = await loadStepCode().then(
      ({ applicationErrors }) => applicationErrors(el),
      () => nativeErrors(el),
    )
    if (lostDeck && !hasChosenDeck(el, deck)) all[deck.field] = reattachMessage(lostDeck)
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
    if (multiStep && step < last) return void next() // Enter in a field means Next
    const el = event.currentTarget
    void check().then((found) => {
      if (Object.keys(found).length) {
        showRejected(found)
        form.showErrors(el, found, false)
        return
      }
      sessionStorage.setItem(APPLY_SENT_KEY, '1')
      // With a deck the form goes as multipart to the route that takes files; without one, the JSON path (and queue).
      void form.send(el, hasChosenDeck(el, deck) ? deck.uploadPath : undefined)
    })
  }

  const current = steps[step]

  return (
    <form
      ref={formRef}
      // Without JavaScript the whole form, deck included, posts here as multipart (see lib/files/application-post.ts).
      action={deck.uploadPath}
      method="post"
      encType="multipart/form-data"
      onSubmit={submit}
      onFocus={() => void loadStepCode().catch(() => {})}
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
            // Before hydration (and without JavaScript) every step is on the page: each mark looks like one to do.
            const state = multiStep && i < step ? 'done' : multiStep && i === step ? 'current' : 'todo'
            return (
              <li key={s.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined} className="group/step relative">
                {i > 0 ? (
                  <span aria-hidden="true" className="absolute top-4 right-[calc(50%+1.25rem)] left-[calc(-50%+1.25rem)] h-px bg-slate-300 dark:bg-slate-700" />
                ) : null}
                {multiStep ? marks[i]?.label : marks[i]?.link}
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
              {/* Only without JavaScript, where every step is on the page: hidden by CSS until hydration removes it,
                  the heading's text does not move when the form comes alive. */}
              {!multiStep ? <span className="hidden text-slate-600 noscript:inline dark:text-slate-400">{i + 1}. </span> : null}
              {s.title}
            </h2>
            {s.id === 'review' ? (
              <Review
                steps={steps}
                fields={fields}
                values={deckName ? { ...values, [deck.field]: deckName } : values}
                multiStep={multiStep}
                // From the step before it: the summary's code and DOM are not part of the page's load, and are there
                // by the time the visitor reaches the review.
                summary={multiStep && step >= last - 1}
                onEdit={goTo}
                errors={errors}
                consent={values.consent === 'on'}
                onConsent={(on) => change('consent', on ? 'on' : '')}
                texts={reviewTexts}
              />
            ) : (
              <div className="mt-5 grid gap-5 sm:grid-cols-2">
                {s.fields.map((name) => {
                  if (name === deck.field) {
                    return (
                      <DeckFileField
                        key={name}
                        deck={deck}
                        error={errors[name]}
                        onPick={pickDeck}
                        lost={lostDeck}
                        onForget={forgetDeck}
                        className={wide}
                      />
                    )
                  }
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
        <SendProblemNotice problem={form.problem} noun="application" onRetry={form.retry} onDiscard={form.discard} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {multiStep && step > 0 ? (
            <Button variant="secondary" size="lg" onClick={back}>
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
  summary,
  onEdit,
  errors,
  consent,
  onConsent,
  texts,
}: {
  steps: readonly ApplyStep[]
  fields: Readonly<Record<string, FieldProps>>
  values: Record<string, string>
  multiStep: boolean
  summary: boolean
  onEdit: (step: number) => void
  errors: FormFieldErrors
  consent: boolean
  onConsent: (on: boolean) => void
  texts: ReviewTexts
}) {
  const consentError = errors.consent
  return (
    <div className="mt-5 space-y-6">
      {multiStep ? (
        summary ? (
          <Suspense fallback={null}>
            <ApplySummary steps={steps} fields={fields} values={values} onEdit={onEdit} />
          </Suspense>
        ) : null
      ) : (
        texts.checkAbove
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
            {texts.consent}
          </label>
        </div>
        {consentError ? <FieldError id="apply-consent-error">{consentError}</FieldError> : null}
      </div>
    </div>
  )
}
