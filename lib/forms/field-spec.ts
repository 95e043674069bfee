/**
 * A form field as data: what the server checks (lib/forms/fields.ts formSchema builds the zod schema) and what the
 * browser shows (lib/forms/page-fields.ts builds the field props) both come from this one declaration, so the
 * label, required flag, lengths and options cannot drift apart. Import-free (no zod), so client components read it.
 */

type Shown = {
  /** The field's one name: beside the input, in its error messages and on the team's submission page. */
  label: string
  hint?: string
  placeholder?: string
  autoComplete?: string
  /** Spans both columns of the form's grid. */
  wide?: boolean
  /** false: filled by the site (the chat's transcript), never shown on the page form. */
  onPage?: false
}

export type TextSpec = Shown & { kind: 'text'; required?: boolean; min?: number; max: number; multiline?: boolean; rows?: number }
/** Always required; at most 254 characters. */
export type EmailSpec = Shown & { kind: 'email' }
/** Optional web address: 'example.com' gains https://; at most 300 characters. */
export type UrlSpec = Shown & { kind: 'url' }
/** Optional phone number; at most 40 characters. */
export type PhoneSpec = Shown & { kind: 'phone' }
/** One of `options` (stored value → the label the visitor reads), in their order. */
export type ChoiceSpec = Shown & { kind: 'choice'; required?: boolean; options: Readonly<Record<string, string>>; emptyLabel?: string }
/** Optional whole number of at most `digits` digits. */
export type CountSpec = Shown & { kind: 'count'; digits: number }
/** Optional calendar date (YYYY-MM-DD); with notPast, today or later. */
export type DateSpec = Shown & { kind: 'date'; notPast?: boolean }
/** A tick box; when required, `message` is what an unticked one says. The form renders it itself. */
export type ConsentSpec = Shown & { kind: 'consent'; required?: boolean; message?: string }
/** Any number of `options` (tick boxes); stored as a list. The form renders them itself. */
export type TopicsSpec = Shown & { kind: 'topics'; options: Readonly<Record<string, string>> }

export type FieldSpec = TextSpec | EmailSpec | UrlSpec | PhoneSpec | ChoiceSpec | CountSpec | DateSpec | ConsentSpec | TopicsSpec

/** A form's fields by name, in the order the visitor meets them. */
export type FormSpec = Readonly<Record<string, FieldSpec>>

/** Checks a form's declaration and keeps its literal field names. */
export const defineFields = <const F extends FormSpec>(fields: F): F => fields

/** The stored values of a choice, in the order its options were written. */
export function optionValues(options: Readonly<Record<string, string>>): [string, ...string[]] {
  const values = Object.keys(options)
  if (!values.length) throw new Error('A choice needs at least one option.')
  return values as [string, ...string[]]
}
