import { withoutAdminUrls } from '@/lib/analytics/admin-paths'
import { analyticsBatchSchema, MAX_BATCH_BYTES } from '@/lib/analytics/events'
import { analyticsRateLimiter, analyticsWriteBudget } from '@/lib/analytics/limiter'
import { checkSameOrigin } from '@/lib/auth/origin'
import { getDb } from '@/lib/db/client'
import { insertAnalyticsBatch } from '@/lib/db/queries/analytics-events'
import { env } from '@/lib/env'
import { clientIp } from '@/lib/http/client-ip'

export const dynamic = 'force-dynamic'

/**
 * The first-party analytics beacon. The tracker only runs after the visitor consented; this endpoint accepts only
 * beacons from the site's own pages (a beacon carries Origin), validates types and sizes, limits each client and
 * all clients together (lib/analytics/write-budget.ts), and stores rows. Analytics is best-effort: a database error is a 503 the
 * beacon does not retry, never a visitor-facing failure.
 */
export async function POST(request: Request) {
  // Another site's script, or one with no Origin at all, is not our tracker: it could fill the disk from anywhere.
  if (!checkSameOrigin(request.headers).ok) return Response.json({ error: 'Cross-site requests are not accepted.' }, { status: 403 })
  const type = request.headers.get('content-type') ?? ''
  // sendBeacon sends a Blob's type; text/plain is what a string beacon gets.
  if (!/^(application\/json|text\/plain)\b/i.test(type)) return Response.json({ error: 'Send JSON.' }, { status: 415 })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BATCH_BYTES) {
    return Response.json({ error: 'A batch may be at most 16 kB.' }, { status: 413 })
  }
  const limit = await analyticsRateLimiter().check(clientIp(request.headers, env().TRUST_PROXY))
  if (!limit.ok) return Response.json({ error: 'Too many events.' }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } })

  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BATCH_BYTES) return Response.json({ error: 'A batch may be at most 16 kB.' }, { status: 413 })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return Response.json({ error: 'The body is not valid JSON.' }, { status: 400 })
  }
  const parsed = analyticsBatchSchema.safeParse(body)
  if (!parsed.success) {
    return Response.json({ error: 'Invalid analytics batch.', issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`) }, { status: 400 })
  }
  // Admin pages are never recorded, whatever a tracker sends (lib/analytics/admin-paths.ts).
  const events = withoutAdminUrls(parsed.data.events)
  if (events.length === 0) return new Response(null, { status: 204 })
  const budget = await analyticsWriteBudget().take(events.length)
  if (!budget.ok) return Response.json({ error: 'Too many events.' }, { status: 429, headers: { 'Retry-After': String(budget.retryAfterSeconds) } })
  try {
    await insertAnalyticsBatch(await getDb(), { ...parsed.data, events })
  } catch (err) {
    console.error(`Analytics event storage failed: ${err instanceof Error ? err.message : String(err)}`)
    return Response.json({ error: 'Analytics event storage failed' }, { status: 503 })
  }
  return new Response(null, { status: 204 })
}
