'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { formDataToObject, sessionIdOf, textField } from './form-data'
import { FORM_MESSAGES, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, type FormState } from './form-state'
import { formRateLimiter, submissionMetadata } from './request'
import { pageFormSchema } from './schemas'
import { pageForm, successUrl, type PageFormId, type Receipt } from './page-forms'
import { receiptOf, submitForm } from './submit'

/**
 * The pages' server actions (issue 4 items 2–7). Each one is a thin wrapper around submitForm, the same function the
 * JSON API uses; they all take (previous state, FormData) so that useActionState can run them with and without
 * JavaScript — a no-JS post re-renders the page on the server with the returned state.
 */

type Outcome = { state: FormState; receipt?: Receipt }

async function handle(formData: FormData, id: PageFormId): Promise<Outcome> {
  const form = pageForm(id)
  const { type, source, arrays } = form
  const values = formDataToObject(formData, { arrays })
  const metadata = submissionMetadata(await headers(), { source, sessionId: sessionIdOf(formData) })
  const errorState = (formError: string, fieldErrors: Record<string, string> = {}): Outcome => ({
    state: { status: 'error', fieldErrors, formError, values },
  })

  if (!(await formRateLimiter().check(metadata.ip ?? 'unknown')).ok) return errorState(FORM_MESSAGES.rateLimited)

  try {
    const result = await submitForm({
      type,
      data: values,
      metadata,
      idempotencyKey: textField(formData, IDEMPOTENCY_FIELD),
      honeypot: textField(formData, HONEYPOT_FIELD),
      schema: pageFormSchema(form),
    })
    if (result.status === 'invalid') {
      const { _form, ...fieldErrors } = result.fieldErrors
      return errorState(_form ?? FORM_MESSAGES.invalid, fieldErrors)
    }
    // A no-JS post whose answer was lost, edited and posted again with the page's key: the first version stands.
    if (result.status === 'conflict') return errorState(FORM_MESSAGES.alreadyReceived)
    return { state: { status: 'success', id: result.id, queued: result.status === 'queued' }, receipt: receiptOf(result) }
  } catch (err) {
    // Neither the database nor the outbox took it: say so, never with the cause (it stays in the server log).
    console.error(`Form submission failed: ${err instanceof Error ? err.message : String(err)}`)
    return errorState(FORM_MESSAGES.unavailable)
  }
}

/** Applications and /contact land on a page of their own; redirect() must be called outside handle's try/catch. */
async function handleThenRedirect(formData: FormData, form: PageFormId): Promise<FormState> {
  const { state, receipt } = await handle(formData, form)
  const to = receipt && successUrl(pageForm(form), receipt)
  if (state.status === 'success' && to) redirect(to)
  return state
}

export async function submitApplication(_prev: FormState, formData: FormData): Promise<FormState> {
  return handleThenRedirect(formData, 'apply')
}

export async function submitQuickApplication(_prev: FormState, formData: FormData): Promise<FormState> {
  return handleThenRedirect(formData, 'apply-new')
}

export async function submitContact(_prev: FormState, formData: FormData): Promise<FormState> {
  return handleThenRedirect(formData, 'contact')
}

export async function submitContactGeneral(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, 'contact_general')).state
}

export async function submitContactEntrepreneur(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, 'contact_entrepreneur')).state
}

export async function submitContactInvestor(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, 'contact_investor')).state
}

export async function submitContactMedia(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, 'contact_media')).state
}

export async function submitContactPartnership(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, 'contact_partnership')).state
}

export async function subscribeNewsletter(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, 'newsletter')).state
}

export async function submitEarlyAccess(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, 'early-access')).state
}

export async function submitDemoRequest(_prev: FormState, formData: FormData): Promise<FormState> {
  return (await handle(formData, 'demo')).state
}
