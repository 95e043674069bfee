import { env } from '@/lib/env'
import { clientIp } from '@/lib/http/client-ip'
import type { RateLimiter } from '@/lib/http/rate-limit'
import { rateLimiter } from '@/lib/http/shared-limits'
import type { SubmissionMetadata } from '@/lib/db/schema'
import { processSingleton } from '@/lib/process-singleton'

/** What a submission records about its sender (metadata), from the request headers. */
export function submissionMetadata(headers: Headers, extra: Partial<SubmissionMetadata> = {}): SubmissionMetadata {
  const meta: SubmissionMetadata = {
    ip: clientIp(headers, env().TRUST_PROXY),
    userAgent: headers.get('user-agent')?.slice(0, 500) ?? undefined,
    referrer: headers.get('referer')?.slice(0, 500) ?? undefined,
    ...extra,
  }
  for (const key of Object.keys(meta)) if (meta[key] === undefined) delete meta[key]
  return meta
}

/** FORM_RATE_LIMIT submissions a minute per client, shared by the pages' actions and the JSON API (and, on PostgreSQL, by every instance). */
export function formRateLimiter(): RateLimiter {
  return processSingleton('venture-studio.form-limiter', () => rateLimiter({ name: 'forms', limit: env().FORM_RATE_LIMIT, windowMs: 60_000 }))
}
