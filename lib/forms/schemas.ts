import { z } from 'zod'
import type { FormDefinition } from './form-definition'
import { pageForm, type PageForm, type PageFormId } from './page-forms'
import { FORM_DEFINITIONS } from './registry'
import { FORM_TYPES, type FormType } from './types'
import { formSchema, labelled, requiredText } from './fields'

/**
 * The schemas, built from the forms' declarations (lib/forms/definitions/, the one place a field is written) and
 * shared by the browser (messages beside fields) and the server. Each field carries its label (and a choice its
 * options' labels), in form order: the admin's submission page reads both from here (lib/forms/readable-fields.ts).
 */

const chatMessage = z.object({
  role: z.enum(['user', 'assistant', 'system']),
  content: requiredText({ label: 'Message', max: 8000, multiline: true }),
  timestamp: z.string().max(40).optional(),
  agentId: z.string().max(60).optional(),
})

export const chatSchema = z.object({
  messages: labelled(z.array(chatMessage).min(1, 'A transcript needs at least one message.').max(200), 'Messages'),
  context: labelled(z.record(z.string().max(60), z.unknown()).default({}), 'Context'),
  duration: labelled(z.number().int().min(0).max(86_400 * 7), 'Duration (seconds)'),
})

/** One schema per page form, from its own fields (the /apply wizard's are stricter than /apply-new's). */
const PAGE_FORM_SCHEMAS: ReadonlyMap<string, z.ZodObject> = new Map(
  (FORM_DEFINITIONS as readonly FormDefinition[]).map((form) => [form.id, formSchema(form.fields)]),
)

/**
 * One schema per stored type, for the JSON API and the team's views: the fields of the form that owns the type
 * (the one naming it), and the chat's transcript.
 */
export const FORM_SCHEMAS: Readonly<Record<FormType, z.ZodObject>> = {
  ...(Object.fromEntries(
    (FORM_DEFINITIONS as readonly FormDefinition[]).filter((form) => form.typeName).map((form) => [form.type, PAGE_FORM_SCHEMAS.get(form.id)!]),
  ) as Record<Exclude<FormType, 'chat'>, z.ZodObject>),
  chat: chatSchema,
}

/** The schema a page form's submission is checked with: the form's own fields. */
export function pageFormSchema(form: PageForm | PageFormId): z.ZodObject {
  return PAGE_FORM_SCHEMAS.get(typeof form === 'string' ? form : form.id)!
}

/** The full application's schema (the /apply wizard): every step's fields, and consent to the privacy policy. */
export const applyFullSchema = pageFormSchema(pageForm('apply'))

export function isFormType(value: string): value is FormType {
  return (FORM_TYPES as readonly string[]).includes(value)
}

export type FieldErrors = Record<string, string>

/** The first message per field, keyed by the field's path ('messages.0.content'). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_form'
    out[key] ??= issue.message
  }
  return out
}
