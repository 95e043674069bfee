import { z } from 'zod'
import { optionValues, type FieldSpec, type FormSpec } from './field-spec'

/**
 * Field builders shared by every form schema. Strings are NFC-normalised and trimmed; a NUL byte, another control
 * character or a lone surrogate (not well-formed Unicode: PostgreSQL cannot store it) is a field error, never a
 * database error; every field has a length limit.
 */

// Tab, newline and carriage return are allowed in multi-line text only.
const CONTROL_SINGLE = /[\u0000-\u001F\u007F]/
const CONTROL_MULTI = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
/** With the u flag a valid pair is one code point, so only a surrogate without its partner matches. */
export const LONE_SURROGATE = /\p{Cs}/u

type TextOptions = { label: string; max: number; min?: number; multiline?: boolean }

/**
 * What the team reads beside a stored value (the submission page): the field's label, and for a choice the label of
 * each option. Kept on the schema itself, so the form's own definition is the one source of both.
 */
export type FieldMeta = { label: string; options?: Readonly<Record<string, string>> }

export function labelled<S extends z.ZodType>(schema: S, label: string, options?: Readonly<Record<string, string>>): S {
  return schema.meta({ label, ...(options ? { options } : {}) } satisfies FieldMeta)
}

/** The label a schema's field carries (see labelled), if any. */
export function fieldMeta(schema: z.ZodType): FieldMeta | undefined {
  const meta = schema.meta() as Partial<FieldMeta> | undefined
  return typeof meta?.label === 'string' ? (meta as FieldMeta) : undefined
}

function baseText({ label, max, multiline }: TextOptions) {
  return z
    // A missing field is an empty one to the visitor (a form leaves a blank field out): it is required, not 'not text'.
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .refine((s) => !(multiline ? CONTROL_MULTI : CONTROL_SINGLE).test(s) && !LONE_SURROGATE.test(s), {
      message: `${label} contains characters that are not allowed.`,
    })
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters.`))
}

export function requiredText(opts: TextOptions) {
  const min = opts.min ?? 1
  return labelled(
    baseText(opts).pipe(z.string().min(min, min === 1 ? `${opts.label} is required.` : `${opts.label} must be at least ${min} characters.`)),
    opts.label,
  )
}

/** Optional text: missing, null or blank all become undefined, so stored data has no empty strings. */
export function optionalText(opts: TextOptions) {
  return labelled(
    z.preprocess((v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v), baseText(opts).optional()),
    opts.label,
  )
}

export const email = (label = 'E-mail address') =>
  labelled(baseText({ label, max: 254 }).pipe(z.string().min(1, 'Please enter your e-mail address.').pipe(z.email('Please enter a valid e-mail address.'))), label)

export const optionalUrl = (label: string) =>
  labelled(
    z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(v.trim()) ? `https://${v.trim()}` : v),
      optionalText({ label, max: 300 }).pipe(
        z
          .string()
          .url(`${label} must be a web address such as https://example.com.`)
          .refine((u) => /^https?:\/\//i.test(u), `${label} must start with http:// or https://.`)
          .optional(),
      ),
    ),
    label,
  )

export const optionalPhone = (label = 'Phone') =>
  labelled(
    optionalText({ label, max: 40 }).pipe(
      z
        .string()
        .regex(/^[+()0-9 .\-x]{5,40}$/i, `${label} may contain digits, spaces and + ( ) - . only.`)
        .optional(),
    ),
    label,
  )

/** One of `values`; `labels` names each option as the form shows it (the stored value is the slug). */
export function choice<const T extends readonly [string, ...string[]]>(label: string, values: T, labels?: Readonly<Record<T[number], string>>) {
  return labelled(z.enum(values, { error: `Please choose one of the options for ${label.toLowerCase()}.` }), label, labels)
}

export function optionalChoice<const T extends readonly [string, ...string[]]>(label: string, values: T, labels?: Readonly<Record<T[number], string>>) {
  return labelled(z.preprocess((v) => (v === '' || v === null ? undefined : v), choice(label, values, labels).optional()), label, labels)
}

/** A checkbox that must be ticked: 'on' from an HTML form, true from JSON. */
export const mustAccept = (label: string, message: string) =>
  labelled(z.preprocess((v) => v === true || v === 'on' || v === 'true', z.literal(true, { error: message })), label)

/** How many characters a whole-number field may hold around its digits (spaces are trimmed before the digit check). */
const COUNT_MAX_CHARS = 10

/** A whole number of at most `digits` digits, optional. */
function optionalCount(label: string, digits: number) {
  return labelled(
    optionalText({ label, max: COUNT_MAX_CHARS }).pipe(z.string().regex(new RegExp(`^\\d{1,${digits}}$`), `${label} must be a whole number.`).optional()),
    label,
  )
}

/** An optional YYYY-MM-DD date; with notPast, today or later (by the server's UTC date). */
function optionalDate(label: string, notPast = false) {
  const date = z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date.`)
    .refine((d) => !Number.isNaN(Date.parse(d)), `${label} must be a real date.`)
  return labelled(
    optionalText({ label, max: 10 }).pipe(
      (notPast ? date.refine((d) => d >= new Date().toISOString().slice(0, 10), `${label} cannot be in the past.`) : date).optional(),
    ),
    label,
  )
}

/** Tick boxes: one value or a list from an HTML form, a list from JSON; none ticked is an empty list. */
function topics(label: string, options: Readonly<Record<string, string>>) {
  const values = optionValues(options)
  return labelled(
    z.preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(values)).max(values.length)).default([]),
    label,
    options,
  )
}

/** A tick box that is optional: 'on' from an HTML form, true from JSON; anything else is false. */
const optionalConsent = (label: string) => labelled(z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()).optional(), label)

/** The server's check of one declared field (lib/forms/field-spec.ts). */
export function fieldSchema(spec: FieldSpec): z.ZodType {
  const { label } = spec
  switch (spec.kind) {
    case 'text': {
      const opts = { label, max: spec.max, min: spec.min, multiline: spec.multiline }
      return spec.required ? requiredText(opts) : optionalText(opts)
    }
    case 'email':
      return email(label)
    case 'url':
      return optionalUrl(label)
    case 'phone':
      return optionalPhone(label)
    case 'choice':
      return spec.required ? choice(label, optionValues(spec.options), spec.options) : optionalChoice(label, optionValues(spec.options), spec.options)
    case 'count':
      return optionalCount(label, spec.digits)
    case 'date':
      return optionalDate(label, spec.notPast)
    case 'consent':
      return spec.required ? mustAccept(label, spec.message ?? `Please tick ${label.toLowerCase()}.`) : optionalConsent(label)
    case 'topics':
      return topics(label, spec.options)
  }
}

/** A declared form's schema: one check per field, in the form's order. */
export function formSchema<F extends FormSpec>(spec: F): z.ZodObject<{ [K in keyof F]: z.ZodType }> {
  return z.object(Object.fromEntries(Object.entries(spec).map(([name, field]) => [name, fieldSchema(field)])) as { [K in keyof F]: z.ZodType })
}
