import { errorMessage } from '@/lib/error-message'
/**
 * Telling a database error that will pass (the server is away, restarting, overloaded, a serialization failure)
 * from one that will not (this row can never be stored). PostgreSQL says which with its SQLSTATE, and PGlite
 * surfaces the same codes; drizzle wraps the driver's error, so the code may sit on a `cause`.
 */

/** The five-character SQLSTATE of an error or of any error in its cause chain; undefined when there is none. */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    // Node's own codes (EPIPE, EPERM) have five letters too; no SQLSTATE class starts with E.
    if (typeof code === 'string' && /^(?!E)[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/**
 * Class 22 (data exception: e.g. 22P05, a string jsonb cannot hold) and class 23 (integrity constraint violation)
 * are about the row itself: retrying it changes nothing. Every other code, and an error without one (a refused
 * connection, a closed client), may pass, so the row waits.
 */
export function isPermanentDbError(err: unknown): boolean {
  const code = sqlState(err)
  return code !== undefined && (code.startsWith('22') || code.startsWith('23'))
}

export function describeDbError(err: unknown): string {
  const code = sqlState(err)
  let message = errorMessage(err)
  const cause = err instanceof Error ? err.cause : undefined
  if (cause instanceof Error && cause.message && !message.includes(cause.message)) message = `${message}: ${cause.message}`
  return code ? `${code} ${message}` : message
}
