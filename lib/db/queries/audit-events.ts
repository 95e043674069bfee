import 'server-only'
import { and, asc, count, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
import { clientKey } from '@/lib/http/client-ip'
import type { Db } from '../client'
import { AUDIT_SEVERITIES, auditEvents, type AuditCategory, type AuditEvent, type AuditOutcome, type AuditSeverity, type NewAuditEvent } from '../schema'

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event)
}

export type AnonymousAuditEvent = Omit<NewAuditEvent, 'userId' | 'sessionId' | 'aggregateKey' | 'occurrences' | 'createdAt'> & {
  ipAddress: string
}

const SEVERITY_ORDER = sql.raw(`array[${AUDIT_SEVERITIES.map((s) => `'${s}'`).join(', ')}]`)

/**
 * An event no one is signed in for: a stranger can send forged cookies or cross-site posts as fast as
 * they like, so one client's events of one action within one minute share a row whose `occurrences` counts them. One
 * upsert on the bucket's unique key, so instances sharing a PostgreSQL count together and never race to a second row.
 * The row keeps the latest details and the worst severity. `at` is for tests; the bucket is the database's clock.
 */
export async function recordAnonymousAuditEvent(db: Db, event: AnonymousAuditEvent, at?: Date): Promise<void> {
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`
  const minute = sql`to_char(date_trunc('minute', ${moment} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI')`
  await db
    .insert(auditEvents)
    .values({
      ...event,
      userId: null,
      sessionId: null,
      createdAt: moment,
      // An IPv6 client is its /64 (lib/http/client-ip.ts): rotating addresses inside it must not make new rows.
      aggregateKey: sql`${clientKey(event.ipAddress)} || '|' || ${event.action} || '|' || ${minute}`,
    })
    .onConflictDoUpdate({
      target: auditEvents.aggregateKey,
      set: {
        occurrences: sql`audit_events.occurrences + 1`,
        details: sql`excluded.details`,
        severity: sql`case when array_position(${SEVERITY_ORDER}, excluded.severity) > array_position(${SEVERITY_ORDER}, audit_events.severity)
          then excluded.severity else audit_events.severity end`,
      },
    })
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
 * Retention: nothing older than a year, and no more than the newest 100,000. Past that number the
 * anonymous events go first, oldest first, however new: a flood of them must not push out what
 * signed-in people did. Only then does the last delete cut at the created_at of the Nth newest row (ties at that
 * instant are kept), walking the created_at index.
 */
export async function pruneAuditEvents(
  db: Db,
  { keepNewest = AUDIT_RETENTION.keepNewest, maxAgeDays = AUDIT_RETENTION.maxAgeDays }: { keepNewest?: number; maxAgeDays?: number } = {},
  now = new Date(),
): Promise<number> {
  const ageCutoff = new Date(now.getTime() - maxAgeDays * 86_400_000)
  const old = await db.delete(auditEvents).where(lt(auditEvents.createdAt, ageCutoff)).returning({ id: auditEvents.id })
  const [total] = await db.select({ n: count() }).from(auditEvents)
  const excess = Number(total?.n ?? 0) - keepNewest
  if (excess <= 0) return old.length
  const oldestAnonymous = db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(isNull(auditEvents.userId))
    .orderBy(asc(auditEvents.createdAt))
    .limit(excess)
  const anonymous = await db.delete(auditEvents).where(inArray(auditEvents.id, oldestAnonymous)).returning({ id: auditEvents.id })
  if (anonymous.length === excess) return old.length + anonymous.length
  const [boundary] = await db
    .select({ createdAt: auditEvents.createdAt })
    .from(auditEvents)
    .orderBy(NEWEST_FIRST[0])
    .limit(1)
    .offset(keepNewest - 1)
  if (!boundary) return old.length + anonymous.length
  const authenticated = await db
    .delete(auditEvents)
    .where(lt(auditEvents.createdAt, sql`${boundary.createdAt.toISOString()}::timestamptz`))
    .returning({ id: auditEvents.id })
  return old.length + anonymous.length + authenticated.length
}
