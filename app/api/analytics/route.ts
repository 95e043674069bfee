import { withoutAdminUrls } from '@/lib/analytics/admin-paths'
import { analyticsBatchSchema, MAX_BATCH_BYTES } from '@/lib/analytics/events'
import { analyticsRateLimiter, analyticsWriteBudget } from '@/lib/analytics/limiter'
import { checkSameOrigin } from '@/lib/auth/origin'
import { getDb } from '@/lib/db/client'
import { insertAnalyticsBatch } from '@/lib/db/queries/analytics-events'
import { env } from '@/lib/env'
import { clientIp } from '@/lib/http/client-ip'
import { noContent, problem, readJson, refuseByHeaders, type BodyRule } from '@/lib/http/json'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

const BODY: BodyRule = {
  limit: MAX_BATCH_BYTES,
  // sendBeacon sends a Blob's type; text/plain is what a string beacon gets.
  types: /^(application\/json|text\/plain)\b/i,
  texts: { type: 'Send JSON.', tooLarge: 'A batch may be at most 16 kB.', syntax: 'The body is not valid JSON.', schema: 'Invalid analytics batch.' },
}

const tooMany = (retryAfterSeconds: number) => problem(429, 'Too many events.', {}, { 'Retry-After': String(retryAfterSeconds) })

/**
 * The first-party analytics beacon. The tracker only runs after the visitor consented; this endpoint accepts only
 * beacons from the site's own pages (a beacon carries Origin), validates types and sizes, limits each client and
 * all clients together (lib/analytics/write-budget.ts), and stores rows. Analytics is best-effort: a database error is a 503 the
 * beacon does not retry, never a visitor-facing failure.
 */
export async function POST(request: Request) {
  // Another site's script, or one with no Origin at all, is not our tracker: it could fill the disk from anywhere.
  if (!checkSameOrigin(request.headers).ok) return problem(403, 'Cross-site requests are not accepted.')
  const refused = refuseByHeaders(request, BODY)
  if (refused) return problem(refused.status, refused.message)
  const limit = await analyticsRateLimiter().check(clientIp(request.headers, env().TRUST_PROXY))
  if (!limit.ok) return tooMany(limit.retryAfterSeconds)

  const parsed = await readJson(request, analyticsBatchSchema, BODY)
  if (!parsed.ok) {
    const issues = parsed.issues?.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`)
    return problem(parsed.status, parsed.message, issues ? { issues } : {})
  }
  // Admin pages are never recorded, whatever a tracker sends (lib/analytics/admin-paths.ts).
  const events = withoutAdminUrls(parsed.data.events)
  if (events.length === 0) return noContent()
  const budget = await analyticsWriteBudget().take(events.length)
  if (!budget.ok) return tooMany(budget.retryAfterSeconds)
  try {
    await insertAnalyticsBatch(await getDb(), { ...parsed.data, events })
  } catch (err) {
    log('analytics').warn(`event storage failed: ${errorMessage(err)}`)
    return problem(503, 'Analytics event storage failed')
  }
  return noContent()
}
