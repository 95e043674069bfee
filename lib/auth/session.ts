import { randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'

/**
 * Admin session tokens: HS256 JWTs signed with sessionSecret(), carried in the
 * `__Host-session` cookie and honoured only while their jti has a live admin_sessions row (lib/auth/guard.ts).
 * Pure token logic here (no request, no database) so that it can be tested on its own.
 */

export const SESSION_COOKIE = '__Host-session'
export const SESSION_TTL_SECONDS = 24 * 60 * 60
export const SESSION_ISSUER = 'venture-studio'
export const SESSION_AUDIENCE = 'venture-studio-admin'
/** The owner's user id (lib/db/queries/admin-users.ts OWNER_USER_ID); a named account's is its admin_users uuid. */
export const ADMIN_USER_ID = 'admin'
const ALG = 'HS256'

export type SessionRole = 'owner' | 'reviewer' | 'editor'
/** Whose session it is: the owner ('admin') or a named account, reviewer or editor (its uuid). */
export type SessionSubject = { userId: string; role: SessionRole }
export const OWNER_SUBJECT: SessionSubject = { userId: ADMIN_USER_ID, role: 'owner' }

export type SessionClaims = SessionSubject & { jti: string; issuedAt: Date; expiresAt: Date }

/** Why a token was refused. 'tampered' covers a bad signature and foreign claims: worth an audit event. */
export type TokenFailure = 'malformed' | 'tampered' | 'expired'

export type VerifyResult = { ok: true; claims: SessionClaims } | { ok: false; reason: TokenFailure }

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The subject a verified payload names, or null when its claims do not fit together. The owner is always 'admin' and
 * a named account always a uuid (its role is read again from its row at each request: lib/auth/guard.ts).
 * Tokens issued before named accounts carry role 'admin': they are the owner's and stay valid until they expire.
 */
function subjectOf(payload: Record<string, unknown>): SessionSubject | null {
  const { userId, role, sub } = payload
  if (typeof userId !== 'string' || sub !== userId) return null
  if (userId === ADMIN_USER_ID) return role === 'owner' || role === 'admin' ? OWNER_SUBJECT : null
  return (role === 'reviewer' || role === 'editor' || role === 'owner') && UUID.test(userId) ? { userId, role } : null
}

export async function signSession(secret: string, now = new Date(), subject: SessionSubject = OWNER_SUBJECT): Promise<{ token: string; claims: SessionClaims }> {
  if (!subjectOf({ ...subject, sub: subject.userId })) throw new Error(`Not a valid session subject: ${subject.role} ${subject.userId}`)
  const iat = Math.floor(now.getTime() / 1000)
  const exp = iat + SESSION_TTL_SECONDS
  const jti = randomUUID()
  const token = await new SignJWT({ userId: subject.userId, role: subject.role })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(jti)
    .sign(keyOf(secret))
  return { token, claims: { userId: subject.userId, role: subject.role, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) } }
}

export async function verifySessionToken(token: string, secret: string, now = new Date()): Promise<VerifyResult> {
  // A JWS compact token is three base64url parts; anything else is garbage, not an attack on the signature.
  if (token.length > 4096 || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)) return { ok: false, reason: 'malformed' }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALG],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      requiredClaims: ['iat', 'exp', 'jti', 'sub'],
      currentDate: now,
    })
    const subject = subjectOf(payload)
    if (!subject || typeof payload.jti !== 'string') return { ok: false, reason: 'tampered' }
    return {
      ok: true,
      claims: {
        ...subject,
        jti: payload.jti,
        issuedAt: new Date((payload.iat ?? 0) * 1000),
        expiresAt: new Date((payload.exp ?? 0) * 1000),
      },
    }
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' }
    if (err instanceof errors.JWSSignatureVerificationFailed || err instanceof errors.JWTClaimValidationFailed || err instanceof errors.JOSEAlgNotAllowed) {
      return { ok: false, reason: 'tampered' }
    }
    return { ok: false, reason: 'malformed' }
  }
}

/** Cookie attributes: `__Host-` demands Secure, Path=/ and no Domain; browsers accept Secure on http://localhost. */
export function sessionCookieOptions(expiresAt: Date) {
  return { httpOnly: true, secure: true, sameSite: 'strict' as const, path: '/', expires: expiresAt }
}
