import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import type { NewJob } from '@/lib/db/queries/jobs'
import { formSubmissions, type FormType, type Job } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { PermanentJobError } from '@/lib/jobs/runner'

/**
 * The specification sends forms to hosted form services. Here the database is the record; forwarding is an optional copy,
 * forwarded as a durable job (lib/jobs): enqueued in the same transaction as the submission, so a stored submission
 * is always forwarded — also one replayed from the outbox — and forwarded once, whichever instance runs the job.
 * A forwarding failure is retried with back-off and never reaches the visitor.
 */
export const FORWARD_JOB = 'forward-submission'

export type ForwardTarget = { url: string; secret?: string }

export function forwardTarget(type: FormType): ForwardTarget | undefined {
  const e = env()
  const target = (url: string | undefined, secret: string | undefined) => (url ? { url, secret } : undefined)
  if (type === 'newsletter') return target(e.FORM_FORWARD_NEWSLETTER_URL, e.FORM_FORWARD_NEWSLETTER_SECRET)
  if (type === 'apply') return target(e.FORM_FORWARD_APPLY_URL, e.FORM_FORWARD_APPLY_SECRET)
  if (type === 'contact' || type.startsWith('contact_')) return target(e.FORM_FORWARD_CONTACT_URL, e.FORM_FORWARD_CONTACT_SECRET)
  return undefined
}

/**
 * The job that forwards one stored submission. It names the submission only: the body is read when it is sent, so
 * no second copy of a founder's data waits in the jobs table, and a submission deleted meanwhile is not sent.
 */
export function forwardJob(submissionId: string): NewJob {
  return { kind: FORWARD_JOB, key: `forward:${submissionId}`, payload: { submissionId } }
}

/** `sha256=<hex>`: HMAC-SHA256 of the exact body bytes under the URL's secret, as GitHub and Stripe sign theirs. */
export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** A 4xx other than 408 and 429 will answer the same next time: retrying it would only repeat the refusal. */
const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429

export type ForwardDeps = { fetchImpl?: typeof fetch; targetFor?: (type: FormType) => ForwardTarget | undefined }

/** Runs one forward job: posts the submission to its webhook; throws to have it retried (PermanentJobError: failed at once). */
export async function forwardSubmission(job: Job, db: Db, { fetchImpl = fetch, targetFor = forwardTarget }: ForwardDeps = {}): Promise<void> {
  const submissionId = String(job.payload.submissionId ?? '')
  const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId))
  if (!row) return // deleted since (by the team or the retention): nothing to send
  const target = targetFor(row.formType)
  if (!target) return // forwarding was switched off since
  const body = JSON.stringify({ id: row.id, form_type: row.formType, data: row.data, created_at: row.createdAt.toISOString() })
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    // The same on every attempt: a receiver that stored an attempt whose answer was lost can drop the repeat.
    'Idempotency-Key': row.id,
    'X-Delivery-Id': job.id,
  }
  if (target.secret) headers['X-Signature'] = signature(target.secret, body)
  const res = await fetchImpl(target.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })
  if (res.ok) return
  const message = `HTTP ${res.status} from the ${row.formType} forward`
  throw isFinalRefusal(res.status) ? new PermanentJobError(message) : new Error(message)
}
