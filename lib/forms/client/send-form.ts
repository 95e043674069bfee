import { analyticsSessionId } from '@/lib/analytics/session'
import { analyticsAllowed } from '@/lib/consent'
import { DECK_MESSAGES } from '@/lib/files/deck'
import { formDataToObject, textField } from '@/lib/forms/form-data'
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, SESSION_FIELD, type FormFieldErrors, type FormState } from '@/lib/forms/form-state'
import { pageForm, successUrl, type PageFormId, type Receipt } from '@/lib/forms/page-forms'
import { sendMultipart, sendSubmission, type SendOutcome, type Submission } from './send'
import { dequeue, enqueue } from './send-queue'

/**
 * What happens to a form once it is sent — the request, the kept copy when it does not get through, the answer on
 * screen or the success page — for useFormAction (use-form-action.ts). It comes with the sending code (sending.ts),
 * loaded after hydration, so drawing a form carries none of it in the page's first load.
 */

/** Why the last attempt did not get through; 'kept' is a submission restored from an earlier visit. */
export type SendProblem = { reason: SendFailure | 'kept'; key: string }
type SendFailure = Extract<SendOutcome, { kind: 'failed' }>['reason']

/** The form's side of a send: which form it is and how its state is set. */
export type FormSender = {
  form: PageFormId
  setAnswer: (state: FormState) => void
  setPending: (pending: boolean) => void
  setProblem: (problem: SendProblem | null) => void
  /** Stored (by this attempt, a Retry, or the send queue while the form was on screen). */
  onStored?: (id: string) => void
  /** An attempt did not get through; the submission is kept (or, with a file, the form says to send again). */
  onFailed?: () => void
  /** Opens the page a success leads to (the router's push). */
  push: (url: string) => void
}

/**
 * Sends the form as it is now with its idempotency key; `upload`: the route a form carrying a file is posted to as
 * multipart instead (not kept in the browser when it fails: a file cannot wait in localStorage).
 */
export async function sendForm(sender: FormSender, form: HTMLFormElement, key: string, upload?: string) {
  const data = new FormData(form)
  const submission: Submission = {
    form: sender.form,
    key,
    values: formDataToObject(data, { arrays: pageForm(sender.form).arrays }),
    session: analyticsAllowed() ? analyticsSessionId() : undefined,
    // The values leave the trap out, so it travels on its own: a script that fills it is still told "received" only.
    honeypot: textField(data, HONEYPOT_FIELD) ?? undefined,
  }
  if (!upload) return finish(sender, submission, await sendSubmission(submission))
  const body = new FormData(form)
  body.set(IDEMPOTENCY_FIELD, submission.key)
  if (submission.session) body.set(SESSION_FIELD, submission.session)
  finish(sender, submission, await sendMultipart(upload, body, submission.key), false)
}

/** The server stored it: the page a success leads to, or the form's own success state. */
export function stored(sender: FormSender, receipt: Receipt) {
  const { id } = receipt
  sender.setProblem(null)
  sender.onStored?.(id)
  const next = successUrl(pageForm(sender.form), receipt)
  if (next) return sender.push(next) // the button stays busy until the next page is there
  sender.setAnswer({ status: 'success', id, queued: false })
  sender.setPending(false)
}

function finish(sender: FormSender, submission: Submission, outcome: SendOutcome, keep = true) {
  const { setAnswer, setPending, setProblem, onFailed } = sender
  if (outcome.kind === 'failed' && !keep) {
    // A file cannot wait in localStorage for the connection: the form keeps everything, and says to send again.
    setAnswer({ status: 'error', fieldErrors: {}, formError: DECK_MESSAGES.notSent, values: submission.values })
    setPending(false)
    onFailed?.()
    return
  }
  if (outcome.kind === 'failed') {
    enqueue(submission)
    setProblem({ reason: outcome.reason, key: submission.key })
    setPending(false)
    onFailed?.()
    return
  }
  dequeue(submission.key)
  if (outcome.kind === 'stored') return stored(sender, outcome)
  setProblem(null)
  setAnswer({ status: 'error', fieldErrors: outcome.fieldErrors, formError: outcome.formError, values: submission.values })
  setPending(false)
}

/**
 * The schema's messages for a form the browser's own constraints rejected (loads zod on first use).
 * @public — reached through sending.ts, which use-form-action.ts imports dynamically (knip cannot follow it).
 */
export async function schemaErrors(form: HTMLFormElement, formData: FormData, formId: PageFormId): Promise<FormFieldErrors> {
  const { formErrors } = await import('./validate')
  return formErrors(formId, form, formDataToObject(formData, { arrays: pageForm(formId).arrays }))
}
