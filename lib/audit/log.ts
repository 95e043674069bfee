import 'server-only'
import type { AuditCategory, AuditOutcome, AuditSeverity } from '@/lib/db/schema'

/**
 * CONTRACT (issue 5) — the auth helper implements this. Records one audit event (SPEC §3); fills ipAddress,
 * userAgent and url from the current request's headers when called inside a request. Never throws (a failed
 * write is logged to the console) and never stores a password, hash or token: keys that look like one are redacted.
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
  void event
  throw new Error('recordAudit: not implemented yet')
}
