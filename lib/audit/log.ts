import 'server-only'
import { headers } from 'next/headers'
import { getDb } from '@/lib/db/client'
import { insertAuditEvent, recordAnonymousAuditEvent } from '@/lib/db/queries/audit-events'
import type { AuditCategory, AuditOutcome, AuditSeverity } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { clientIp } from '@/lib/http/client-ip'
import { redactDetails } from './redact'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/**
 * CONTRACT. Records one audit event; fills ipAddress, userAgent and url from the current
 * request's headers when called inside a request. Never throws (a failed write is logged to the console) and never
 * stores a password, hash or token: keys that look like one are redacted (./redact.ts).
 *
 * userId / sessionId: the caller passes the session it checked (this module never looks one up: the guard records
 * audit events itself). An event without a userId is anonymous; within a request it is folded into one row per client,
 * action and minute (recordAnonymousAuditEvent), since strangers can produce such events as fast as they like.
 */
export type AuditInput = {
  action: string
  category: AuditCategory
  severity?: AuditSeverity
  outcome: AuditOutcome
  details?: Record<string, unknown>
  userId?: string | null
  sessionId?: string | null
  url?: string
}

export async function recordAudit(event: AuditInput): Promise<void> {
  try {
    const request = await requestContext()
    const row = {
      action: event.action.slice(0, 200),
      category: event.category,
      severity: event.severity ?? 'info',
      outcome: event.outcome,
      details: redactDetails(event.details ?? {}),
      userAgent: request?.userAgent ?? null,
      url: urlPath(event.url) ?? request?.url ?? null,
    }
    const db = await getDb()
    if (!event.userId && request) await recordAnonymousAuditEvent(db, { ...row, ipAddress: request.ip })
    else await insertAuditEvent(db, { ...row, userId: event.userId ?? null, sessionId: event.sessionId ?? null, ipAddress: request?.ip ?? null })
  } catch (err) {
    log('audit').error(`could not record ${event.action}: ${errorMessage(err)}`)
  }
}

type RequestContext = { ip: string; userAgent: string | null; url: string | null }

async function requestContext(): Promise<RequestContext | null> {
  let h: Headers
  try {
    h = await headers()
  } catch {
    return null // outside a request (startup tasks, scripts)
  }
  return {
    ip: clientIp(h, env().TRUST_PROXY),
    userAgent: h.get('user-agent')?.slice(0, 500) ?? null,
    // Server components and actions do not see their own URL; the page that made the request is the referer.
    url: urlPath(h.get('referer') ?? undefined),
  }
}

/** Path and query only: the host adds nothing and a full URL could carry credentials. */
function urlPath(url: string | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url, 'http://local')
    return `${u.pathname}${u.search}`.slice(0, 500)
  } catch {
    return null
  }
}
