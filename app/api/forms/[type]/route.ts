import { z } from 'zod'
import { formRateLimiter, submissionMetadata } from '@/lib/forms/server/request'
import { validSessionId } from '@/lib/forms/form-data'
import { FORM_MESSAGES, SESSION_FIELD } from '@/lib/forms/form-state'
import { isPageFormId, PAGE_FORM_HEADER, pageForm } from '@/lib/forms/page-forms'
import { isFormType, pageFormSchema } from '@/lib/forms/schemas'
import { receiptOf, submitForm } from '@/lib/forms/server/submit'
import { env } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/body-limits'
import { clientIp } from '@/lib/http/client-ip'
import { json, problem, readJson, refuseByHeaders, type BodyRefusal, type BodyRule } from '@/lib/http/json'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

const BODY: BodyRule = {
  limit: BODY_LIMITS.api,
  types: /^application\/json\b/i,
  texts: {
    type: 'Send the form as JSON (Content-Type: application/json).',
    tooLarge: 'The request body is larger than 64 kB.',
    syntax: 'The request body is not valid JSON.',
    schema: 'The request body must be a JSON object of form fields.',
  },
}

/** The fields themselves are checked by submitForm; here only that they are an object of them. */
const fieldsSchema = z.record(z.string(), z.unknown())

/** A refused body; one that was read but is not form fields also names no field (`fieldErrors: {}`). */
function refusedBody(refused: BodyRefusal): Response {
  return problem(refused.status, refused.message, refused.status === 400 ? { fieldErrors: {} } : {})
}

/**
 * The public forms API (POST /api/forms/{type}) for integrations; the site's own pages use server actions that
 * share submitForm(). Anything a client sends gets a 4xx with a reason, never a 500.
 */
export async function POST(request: Request, { params }: { params: Promise<{ type: string }> }) {
  const { type } = await params
  if (!isFormType(type)) return problem(404, `Unknown form type: ${type.slice(0, 60)}`)

  const refused = refuseByHeaders(request, BODY)
  if (refused) return refusedBody(refused)

  const limit = await formRateLimiter().check(clientIp(request.headers, env().TRUST_PROXY))
  if (!limit.ok) {
    return problem(429, 'Too many submissions. Please try again later.', {}, { 'Retry-After': String(limit.retryAfterSeconds) })
  }

  const body = await readJson(request, fieldsSchema, BODY)
  if (!body.ok) return refusedBody(body)

  const fields = body.data
  const honeypot = typeof fields.fax === 'string' ? fields.fax : null
  const sessionId = validSessionId(fields[SESSION_FIELD])
  delete fields.fax
  delete fields[SESSION_FIELD]
  // A submission the site's own send queue replays names its page form: it is checked and recorded as if that
  // page's action had taken it (same schema, same source). A name that does not belong to this type is ignored.
  const named = request.headers.get(PAGE_FORM_HEADER)
  const form = isPageFormId(named) && pageForm(named).type === type ? pageForm(named) : undefined
  try {
    const result = await submitForm({
      type,
      data: fields,
      metadata: submissionMetadata(request.headers, { source: form?.source ?? 'api', sessionId }),
      idempotencyKey: request.headers.get('idempotency-key'),
      honeypot,
      schema: form ? pageFormSchema(form) : undefined,
    })
    if (result.status === 'invalid') return problem(400, 'Some fields need attention.', { fieldErrors: result.fieldErrors })
    if (result.status === 'conflict') {
      return problem(422, 'This Idempotency-Key was already used for this form with a different body; nothing was stored.', { formError: FORM_MESSAGES.alreadyReceived })
    }
    // 201 {id, reference, statusToken?}: the reference the database gave, and an application's status link token
    // (/apply/status/<token>; not on a repeat, whose link only the founder's e-mail carries). 202 {id, queued}.
    const { id, reference, statusToken, queued } = receiptOf(result)
    if (queued) return json({ id, queued }, { status: 202 })
    return json({ id, reference, statusToken }, { status: 201 })
  } catch (err) {
    // Neither the database nor the outbox took it: say so honestly, so the client retries.
    log('forms').error(`could not keep a submission: ${errorMessage(err)}`)
    return problem(503, 'We could not receive your submission right now. Please try again in a minute.', {}, { 'Retry-After': '60' })
  }
}
