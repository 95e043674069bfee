import { ToolInputError } from '@/lib/tools/errors'

export type Computed<T> = { ok: true; value: T } | { ok: false; field: string | null; message: string }

/**
 * Runs a tool's calculation for the page: a bad input becomes a message the page shows beside the field it names,
 * anything unexpected a plain sentence — never a stack trace or NaN on screen. lib/tools names fields by their key
 * ('monthlyBurn must be …'), which suits the assistant; `labels` swaps the key for the form's label ('Monthly burn
 * must be …') so the visitor reads their own field's name.
 */
export function tryCompute<T>(fn: () => T, labels: Record<string, string> = {}, messages: Record<string, string> = {}): Computed<T> {
  try {
    return { ok: true, value: fn() }
  } catch (error) {
    if (error instanceof ToolInputError) return { ok: false, field: error.field, message: formMessage(error, labels, messages) }
    return { ok: false, field: null, message: 'These numbers could not be calculated. Check the values and try again.' }
  }
}

/** A lib/tools error in the form's words: its own sentence for a field shown in other units, else the label. */
export function formMessage(error: ToolInputError, labels: Record<string, string> = {}, messages: Record<string, string> = {}): string {
  // A field the form shows in other units (a percentage where lib/tools takes a fraction) gets its own sentence.
  const own = messages[error.field]
  if (own) return own
  const label = labels[error.field]
  return label && error.message.startsWith(error.field) ? label + error.message.slice(error.field.length) : error.message
}

/** The message for one field, when the failed calculation names that field. */
export function fieldError<T>(result: Computed<T>, field: string): string | undefined {
  return !result.ok && result.field === field ? result.message : undefined
}

export type FormComputation<T> = {
  result: Computed<T>
  /** Each invalid field's message in the form's words, by field. */
  invalid: Record<string, string>
  /** How many fields are marked: while any is, the results only say they appear once the fields are corrected. */
  marked: number
  /** The message beside a field: its own check's, else the failed calculation's when that names the field. */
  errorOf: (field: string) => string | undefined
}

/**
 * A calculation for a form: every invalid field is marked at once (a tool's *InputErrors), each message once and
 * beside its field, so the results never repeat it.
 */
export function computeForForm<T>(errors: readonly ToolInputError[], fn: () => T, labels: Record<string, string> = {}, messages: Record<string, string> = {}): FormComputation<T> {
  const invalid = Object.fromEntries(errors.map((e) => [e.field, formMessage(e, labels, messages)]))
  const result = tryCompute(fn, labels, messages)
  return { result, invalid, marked: Object.keys(invalid).length, errorOf: (field) => invalid[field] ?? fieldError(result, field) }
}
