import { FORM_MESSAGES, HONEYPOT_FIELD, SESSION_FIELD, type FormFieldErrors, type FormValues } from '@/lib/forms/form-state'
import { PAGE_FORM_HEADER, pageForm, type PageFormId, type Receipt } from '@/lib/forms/page-forms'

/**
 * Sends one of the site's forms from the browser through POST /api/forms/{type} (the path the server actions share
 * through submitForm). The pages' enhanced submit, their Retry and the send queue all go through here, so every
 * attempt of one submission carries the same idempotency key and the server stores it once, whichever attempt
 * arrived. fetch, unlike a server action, can be given a deadline and tells a 503 from a refused request.
 */

export type Submission = {
  form: PageFormId
  /** The idempotency key: one per submission, kept across retries, reloads and the queue. */
  key: string
  values: FormValues
  /** The analytics session id, only when the visitor allowed analytics (metadata.sessionId). */
  session?: string
  /** The hidden trap field, when something filled it: the server then answers "received" and stores nothing. */
  honeypot?: string
}

export type SendOutcome =
  /** The server's receipt (lib/forms/page-forms.ts Receipt): id, and the reference and status link token when given. */
  | ({ kind: 'stored' } & Receipt)
  /** The server read it and will not take it as it is: the visitor must change something, or (busy) wait a minute. */
  | { kind: 'refused'; fieldErrors: FormFieldErrors; formError: string; busy?: boolean }
  /** It may not have arrived: nothing the visitor did is wrong, and the same submission can be sent again. */
  | { kind: 'failed'; reason: 'offline' | 'network' | 'timeout' | 'server' }

/** A submission is a few kB; a server that has not answered in this time is not going to. */
export const SEND_TIMEOUT_MS = 20_000
/** Statuses that say "not now" rather than "not this": a gateway or an overloaded or restarting server. */
const TRANSIENT = new Set([500, 502, 503, 504])

type SendOptions = { fetch?: typeof fetch; timeoutMs?: number; online?: () => boolean }

export async function sendSubmission(submission: Submission, options: SendOptions = {}): Promise<SendOutcome> {
  const { url, headers, body } = requestOf(submission)
  return post(url, { headers, body }, options)
}

/** An upload may take minutes on a slow line; a text submission's deadline would cut it off. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000

/**
 * Sends a form with a file as multipart/form-data to the route that takes it (the application with its deck,
 * lib/files/application-post.ts), which answers like POST /api/forms/{type} when asked for JSON.
 * @public — reached through sending.ts, which use-form-action.ts imports dynamically (knip cannot follow it).
 */
export async function sendMultipart(url: string, body: FormData, key: string, options: SendOptions = {}): Promise<SendOutcome> {
  return post(url, { headers: { Accept: 'application/json', 'Idempotency-Key': key }, body }, { timeoutMs: UPLOAD_TIMEOUT_MS, ...options })
}

async function post(url: string, init: { headers: Record<string, string>; body: BodyInit }, options: SendOptions): Promise<SendOutcome> {
  const { fetch: doFetch = fetch, timeoutMs = SEND_TIMEOUT_MS, online = () => navigator.onLine } = options
  if (!online()) return { kind: 'failed', reason: 'offline' }
  let response: Response
  try {
    response = await doFetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') return { kind: 'failed', reason: 'timeout' }
    return { kind: 'failed', reason: online() ? 'network' : 'offline' }
  }
  const answer = await readJson(response)
  // An answer naming fields is the server's verdict on this submission, whatever its status (a 503 "too many
  // uploads", a 429 upload limit, a 408 too slow): shown beside those fields with everything typed, never queued.
  const named = fieldErrorsOf(answer)
  if (!response.ok && named) {
    const { _form, ...fieldErrors } = named
    const said = typeof answer.formError === 'string' ? answer.formError : typeof answer.error === 'string' ? answer.error : undefined
    return { kind: 'refused', fieldErrors, formError: _form ?? said ?? FORM_MESSAGES.invalid, ...(response.status === 429 || response.status === 503 ? { busy: true } : {}) }
  }
  if (TRANSIENT.has(response.status)) return { kind: 'failed', reason: 'server' }
  if (response.ok && typeof answer.id === 'string') {
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined)
    return { kind: 'stored', id: answer.id, reference: text(answer.reference), statusToken: text(answer.statusToken), queued: answer.queued === true }
  }
  // The first attempt arrived (its answer was lost) and the fields changed before this retry: the first one stands.
  if (response.status === 422) return { kind: 'refused', fieldErrors: {}, formError: FORM_MESSAGES.alreadyReceived }
  if (response.status === 429) return { kind: 'refused', fieldErrors: {}, formError: FORM_MESSAGES.rateLimited, busy: true }
  if (response.status === 400) {
    const { _form, ...fieldErrors } = (answer.fieldErrors ?? {}) as FormFieldErrors
    return { kind: 'refused', fieldErrors, formError: _form ?? FORM_MESSAGES.invalid }
  }
  // 413, 415 or an answer that is not ours (a captive portal's page): the server never took it.
  if (response.ok || response.status < 400) return { kind: 'failed', reason: 'server' }
  return { kind: 'refused', fieldErrors: {}, formError: typeof answer.error === 'string' ? answer.error : FORM_MESSAGES.unavailable }
}

/** The request that sends a submission; the service worker replays the same one (send-queue-worker.ts). */
export function requestOf(submission: Submission): { url: string; headers: Record<string, string>; body: string } {
  const body = {
    ...submission.values,
    ...(submission.session ? { [SESSION_FIELD]: submission.session } : {}),
    ...(submission.honeypot ? { [HONEYPOT_FIELD]: submission.honeypot } : {}),
  }
  return {
    url: `/api/forms/${pageForm(submission.form).type}`,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': submission.key, [PAGE_FORM_HEADER]: submission.form },
    body: JSON.stringify(body),
  }
}

/** The answer's field messages when it names at least one field (besides the form-level `_form`), else null. */
function fieldErrorsOf(answer: Record<string, unknown>): FormFieldErrors | null {
  const errors = answer.fieldErrors
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null
  const entries = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string')
  return entries.some(([name]) => name !== '_form') ? Object.fromEntries(entries) : null
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const data: unknown = await response.json()
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
