import { createHash } from 'node:crypto'

/**
 * The fingerprint stored with an idempotency key (lib/forms/server/submit.ts). It is taken of the body as the schema
 * returned it (trimmed, NFC, defaults filled) with object keys sorted, so a retry that differs only in key order or
 * in what the schema normalises away is the same body, and any real change is another one.
 */
export function bodyHash(data: unknown): string {
  return createHash('sha256').update(canonicalJson(data)).digest('hex')
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
