'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { FormType } from './types'
import { formDataToObject, sessionIdOf, textField } from './form-data'
import { FORM_MESSAGES, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, referenceOf, type FormState } from './form-state'
import { formRateLimiter, submissionMetadata } from './request'
import { applyFullSchema } from './schemas'
import { submitForm, type SubmitInput } from './submit'

/**
 * The pages' server actions (issue 4 items 2–7). Each one is a thin wrapper around submitForm, the same function the
 * JSON API uses; they all take (previous state, FormData) so that useActionState can run them with and without
 * JavaScript — a no-JS post re-renders the page on the server with the returned state.
 */

type Options = {
  type: FormType
  source: string
  schema?: SubmitInput['schema']
  arrays?: readonly string[]
}

type Outcome = { state: FormState; id?: string }

async function handle(formData: FormData, { type, source, schema, arrays }: Options): Promise<Outcome> {
  const values = formDataToObject(formData, { arrays })
  const metadata = submissionMetadata(await headers(), { source, sessionId: sessionIdOf(formData) })
  const errorState = (formError: string, fieldErrors: Record<string, string> = {}): Outcome => ({
    state: { status: 'error', fieldErrors, formError, values },
  })

  if (!formRateLimiter().check(metadata.ip ?? 'unknown').ok) return errorState(FORM_MESSAGES.rateLimited)

  try {
    const result = await submitForm({
      type,
      data: values,
      metadata,
      idempotencyKey: textField(formData, IDEMPOTENCY_FIELD),
      honeypot: textField(formData, HONEYPOT_FIELD),
      schema,
    })
    if (result.status === 'invalid') {
      const { _form, ...fieldErrors } = result.fieldErrors
      return errorState(_form ?? FORM_MESSAGES.invalid, fieldErrors)
    }
    return { state: { status: 'success', id: result.id, queued: result.status === 'queued' }, id: result.id }
  } catch (err) {
    // Neither the database nor the outbox took it: say so, never with the cause (it stays in the server log).
    console.error(`Form submission failed: ${err instanceof Error ? err.message : String(err)}`)
    return errorState(FORM_MESSAGES.unavailable)
  }
}

/** Applications land on a page of their own; redirect() must be called outside handle's try/catch. */
async function handleThenRedirect(formData: FormData, options: Options, to: (id: string) => string): Promise<FormState> {
  const { state, id } = await handle(formData, options)
  if (state.status === 'success' && id) redirect(to(id))
  return state
}

// SubmitInput['schema'] is typed as one of FORM_SCHEMAS; the stricter /apply schema extends the apply one and parses
// the same data, so the cast is sound (widening the type in submit.ts is left to the server path's owner).
const fullApplication = applyFullSchema as unknown as SubmitInput['schema']

const applySuccess = (id: string) => `/apply/success?ref=${referenceOf(id)}`

export async function submitApplication(_prev: FormState, formData: FormData): Promise<FormState> {
  return handleThenRedirect(formData, { type: 'apply', source: 'apply', schema: fullApplication }, applySuccess)
}

export async function submitQuickApplication(_prev: FormState, formData: FormData): Promise<FormState> {
  return handleThenRedirect(formData, { type: 'apply', source: 'apply-new' }, applySuccess)
}

export async function submitContact(_prev: FormState, formData: FormData): Promise<FormState> {
  return handleThenRedirect(formData, { type: 'contact', source: 'contact' }, () => '/contact/success')
}

export async function submitContactGeneral(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, { type: 'contact_general', source: 'contact-hub' })).state
}

export async function submitContactEntrepreneur(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, { type: 'contact_entrepreneur', source: 'contact-hub' })).state
}

export async function submitContactInvestor(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, { type: 'contact_investor', source: 'contact-hub' })).state
}

export async function submitContactMedia(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, { type: 'contact_media', source: 'contact-hub' })).state
}

export async function submitContactPartnership(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, { type: 'contact_partnership', source: 'contact-hub' })).state
}

export async function subscribeNewsletter(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, { type: 'newsletter', source: 'footer', arrays: ['preferences'] })).state
}

export async function submitEarlyAccess(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, { type: 'early-access', source: 'agents' })).state
}

export async function submitDemoRequest(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, { type: 'demo', source: 'agents' })).state
}
