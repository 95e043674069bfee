import 'server-only'
import type { Db } from '@/lib/db/client'
import { getAttempt, recordFailure } from '@/lib/db/queries/login-attempts'
import { createSerialLane, type Semaphore } from './semaphore'
import { processSingleton } from '@/lib/process-singleton'

/**
 * The brake on password guessing spread over many clients (a botnet, or addresses the per-client limit counts
 * apart). Wrong passwords from all clients are counted in one login_attempts row — under a key no client key can
 * be, so every instance sharing the database counts together. Once LOGIN_GLOBAL_FAILURES have failed within 15
 * minutes, password checks in this process run one a second for the next 15 minutes: slowed, never refused, so the
 * owner can still log in during an attack.
 */
export const ALL_CLIENTS_KEY = '*all-clients*'
export const BRAKE_WINDOW_MS = 15 * 60_000
export const BRAKED_CHECK_SPACING_MS = 1_000

export async function countFailureForBrake(db: Db, budget: number, now = new Date()): Promise<void> {
  if (budget <= 0) return
  await recordFailure(db, ALL_CLIENTS_KEY, { maxFailures: budget, windowMs: BRAKE_WINDOW_MS, blockMs: BRAKE_WINDOW_MS }, now)
}

export async function isBrakeOn(db: Db, budget: number, now = new Date()): Promise<boolean> {
  if (budget <= 0) return false
  const until = (await getAttempt(db, ALL_CLIENTS_KEY))?.blockedUntil
  return !!until && until.getTime() > now.getTime()
}

/** The one lane braked checks queue in, per process (Next may load this module in several bundles). */
export function brakedLane(): Semaphore {
  return processSingleton('venture-studio.braked-password-checks', () => createSerialLane(BRAKED_CHECK_SPACING_MS))
}
