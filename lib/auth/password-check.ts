import 'server-only'
import type { Db } from '@/lib/db/client'
import { env } from '@/lib/env'
import { brakedLane, countFailureForBrake, isBrakeOn } from './global-brake'
import { verifyPassword } from './password-hash'
import { claimLoginAttempt, resetLoginFailures, settleLoginFailure } from './rate-limit'

export type PasswordCheck =
  | { outcome: 'blocked'; minutesLeft: number }
  | { outcome: 'wrong'; failures: number; blockedNow: boolean }
  | { outcome: 'right' }

/**
 * A password check under the login limit, shared by the login and the settings page's current-password check (so a
 * stolen session cannot guess the password faster than the login could). The attempt is counted before scrypt runs
 * (see claimLoginAttempt); past the global failure budget the check waits its turn in the braked lane
 * (./global-brake.ts). `clientKey` is clientKey(clientIp(…)).
 */
export async function checkPasswordLimited(db: Db, clientKey: string, password: string, hash: string): Promise<PasswordCheck> {
  const claim = await claimLoginAttempt(db, clientKey)
  if (claim.status.blocked) return { outcome: 'blocked', minutesLeft: claim.status.minutesLeft }
  const budget = env().LOGIN_GLOBAL_FAILURES
  const verify = () => verifyPassword(password, hash)
  const right = (await isBrakeOn(db, budget)) ? await brakedLane().run(verify) : await verify()
  if (right) {
    await resetLoginFailures(db, clientKey)
    return { outcome: 'right' }
  }
  const status = await settleLoginFailure(db, clientKey, claim.attempt)
  await countFailureForBrake(db, budget)
  return { outcome: 'wrong', failures: claim.attempt, blockedNow: status.blocked }
}
