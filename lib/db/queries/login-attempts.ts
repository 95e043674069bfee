import 'server-only'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { loginAttempts } from '../schema'

export type LoginLimits = {
  /** Failures within the window that trigger a block (5). */
  maxFailures: number
  windowMs: number
  blockMs: number
}

export type AttemptState = { failures: number; blockedUntil: Date | null }

export async function getAttempt(db: Db, clientKey: string): Promise<AttemptState | null> {
  const [row] = await db
    .select({ failures: loginAttempts.failures, blockedUntil: loginAttempts.blockedUntil })
    .from(loginAttempts)
    .where(eq(loginAttempts.clientKey, clientKey))
  return row ?? null
}

/**
 * Counts one failure in a single statement (insert … on conflict do update), so concurrent failures on several
 * instances sharing one PostgreSQL all count and the block is set by whichever reaches the limit. A window that has
 * passed starts over at 1; a block that is still running is kept as it is.
 */
export async function recordFailure(db: Db, clientKey: string, limits: LoginLimits, now = new Date()): Promise<AttemptState> {
  const windowCutoff = new Date(now.getTime() - limits.windowMs)
  const blockUntil = new Date(now.getTime() + limits.blockMs)
  const t = loginAttempts
  // In DO UPDATE every column reference is the old row, so the new count is spelled out where it is needed.
  const stillBlocked = sql`(${t.blockedUntil} is not null and ${t.blockedUntil} > ${now}::timestamptz)`
  const windowOver = sql`(${t.windowStartedAt} <= ${windowCutoff}::timestamptz and not ${stillBlocked})`
  const newFailures = sql`(case when ${windowOver} then 1 else ${t.failures} + 1 end)`
  const [row] = await db
    .insert(t)
    .values({
      clientKey,
      failures: 1,
      windowStartedAt: now,
      blockedUntil: limits.maxFailures <= 1 ? blockUntil : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: t.clientKey,
      set: {
        failures: newFailures,
        windowStartedAt: sql`case when ${windowOver} then ${now}::timestamptz else ${t.windowStartedAt} end`,
        blockedUntil: sql`case when ${stillBlocked} then ${t.blockedUntil} when ${newFailures} >= ${limits.maxFailures} then ${blockUntil}::timestamptz else null end`,
        updatedAt: now,
      },
    })
    .returning({ failures: t.failures, blockedUntil: t.blockedUntil })
  if (!row) throw new Error('login_attempts upsert returned no row')
  return row
}

/** Starts a block now unless one is already running; returns the block in force afterwards. */
export async function startBlock(db: Db, clientKey: string, until: Date, now = new Date()): Promise<Date | null> {
  const t = loginAttempts
  await db
    .update(t)
    .set({ blockedUntil: until, updatedAt: now })
    .where(and(eq(t.clientKey, clientKey), or(isNull(t.blockedUntil), lt(t.blockedUntil, now))))
  return (await getAttempt(db, clientKey))?.blockedUntil ?? null
}

/** After a successful login the count starts over — but a running block is never lifted (it cannot be reached anyway). */
export async function clearFailures(db: Db, clientKey: string, now = new Date()): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.clientKey, clientKey), or(isNull(loginAttempts.blockedUntil), lt(loginAttempts.blockedUntil, now))))
}

/** The 5-minute clean-up: rows whose window and block have both passed say nothing any more. */
export async function deleteExpiredAttempts(db: Db, windowMs: number, now = new Date()): Promise<number> {
  const windowCutoff = new Date(now.getTime() - windowMs)
  const rows = await db
    .delete(loginAttempts)
    .where(
      and(
        lt(loginAttempts.windowStartedAt, windowCutoff),
        or(isNull(loginAttempts.blockedUntil), lt(loginAttempts.blockedUntil, now)),
      ),
    )
    .returning({ key: loginAttempts.clientKey })
  return rows.length
}
