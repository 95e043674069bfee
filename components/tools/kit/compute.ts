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
