import { z } from 'zod'

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
    .string({ error: `${label} must be text.` })
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
