'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { submitPageForm } from '@/lib/forms/server/actions'
import type { FormState } from '@/lib/forms/form-state'
import { SendProblemNotice, Field, FormFields, Honeypot, SubmitButton } from './form-kit'
import { FormSuccess } from './form-success'
import { showToast } from '@/lib/forms/client/toast'
import { useFormAction } from '@/lib/forms/client/use-form-action'

export const NEWSLETTER_SUCCESS = "Welcome! You're now subscribed to our newsletter."
export const NEWSLETTER_FAILURE = 'Failed to subscribe. Please try again.'
/** Double opt-in: the address counts once the link in the e-mail is followed; said under the success toast, and inline without JavaScript. */
export const NEWSLETTER_CONFIRM_HINT = 'Check your inbox to confirm your address.'
/** The form resets 1 s after a successful subscription. */
const RESET_AFTER_MS = 1000

/**
 * The footer's newsletter sign-up: idle → submitting ('Subscribing...', button disabled) → succeeded
 * (toast, form reset after 1 s) or errored (messages beside the fields; a toast only when the service failed). Without JavaScript the form posts
 * and the footer shows the confirmation inline. The server keeps one record per address, so subscribing twice
 * answers with the same success.
 */
// Bound here, a server action still: without JavaScript the form posts it, with the id, as it is.
const subscribeNewsletter = submitPageForm.bind(null, 'newsletter')

export function NewsletterForm() {
  // Set by the enhanced submit path: a success that came back through JavaScript is toasted and the form stays.
  const [enhanced, setEnhanced] = useState(false)
  // The server action itself goes to useActionState (a client wrapper could not post without JavaScript).
  const formRef = useRef<HTMLFormElement>(null)
  const { state, formAction, pending, hydrated, errors, problem, onSubmit, retry, discard, resetKey } = useFormAction(subscribeNewsletter, {
    form: 'newsletter',
    formRef,
    // A mistyped address is the visitor's to fix: the message beside the field says what, and no toast.
    // The red toast is for the service failing: the failure toast, and the notice with Retry below the
    // button: the address is kept.
    onFailed: () => showToast('error', NEWSLETTER_FAILURE, 4000),
  })

  // Each answer from the server is toasted once; a success also clears the form a second later.
  useEffect(() => {
    if (!enhanced) return
    if (state.status === 'success') {
      showToast('success', NEWSLETTER_SUCCESS, 3000, NEWSLETTER_CONFIRM_HINT)
      const timer = setTimeout(() => {
        formRef.current?.reset()
        resetKey() // the next sign-up is a new submission
      }, RESET_AFTER_MS)
      return () => clearTimeout(timer)
    }
    if (isServiceFailure(state)) showToast('error', NEWSLETTER_FAILURE, 4000)
  }, [state, enhanced, resetKey])

  if (state.status === 'success' && !enhanced) {
    return <FormSuccess title={NEWSLETTER_SUCCESS}>{NEWSLETTER_CONFIRM_HINT}</FormSuccess>
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setEnhanced(true)
    onSubmit(event)
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      noValidate={hydrated}
      aria-label="Newsletter sign-up"
      className="relative space-y-3"
      data-form="newsletter"
    >
      <FormFields errors={errors} defaults={state.status === 'error' ? state.values : {}} idPrefix="newsletter">
        <Field {...newsletterEmail} />
        <Field name="name" label="Name" maxLength={120} autoComplete="name" />
      </FormFields>
      <Honeypot />
      <SendProblemNotice problem={problem} noun="sign-up" onRetry={retry} onDiscard={discard} compact />
      {isServiceFailure(state) && state.formError && !enhanced ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {NEWSLETTER_FAILURE} {state.formError}
        </p>
      ) : null}
      <SubmitButton pendingLabel="Subscribing..." pending={pending} size="md" className="w-full">
        Subscribe
      </SubmitButton>
    </form>
  )
}

/** An error answer that is not about the fields (unavailable, rate-limited, already received): the service's, not the visitor's. */
function isServiceFailure(state: FormState): state is Extract<FormState, { status: 'error' }> {
  return state.status === 'error' && Object.keys(state.fieldErrors).length === 0
}

const newsletterEmail = {
  name: 'email',
  label: 'E-mail',
  type: 'email',
  required: true,
  maxLength: 254,
  autoComplete: 'email',
  inputMode: 'email',
  placeholder: 'you@company.com',
} as const
