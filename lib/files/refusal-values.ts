import 'server-only'
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { sessionSecret } from '@/lib/auth/secret'
import type { FormValues } from '@/lib/forms/form-state'

/**
 * What the visitor typed, carried across POST /apply/submit's 303 back to /apply when an application without
 * JavaScript is refused (a server action re-renders the page with them; a route handler can only redirect). They
 * travel in a short-lived cookie, compressed and sealed with AES-256-GCM under a key derived from the session
 * secret, so no other instance's state is needed and nobody can craft one; the nonce in the redirect's query binds
 * it to that one answer. Too long to fit in a cookie (rare: ~3 kB compressed), only the messages come back.
 */
export const REFUSED_VALUES_COOKIE = 'apply-refused'
const MAX_SEALED_CHARS = 3800
const MAX_AGE_SECONDS = 120

function key(): Buffer {
  return createHash('sha256').update(`apply-refused-values:${sessionSecret()}`).digest()
}

export function newRefusalNonce(): string {
  return randomBytes(12).toString('base64url')
}

/** The sealed values, or null when they would not fit in a cookie. */
export function sealValues(values: FormValues, nonce: string): string | null {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const sealed = Buffer.concat([cipher.update(deflateRawSync(JSON.stringify({ n: nonce, v: values }))), cipher.final()])
  const text = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
  return text.length <= MAX_SEALED_CHARS ? text : null
}

/** The values sealed for this nonce, or null (no cookie, another answer's, tampered, or not ours). */
export function openValues(sealed: string | undefined, nonce: unknown): FormValues | null {
  if (!sealed || typeof nonce !== 'string' || sealed.length > MAX_SEALED_CHARS) return null
  try {
    const bytes = Buffer.from(sealed, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()])
    const data = JSON.parse(inflateRawSync(plain, { maxOutputLength: 256 * 1024 }).toString('utf8')) as { n?: unknown; v?: unknown }
    if (data.n !== nonce || !data.v || typeof data.v !== 'object') return null
    return Object.fromEntries(Object.entries(data.v as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'))
  } catch {
    return null
  }
}

export function refusedValuesCookie(sealed: string, secure: boolean): string {
  return `${REFUSED_VALUES_COOKIE}=${sealed}; Path=/apply; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
