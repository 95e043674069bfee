import { getDb } from '@/lib/db/client'
import { deleteExpiredSessions } from '@/lib/db/queries/admin-sessions'
import { pruneAuditEvents } from '@/lib/db/queries/audit-events'
import { cleanExpiredLoginAttempts } from './rate-limit'

/** SPEC §9: expired login-limit entries are cleaned every 5 minutes; expired sessions and old audit events go too. */
export const MAINTENANCE_EVERY_MS = 5 * 60_000

export async function runAdminMaintenance(now = new Date()) {
  const db = await getDb()
  const attempts = await cleanExpiredLoginAttempts(db, now)
  const sessions = await deleteExpiredSessions(db, now)
  const auditEvents = await pruneAuditEvents(db, {}, now)
  return { attempts, sessions, auditEvents }
}

/** Every instance runs it; the deletes are idempotent, so several instances on one PostgreSQL do not conflict. */
export function startAdminMaintenance(): void {
  const tick = () =>
    runAdminMaintenance().catch((err: unknown) =>
      console.error(`[admin] maintenance failed: ${err instanceof Error ? err.message : String(err)}`),
    )
  // Not at once: the database is still opening at start; the first tick comes 5 minutes in.
  setInterval(tick, MAINTENANCE_EVERY_MS).unref()
}
