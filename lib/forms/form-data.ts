import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, SESSION_FIELD, type FormValues } from './form-controls'

/** Hidden fields that are never part of a submission's data. */
const CONTROL_FIELDS = new Set([HONEYPOT_FIELD, IDEMPOTENCY_FIELD, SESSION_FIELD])

/**
 * A form post as a plain object for the schema: one string per field, an array for the fields listed in `arrays`
 * (checkbox groups such as newsletter preferences). Files, the honeypot, the idempotency and session fields and the
 * framework's own `$ACTION…` fields (no-JS posts of server actions) are left out.
 */
export function formDataToObject(form: FormData, { arrays = [] }: { arrays?: readonly string[] } = {}): FormValues {
  const multi = new Set(arrays)
  const out: FormValues = {}
  for (const name of multi) setOwn(out, name, [])
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || CONTROL_FIELDS.has(key) || key.startsWith('$ACTION')) continue
    if (multi.has(key)) (out[key] as string[]).push(value)
    else if (!Object.hasOwn(out, key)) setOwn(out, key, value)
  }
  return out
}

/**
 * Field names are visitor text: `key in out` finds 'constructor' on the prototype, and `out['__proto__'] = v` swaps
 * the prototype instead of storing a field. Own keys, defined as data, keep every name a field like any other.
 */
function setOwn(out: FormValues, key: string, value: FormValues[string]): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
}

/** A text field of the form post, or null when it is missing, a file or blank. */
export function textField(form: FormData, name: string): string | null {
  const value = form.get(name)
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** A session id the page may pass along: short and made of safe characters, otherwise ignored. */
export function sessionIdOf(form: FormData): string | undefined {
  return validSessionId(textField(form, SESSION_FIELD))
}

/** The value when it can be a session id (short, safe characters), otherwise undefined. */
export function validSessionId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : undefined
}
