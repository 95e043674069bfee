import { createHash, randomBytes } from 'node:crypto'
import { absoluteUrl } from '@/lib/seo'

/**
 * The founder's private status link: /apply/status/<token>, a random 128-bit token in base64url.
 * The database keeps only its sha256 (application_pipeline.status_token_hash) and looks a link up by that hash, so
 * a stolen database gives no working link and the lookup compares no secret byte by byte.
 */
const TOKEN_BYTES = 16
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/

export function newStatusToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

/** A value shaped like a token: anything else is a 404 without a database query. */
export function isStatusToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

export function statusTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function statusPath(token: string): string {
  return `/apply/status/${token}`
}

/** The link as the founder's e-mail carries it: absolute, on SITE_URL. */
export function statusUrl(token: string): string {
  return absoluteUrl(statusPath(token))
}

