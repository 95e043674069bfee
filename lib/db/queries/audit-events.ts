import 'server-only'
import { and, count, eq, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { auditEvents, type AuditCategory, type AuditEvent, type AuditOutcome, type AuditSeverity, type NewAuditEvent } from '../schema'

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event)
}

export type AuditFilter = { category?: AuditCategory; severity?: AuditSeverity; outcome?: AuditOutcome }
export type AuditPage = { events: AuditEvent[]; total: number; page: number; pageCount: number; pageSize: number }

/** Newest first, filtered, one page; the page number is clamped into range. */
export async function listAuditEvents(db: Db, filter: AuditFilter = {}, options: { page?: number; pageSize?: number } = {}): Promise<AuditPage> {
  const pageSize = Math.min(Math.max(options.pageSize ?? 50, 1), 200)
  const conditions: SQL[] = []
  if (filter.category) conditions.push(eq(auditEvents.category, filter.category))
  if (filter.severity) conditions.push(eq(auditEvents.severity, filter.severity))
  if (filter.outcome) conditions.push(eq(auditEvents.outcome, filter.outcome))
  const where = conditions.length ? and(...conditions) : undefined
  const [totalRow] = await db.select({ n: count() }).from(auditEvents).where(where)
  const total = Number(totalRow?.n ?? 0)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(Math.max(Math.trunc(options.page ?? 1) || 1, 1), pageCount)
  const events = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return { events, total, page, pageCount, pageSize }
}

// DESC NULLS LAST, as drizzle-kit built the created_at indexes: a plain DESC (NULLS FIRST) cannot walk them and
// makes Postgres sort the whole table for every page.
const NEWEST_FIRST = [sql`${auditEvents.createdAt} desc nulls last`, sql`${auditEvents.id} desc`] as const

export const AUDIT_RETENTION = { keepNewest: 100_000, maxAgeDays: 365 } as const

/**
 * Retention (issue 5 item 5): nothing older than a year, and no more than the newest 100,000. The second delete
 * cuts at the created_at of the 100,000th newest row (ties at that instant are kept), walking the created_at index.
 */
export async function pruneAuditEvents(
  db: Db,
  { keepNewest = AUDIT_RETENTION.keepNewest, maxAgeDays = AUDIT_RETENTION.maxAgeDays }: { keepNewest?: number; maxAgeDays?: number } = {},
  now = new Date(),
): Promise<number> {
  const ageCutoff = new Date(now.getTime() - maxAgeDays * 86_400_000)
  const old = await db.delete(auditEvents).where(lt(auditEvents.createdAt, ageCutoff)).returning({ id: auditEvents.id })
  const [boundary] = await db
    .select({ createdAt: auditEvents.createdAt })
    .from(auditEvents)
    .orderBy(NEWEST_FIRST[0])
    .limit(1)
    .offset(keepNewest - 1)
  if (!boundary) return old.length
  const excess = await db
    .delete(auditEvents)
    .where(lt(auditEvents.createdAt, sql`${boundary.createdAt.toISOString()}::timestamptz`))
    .returning({ id: auditEvents.id })
  return old.length + excess.length
}
