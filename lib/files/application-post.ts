import 'server-only'
import { auditCrossSite, crossSiteRefused } from '@/lib/auth/guard'
import { checkSameOrigin } from '@/lib/auth/origin'
import { formDataToObject, sessionIdOf, textField } from '@/lib/forms/form-data'
import { env } from '@/lib/env'
import { FORM_MESSAGES, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, type FormValues } from '@/lib/forms/form-state'
import { pageForm, successUrl, type Receipt } from '@/lib/forms/page-forms'
import { formRateLimiter, submissionMetadata } from '@/lib/forms/server/request'
import { fieldErrorsOf, pageFormSchema, type FieldErrors } from '@/lib/forms/schemas'
import { receiptOf, submitForm } from '@/lib/forms/server/submit'
import { APPLICATION_UPLOAD, BODY_LIMITS } from '@/lib/http/body-limits'
import { DECK_FIELD, DECK_MAX_BYTES, DECK_MESSAGES, deckProblem } from './deck'
import { receiveMultipart, type ReceivedFile } from './receive'
import { visitorProtocol } from '@/lib/security-headers'
import { refusalQuery, type RefusalCode } from './refusal'
import { newRefusalNonce, refusedValuesCookie, sealValues } from './refusal-values'
import { getDb } from '@/lib/db/client'
import { filesDir, removeSpooled } from './spool'
import type { UploadedFile } from './store'
import { deckStorage, uploadRateLimiter, uploadSlots } from './upload-slots'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/**
 * POST /apply/submit: the full application with its deck, as multipart/form-data.
 *
 * Why a route handler and not the page's server action: Next.js buffers a server action's whole body and parses it
 * into Blobs (several copies of a 15 MB file), under one body limit for every page (256 kB here, lib/http/
 * body-limits.ts), and the proxy would cut any body at its 1 MB buffer. This path is left out of the proxy
 * (proxy.ts matcher), gets a limit of its own, and streams the file to disk (./receive.ts); the deck is placed in its
 * store before the submission's short transaction (./store.ts).
 *
 * Before a byte of the body is read, the upload limits apply (./upload-slots.ts): the per-client form and upload
 * limits (429) and this instance's uploads in progress (503 'busy'); the body must arrive within
 * UPLOAD_DEADLINE_SECONDS (408 'too-slow'); a deck past the storage budget is refused (503 'storage-full').
 *
 * Without JavaScript the form posts here and is answered 303: to the success page, or back to /apply with a code
 * the page turns into the messages beside the fields. With JavaScript the form sends the same body with fetch and
 * `Accept: application/json`, and gets the answers of POST /api/forms/{type}, which its existing path shows.
 */
/**
 * The largest body this path reads. A deck up to twice the limit is still read to its end, so the visitor without
 * JavaScript gets the page with "must be 15 MB or smaller" beside the field; past this the body gate answers 413.
 */
const APPLICATION_POST_MAX_BYTES = APPLICATION_UPLOAD.limit

const FORM = pageForm('apply')

type Answer =
  | { kind: 'stored'; receipt: Receipt }
  | { kind: 'refused'; status: number; code: RefusalCode; formError: string; fieldErrors: FieldErrors; retryAfter?: number; values?: FormValues }

export async function handleApplicationPost(request: Request): Promise<Response> {
  const origin = checkSameOrigin(request.headers)
  if (!origin.ok) {
    await auditCrossSite(origin, request)
    return crossSiteRefused()
  }
  const json = (request.headers.get('accept') ?? '').includes('application/json')
  const answer = await receive(request)
  return json ? jsonAnswer(answer) : redirectAnswer(request, answer)
}

async function receive(request: Request): Promise<Answer> {
  const contentType = request.headers.get('content-type')
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return refused(415, 'malformed', FORM_MESSAGES.unavailable)
  const metadata = submissionMetadata(request.headers, { source: FORM.source })
  const client = metadata.ip ?? 'unknown'
  const limit = await formRateLimiter().check(client)
  if (!limit.ok) return { ...refused(429, 'rate', FORM_MESSAGES.rateLimited), retryAfter: limit.retryAfterSeconds }
  const uploads = await uploadRateLimiter().check(client)
  if (!uploads.ok) return deckRefusal(429, 'upload-rate', DECK_MESSAGES.uploadRate, uploads.retryAfterSeconds)
  const release = uploadSlots().take()
  if (!release) return deckRefusal(503, 'busy', DECK_MESSAGES.busy, 60)
  try {
    return await receiveWithSlot(request, contentType, metadata)
  } finally {
    release()
  }
}

async function receiveWithSlot(request: Request, contentType: string, metadata: ReturnType<typeof submissionMetadata>): Promise<Answer> {
  const e = env()
  const body = await receiveMultipart(request.body, contentType, {
    dir: filesDir(e.dataDir),
    fileFields: [DECK_FIELD],
    maxFileBytes: DECK_MAX_BYTES,
    maxTextBytes: BODY_LIMITS.page,
    maxBodyBytes: APPLICATION_POST_MAX_BYTES,
    deadlineMs: e.UPLOAD_DEADLINE_SECONDS * 1000,
  })
  if (!body.ok) {
    if (body.reason === 'too-slow') return deckRefusal(408, 'too-slow', DECK_MESSAGES.tooSlow)
    if (body.reason === 'bad-header') return deckRefusal(400, 'deck-name', DECK_MESSAGES.badName)
    // A deck over the limit is a field's problem like any other (400), so the form shows it beside the field.
    return body.reason === 'too-large' ? refused(400, 'deck-size', DECK_MESSAGES.tooLarge, { [DECK_FIELD]: DECK_MESSAGES.tooLarge }) : refused(400, 'malformed', FORM_MESSAGES.invalid)
  }
  const deck = body.files.find((f) => f.field === DECK_FIELD)
  try {
    return await answerFor(request, body.fields, deck, metadata)
  } finally {
    // A deck refused here leaves no file behind; one handed to submitForm is placed or removed there.
    if (deck && !placed.has(deck)) await removeSpooled(deck.path)
  }
}

/** Decks handed to submitForm: from then on it places or removes their file (lib/forms/server/submit.ts). */
const placed = new WeakSet<ReceivedFile>()

async function answerFor(request: Request, fields: [string, string][], deck: ReceivedFile | undefined, metadata: ReturnType<typeof submissionMetadata>): Promise<Answer> {
  const formData = new FormData()
  for (const [name, value] of fields) formData.append(name, value)
  const values = formDataToObject(formData)
  const problem = deck ? deckProblem(deck.size, deck.head) : null
  if (problem) {
    // Say everything at once: the deck's problem and any field the schema refuses.
    const parsed = pageFormSchema(FORM).safeParse(values)
    const fieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), [DECK_FIELD]: problem }
    return { ...refused(400, deck!.size > DECK_MAX_BYTES ? 'deck-size' : 'deck-type', FORM_MESSAGES.invalid, fieldErrors), values }
  }
  if (deck && (await storageFull())) return { ...deckRefusal(503, 'storage-full', DECK_MESSAGES.storageFull, 3600), values }
  try {
    if (deck) placed.add(deck)
    const result = await submitForm({
      type: FORM.type,
      data: values,
      metadata: { ...metadata, ...(sessionIdOf(formData) ? { sessionId: sessionIdOf(formData) } : {}) },
      idempotencyKey: textField(formData, IDEMPOTENCY_FIELD) ?? request.headers.get('idempotency-key'),
      honeypot: textField(formData, HONEYPOT_FIELD),
      schema: pageFormSchema(FORM),
      files: deck ? [deckFile(deck)] : [],
    })
    if (result.status === 'invalid') {
      const { _form, ...fieldErrors } = result.fieldErrors
      return { ...refused(400, 'invalid', _form ?? FORM_MESSAGES.invalid, fieldErrors), values }
    }
    if (result.status === 'conflict') return refused(422, 'conflict', FORM_MESSAGES.alreadyReceived)
    return { kind: 'stored', receipt: receiptOf(result) }
  } catch (err) {
    log('forms').error(`could not keep an application with its deck: ${errorMessage(err)}`)
    return { ...refused(503, 'unavailable', FORM_MESSAGES.unavailable), values }
  }
}

/** Over the deck storage budget; when the database does not answer the budget cannot be read, and the outbox takes the deck. */
async function storageFull(): Promise<boolean> {
  try {
    return (await deckStorage(await getDb())).full
  } catch {
    return false
  }
}

/** A refusal whose message belongs beside the deck field (and is the form's message too). */
function deckRefusal(status: number, code: RefusalCode, message: string, retryAfter?: number): Extract<Answer, { kind: 'refused' }> {
  return { ...refused(status, code, message, { [DECK_FIELD]: message }), ...(retryAfter ? { retryAfter } : {}) }
}

function refused(status: number, code: RefusalCode, formError: string, fieldErrors: FieldErrors = {}): Extract<Answer, { kind: 'refused' }> {
  return { kind: 'refused', status, code, formError, fieldErrors }
}

/** The deck as it is stored: checked to be a PDF by its bytes, so it is served as one whatever the browser said. */
function deckFile(part: ReceivedFile): UploadedFile {
  return {
    field: part.field,
    fileName: part.fileName.slice(0, 200) || 'deck.pdf',
    contentType: 'application/pdf',
    sizeBytes: part.size,
    sha256: part.sha256,
    path: part.path!,
  }
}

function jsonAnswer(answer: Answer): Response {
  const headers = { 'Cache-Control': 'no-store' }
  if (answer.kind === 'stored') {
    // As POST /api/forms answers: 201 {id, reference, statusToken?}, or 202 {id, queued} while in the outbox.
    const { id, reference, statusToken, queued } = answer.receipt
    return Response.json(queued ? { id, queued } : { id, reference, statusToken }, { status: queued ? 202 : 201, headers })
  }
  const retry: Record<string, string> = answer.retryAfter ? { 'Retry-After': String(answer.retryAfter) } : {}
  return Response.json({ error: answer.formError, formError: answer.formError, fieldErrors: answer.fieldErrors }, { status: answer.status, headers: { ...headers, ...retry } })
}

/**
 * 303: the browser follows with a GET, so a reload of the next page never posts the application again. A refusal
 * goes back to the form with its code and, in a sealed cookie, what was typed (./refusal-values.ts).
 */
function redirectAnswer(request: Request, answer: Answer): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (answer.kind === 'stored') {
    headers.set('Location', successUrl(FORM, answer.receipt)!)
    return new Response(null, { status: 303, headers })
  }
  const nonce = newRefusalNonce()
  const sealed = answer.values ? sealValues(answer.values, nonce) : null
  if (sealed) headers.append('Set-Cookie', refusedValuesCookie(sealed, visitorProtocol(request.headers.get('x-forwarded-proto'), env().TRUST_PROXY) === 'https'))
  const anchor = answer.fieldErrors[DECK_FIELD] ? DECK_FIELD : 'review'
  headers.set('Location', `/apply?${refusalQuery(answer.code, Object.keys(answer.fieldErrors), sealed ? nonce : undefined)}#${anchor}`)
  return new Response(null, { status: 303, headers })
}
