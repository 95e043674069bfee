import 'server-only'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Db } from '../client'
import { adminSessions } from '../schema'

export type NewSession = { jti: string; userId: string; expiresAt: Date; ipAddress?: string | null; userAgent?: string | null }

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(adminSessions).values({
    jti: session.jti,
    userId: session.userId,
    expiresAt: session.expiresAt,
    ipAddress: session.ipAddress ?? null,
    userAgent: session.userAgent?.slice(0, 500) ?? null,
  })
}

/** True while the jti's row exists, is not revoked and has not expired: the server-side half of a valid token. */
export async function isSessionActive(db: Db, jti: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ jti: adminSessions.jti })
    .from(adminSessions)
    .where(and(eq(adminSessions.jti, jti), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, now)))
  return row !== undefined
}

/** Logout: this one session. */
export async function revokeSession(db: Db, jti: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.jti, jti), isNull(adminSessions.revokedAt)))
    .returning({ jti: adminSessions.jti })
  return rows.length > 0
}

/** A password change: every session, on every instance. */
export async function revokeAllSessions(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(isNull(adminSessions.revokedAt))
    .returning({ jti: adminSessions.jti })
  return rows.length
}

/** Rows of expired or revoked sessions can no longer matter once the token itself has expired. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(adminSessions)
    .where(lt(adminSessions.expiresAt, now))
    .returning({ jti: adminSessions.jti })
  return rows.length
}

/** A disabled account: every session of that one account, on every instance. */
export async function revokeUserSessions(db: Db, userId: string, now = new Date()): Promise<number> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.userId, userId), isNull(adminSessions.revokedAt)))
    .returning({ jti: adminSessions.jti })
  return rows.length
}
