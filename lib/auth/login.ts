import 'server-only'
import { recordAudit } from '@/lib/audit/log'
import { getDb, type Db } from '@/lib/db/client'
import { insertSession, revokeAllSessions, revokeSession } from '@/lib/db/queries/admin-sessions'
import { findLoginAccount, normaliseEmail } from '@/lib/db/queries/admin-users'
import { env } from '@/lib/env'
import { clientIp, clientKey } from '@/lib/http/client-ip'
import { countLoginFailure } from '@/lib/metrics/count'
import { MAX_PASSWORD_LENGTH } from './password'
import { checkPasswordLimited } from './password-check'
import { configuredPasswordHash } from './password-in-use'
import { dummyPasswordHash } from './password-hash'
import { loginBlockStatus, loginLimitKey, rateLimitMessage } from './rate-limit'
import { sessionSecret } from './secret'
import { OWNER_SUBJECT, signSession, type SessionSubject } from './session'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/** The login form's texts (the rate-limit one is rateLimitMessage(n)). */
export const LOGIN_MESSAGES = { invalid: 'Invalid password', failed: 'Authentication failed' } as const

export type IssuedSession = { token: string; jti: string; expiresAt: Date }
export type LoginResult = { ok: true; session: IssuedSession } | { ok: false; message: string; status: 401 | 429 | 503 }

/** The longest e-mail address (RFC 5321); longer input is not an account. */
const MAX_EMAIL_LENGTH = 254

/** The login name as stored (admin_users.email is lower-cased); '' = the owner. Null for input that is no name. */
export function normaliseLoginEmail(email: unknown): string | null {
  if (email === undefined || email === null) return ''
  if (typeof email !== 'string') return null
  const name = normaliseEmail(email)
  return name.length > MAX_EMAIL_LENGTH ? null : name
}

type LoginTarget = { subject: SessionSubject | null; hash: string | null; account?: string }

/**
 * Whose password is checked: the owner's (no e-mail), or the account the e-mail names. An unknown e-mail, an account
 * with no password yet and a disabled one are checked against a dummy hash, so that they cost the same scrypt and
 * get the same answer as a wrong password; only the audit log tells them apart.
 */
async function loginTarget(db: Db, email: string): Promise<LoginTarget> {
  if (!email) return { subject: OWNER_SUBJECT, hash: await configuredPasswordHash(db) }
  const account = await findLoginAccount(db, email)
  if (!account) return { subject: null, hash: dummyPasswordHash(), account: 'unknown' }
  if (account.disabled || !account.passwordHash) return { subject: null, hash: dummyPasswordHash(), account: account.disabled ? `${account.id} (disabled)` : `${account.id} (no password yet)` }
  return { subject: { userId: account.id, role: account.role }, hash: account.passwordHash, account: account.id }
}

/**
 * The one login path, shared by the form's server action and POST /api/admin/session. Order matters: a blocked client
 * is refused before anything is hashed, even with the right password; a well-formed attempt is then counted
 * atomically in the database before scrypt runs (checkPasswordLimited), so parallel guesses cannot all be evaluated:
 * the 5th failure answers 'Invalid password' and sets the block, the 6th attempt gets the rate-limit text. Clients
 * are counted by clientKey (an IPv6 client by its /64), and per account for an e-mail login (loginLimitKey).
 * `email`: empty or absent for the owner, a reviewer's or an editor's e-mail otherwise.
 */
export async function attemptLogin(password: unknown, requestHeaders: Headers, email?: unknown): Promise<LoginResult> {
  const ip = clientIp(requestHeaders, env().TRUST_PROXY)
  const loginName = normaliseLoginEmail(email)
  const key = loginLimitKey(clientKey(ip), loginName)
  const userAgent = requestHeaders.get('user-agent')
  const anonymous = { userId: null, sessionId: null }
  const refuseBlocked = async (minutesLeft: number): Promise<LoginResult> => {
    countLoginFailure('blocked')
    await recordAudit({ ...anonymous, action: 'login.blocked', category: 'security', severity: 'warning', outcome: 'blocked', details: { minutesLeft, account: loginName ? 'named' : 'owner' } })
    return { ok: false, message: rateLimitMessage(minutesLeft), status: 429 }
  }
  try {
    const db = await getDb()
    const block = await loginBlockStatus(db, key)
    if (block.blocked) return await refuseBlocked(block.minutesLeft)
    const target = loginName === null ? null : await loginTarget(db, loginName)
    if (!target?.hash || typeof password !== 'string' || password === '' || password.length > MAX_PASSWORD_LENGTH) {
      countLoginFailure('bad_input')
      await recordAudit({ ...anonymous, action: 'login.failure', category: 'auth', severity: 'warning', outcome: 'failure', details: { reason: !target || target.hash ? 'bad input' : 'no password configured' } })
      return { ok: false, message: LOGIN_MESSAGES.failed, status: 401 }
    }
    const check = await checkPasswordLimited(db, key, password, target.hash)
    if (check.outcome === 'blocked') return await refuseBlocked(check.minutesLeft)
    if (check.outcome === 'wrong' || !target.subject) {
      countLoginFailure('wrong_password')
      const failures = check.outcome === 'wrong' ? check.failures : undefined
      const blockedNow = check.outcome === 'wrong' && check.blockedNow
      await recordAudit({
        ...anonymous,
        action: 'login.failure',
        category: 'auth',
        severity: blockedNow ? 'error' : 'warning',
        outcome: 'failure',
        details: { reason: target.subject ? 'wrong password' : 'no such enabled account', account: target.account ?? 'owner', failures, blockedNow },
      })
      return { ok: false, message: LOGIN_MESSAGES.invalid, status: 401 }
    }
    const session = await issueSession(db, { ip, userAgent }, target.subject)
    await recordAudit({ action: 'login.success', category: 'auth', outcome: 'success', userId: target.subject.userId, sessionId: session.jti })
    return { ok: true, session }
  } catch (err) {
    log('auth').error(`login failed: ${errorMessage(err)}`)
    return { ok: false, message: LOGIN_MESSAGES.failed, status: 503 }
  }
}

/** A new signed token and its admin_sessions row (a new jti at every login). */
export async function issueSession(db: Db, meta: { ip?: string; userAgent?: string | null } = {}, subject: SessionSubject = OWNER_SUBJECT): Promise<IssuedSession> {
  const { token, claims } = await signSession(sessionSecret(), new Date(), subject)
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
