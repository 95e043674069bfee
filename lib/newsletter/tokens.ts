import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { sessionSecret } from '@/lib/auth/secret'

/**
 * The newsletter's two link tokens. The confirm token is random and stored only as its hash,
 * so a copy of the database cannot confirm anyone. The unsubscribe token needs no column: it is the subscriber's id
 * signed with the app secret, valid as long as the row exists, so the link in an old issue still works.
 */

const UNSUBSCRIBE_CONTEXT = 'newsletter-unsubscribe:'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

/** A confirm token's shape (43 base64url characters); anything else is refused before a database lookup. */
export function isConfirmToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}

function signature(id: string, secret: string): string {
  return createHmac('sha256', secret).update(UNSUBSCRIBE_CONTEXT + id).digest('base64url')
}

export function unsubscribeToken(subscriberId: string, secret = sessionSecret()): string {
  return `${subscriberId}.${signature(subscriberId, secret)}`
}

/** The subscriber id a token was signed for, or null for a forged, altered or malformed one. */
export function verifyUnsubscribeToken(token: unknown, secret = sessionSecret()): string | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [id, sig, ...rest] = token.split('.')
  if (!id || !sig || rest.length || !UUID.test(id)) return null
  const expected = Buffer.from(signature(id, secret))
  const given = Buffer.from(sig)
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}
