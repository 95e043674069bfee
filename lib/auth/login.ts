import 'server-only'
import { recordAudit } from '@/lib/audit/log'
import { getDb, type Db } from '@/lib/db/client'
import { insertSession, revokeAllSessions, revokeSession } from '@/lib/db/queries/admin-sessions'
import { env } from '@/lib/env'
import { clientIp, clientKey } from '@/lib/http/client-ip'
import { MAX_PASSWORD_LENGTH } from './password'
import { checkPasswordLimited } from './password-check'
import { configuredPasswordHash } from './password-in-use'
import { loginBlockStatus, rateLimitMessage } from './rate-limit'
import { sessionSecret } from './secret'
import { signSession } from './session'

/** SPEC §8's login texts (the rate-limit one is rateLimitMessage(n)). */
export const LOGIN_MESSAGES = { invalid: 'Invalid password', failed: 'Authentication failed' } as const

export type IssuedSession = { token: string; jti: string; expiresAt: Date }
export type LoginResult = { ok: true; session: IssuedSession } | { ok: false; message: string; status: 401 | 429 | 503 }

/**
 * The one login path, shared by the form's server action and POST /api/admin/session. Order matters: a blocked client
 * is refused before anything is hashed, even with the right password; a well-formed attempt is then counted
 * atomically in the database before scrypt runs (checkPasswordLimited), so parallel guesses cannot all be evaluated:
 * the 5th failure answers 'Invalid password' and sets the block, the 6th attempt gets the rate-limit text. Clients
 * are counted by clientKey (an IPv6 client by its /64).
 */
export async function attemptLogin(password: unknown, requestHeaders: Headers): Promise<LoginResult> {
  const ip = clientIp(requestHeaders, env().TRUST_PROXY)
  const key = clientKey(ip)
  const userAgent = requestHeaders.get('user-agent')
  const anonymous = { userId: null, sessionId: null }
  const refuseBlocked = async (minutesLeft: number): Promise<LoginResult> => {
    await recordAudit({ ...anonymous, action: 'login.blocked', category: 'security', severity: 'warning', outcome: 'blocked', details: { minutesLeft } })
    return { ok: false, message: rateLimitMessage(minutesLeft), status: 429 }
  }
  try {
    const db = await getDb()
    const block = await loginBlockStatus(db, key)
    if (block.blocked) return await refuseBlocked(block.minutesLeft)
    const hash = await configuredPasswordHash(db)
    if (!hash || typeof password !== 'string' || password === '' || password.length > MAX_PASSWORD_LENGTH) {
      await recordAudit({ ...anonymous, action: 'login.failure', category: 'auth', severity: 'warning', outcome: 'failure', details: { reason: hash ? 'bad input' : 'no password configured' } })
      return { ok: false, message: LOGIN_MESSAGES.failed, status: 401 }
    }
    const check = await checkPasswordLimited(db, key, password, hash)
    if (check.outcome === 'blocked') return await refuseBlocked(check.minutesLeft)
    if (check.outcome === 'wrong') {
      await recordAudit({
        ...anonymous,
        action: 'login.failure',
        category: 'auth',
        severity: check.blockedNow ? 'error' : 'warning',
        outcome: 'failure',
        details: { reason: 'wrong password', failures: check.failures, blockedNow: check.blockedNow },
      })
      return { ok: false, message: LOGIN_MESSAGES.invalid, status: 401 }
    }
    const session = await issueSession(db, { ip, userAgent })
    await recordAudit({ action: 'login.success', category: 'auth', outcome: 'success', userId: 'admin', sessionId: session.jti })
    return { ok: true, session }
  } catch (err) {
    console.error(`[auth] login failed: ${err instanceof Error ? err.message : String(err)}`)
    return { ok: false, message: LOGIN_MESSAGES.failed, status: 503 }
  }
}

/** A new signed token and its admin_sessions row (a new jti at every login). */
export async function issueSession(db: Db, meta: { ip?: string; userAgent?: string | null } = {}): Promise<IssuedSession> {
  const { token, claims } = await signSession(sessionSecret())
  await insertSession(db, { jti: claims.jti, userId: claims.userId, expiresAt: claims.expiresAt, ipAddress: meta.ip, userAgent: meta.userAgent })
  return { token, jti: claims.jti, expiresAt: claims.expiresAt }
}

export async function logout(session: { jti: string; userId: string }): Promise<void> {
  await revokeSession(await getDb(), session.jti)
  await recordAudit({ action: 'logout', category: 'auth', outcome: 'success', userId: session.userId, sessionId: session.jti })
}

/** A password change ends every session everywhere; the caller then issues the admin a fresh one. */
export async function revokeEverySession(db: Db): Promise<number> {
  return revokeAllSessions(db)
}
