import 'server-only'
import { createHash } from 'node:crypto'
import type { Db } from '@/lib/db/client'
import { clearFailures, deleteExpiredAttempts, getAttempt, recordFailure, startBlock, type LoginLimits } from '@/lib/db/queries/login-attempts'

/** 5 failed attempts in a 15-minute window block the client for 1 hour. */
export const LOGIN_LIMITS: LoginLimits = { maxFailures: 5, windowMs: 15 * 60_000, blockMs: 60 * 60_000 }

export type LimitStatus = { blocked: false } | { blocked: true; minutesLeft: number; until: Date }

function statusOf(blockedUntil: Date | null, now: Date): LimitStatus {
  if (!blockedUntil || blockedUntil.getTime() <= now.getTime()) return { blocked: false }
  return { blocked: true, until: blockedUntil, minutesLeft: Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 60_000)) }
}

/**
 * What the login limit counts: the client for the owner (as before named accounts), the client and the account for an
 * e-mail login — so a reviewer's typos never lock the owner out from the same address, and each account has its own
 * 5 guesses per client. The e-mail is hashed: the key is the same for a known and an unknown address, and whatever
 * was typed in the field is not stored.
 */
export function loginLimitKey(clientKey: string, email: string | null): string {
  if (!email) return clientKey
  return `${clientKey}|account:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`
}

/** Checked before the password is hashed, so a blocked client costs one indexed read and no scrypt. */
export async function loginBlockStatus(db: Db, clientKey: string, now = new Date()): Promise<LimitStatus> {
  const row = await getAttempt(db, clientKey)
  return statusOf(row?.blockedUntil ?? null, now)
}

/**
 * Counts an attempt before its password is hashed, in one atomic upsert, so that parallel requests cannot all pass a
 * check made before any of them was counted: of any number sent at once, the first 5 of the window are evaluated
 * and the 6th and later are refused — and start the block themselves if no failure has yet.
 */
export async function claimLoginAttempt(db: Db, clientKey: string, now = new Date()): Promise<{ attempt: number; status: LimitStatus }> {
  const row = await recordFailure(db, clientKey, { ...LOGIN_LIMITS, maxFailures: LOGIN_LIMITS.maxFailures + 1 }, now)
  return { attempt: row.failures, status: statusOf(row.blockedUntil, now) }
}

/** After a wrong password on a claimed attempt: the 5th failure starts the hour's block. */
export async function settleLoginFailure(db: Db, clientKey: string, attempt: number, now = new Date()): Promise<LimitStatus> {
  if (attempt < LOGIN_LIMITS.maxFailures) return { blocked: false }
  return statusOf(await startBlock(db, clientKey, new Date(now.getTime() + LOGIN_LIMITS.blockMs), now), now)
}

/** Counts a wrong password after the fact; the result says whether this failure started a block. */
export async function countLoginFailure(db: Db, clientKey: string, now = new Date()): Promise<{ failures: number; status: LimitStatus }> {
  const row = await recordFailure(db, clientKey, LOGIN_LIMITS, now)
  return { failures: row.failures, status: statusOf(row.blockedUntil, now) }
}

export async function resetLoginFailures(db: Db, clientKey: string, now = new Date()): Promise<void> {
  await clearFailures(db, clientKey, now)
}

export async function cleanExpiredLoginAttempts(db: Db, now = new Date()): Promise<number> {
  return deleteExpiredAttempts(db, LOGIN_LIMITS.windowMs, now)
}

export function rateLimitMessage(minutesLeft: number): string {
  return `Rate limit exceeded. Try again in ${minutesLeft} minutes.`
}
