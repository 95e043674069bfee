/** Keys whose values never reach the audit log (never a password, hash or token). */
export const SECRET_KEY = /pass|hash|token|secret|cookie|authorization/i

export const REDACTED = '[redacted]'

const MAX_DEPTH = 6
const MAX_STRING = 2000

/** A copy of `details` with secret-looking keys replaced, at any depth; long strings are cut. */
export function redactDetails(details: Record<string, unknown>): Record<string, unknown> {
  return redactValue(details, 0) as Record<string, unknown>
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value
  if (value === null || typeof value !== 'object') return value
  if (depth >= MAX_DEPTH) return '[truncated]'
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redactValue(v, depth + 1))
  // fromEntries defines own keys: assigning out['__proto__'] (a key JSON.parse gives visitor data) would swap the prototype.
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? REDACTED : redactValue(v, depth + 1)]),
  )
}
