import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { formDataToObject, sessionIdOf, textField } from '../form-data'
import { FORM_MESSAGES, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, type FormState } from '../form-state'
import { formRateLimiter, submissionMetadata } from './request'
import { pageFormSchema } from '../schemas'
import { pageForm, successUrl, type PageFormId, type Receipt } from '../page-forms'
import { receiptOf, submitForm } from './submit'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/** What a page form's server action runs: (previous state, the form's data) → the next state. */
export type PageFormAction = (previous: FormState, formData: FormData) => Promise<FormState>

type Outcome = { state: FormState; receipt?: Receipt }

/** The steps every page form takes, written once: parse the form, rate-limit the client, submit, and word the result. */
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
    log('forms').error(`submission failed: ${errorMessage(err)}`)
    return errorState(FORM_MESSAGES.unavailable)
  }
}

/**
 * The server action of one page form (./page-forms.ts). It takes (previous state, FormData) so that useActionState
 * runs it with and without JavaScript — a no-JS post re-renders the page on the server with the returned state.
 * A form with a success page (applications, /contact) goes there; the others confirm in place.
 */
export function pageFormAction(id: PageFormId): PageFormAction {
  return async (_previous, formData) => {
    const { state, receipt } = await handle(formData, id)
    const to = receipt && successUrl(pageForm(id), receipt)
    // redirect() throws Next's signal: it must be called outside handle's try/catch.
    if (state.status === 'success' && to) redirect(to)
    return state
  }
}
