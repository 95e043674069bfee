import { z } from 'zod'
import type { PageForm } from './page-forms'
import { FORM_TYPES, type FormType } from './types'
import { formSchema, labelled, requiredText } from './fields'
import { APPLY_FULL_FORM, FORM_SPECS } from './form-specs'

/**
 * One schema per form type, built from the form's declaration in lib/forms/form-specs.ts (the one place a field is
 * written), and shared by the browser (messages beside fields) and the server. Each field carries its label (and a
 * choice its options' labels), in form order: the admin's submission page reads both from here
 * (lib/forms/readable-fields.ts).
 */

export { APPLY_STEPS, CHAT_TRANSCRIPT_MAX, SECTOR_LABELS, STAGE_LABELS } from './form-specs'

export const contactSchema = formSchema(FORM_SPECS.contact)
export const contactGeneralSchema = formSchema(FORM_SPECS.contact_general)
export const contactEntrepreneurSchema = formSchema(FORM_SPECS.contact_entrepreneur)
export const contactInvestorSchema = formSchema(FORM_SPECS.contact_investor)
export const contactMediaSchema = formSchema(FORM_SPECS.contact_media)
export const contactPartnershipSchema = formSchema(FORM_SPECS.contact_partnership)
export const newsletterSchema = formSchema(FORM_SPECS.newsletter)
/** The quick application (/apply-new) and the API. */
export const applySchema = formSchema(FORM_SPECS.apply)
/** The full application (/apply): every step's fields, and consent to the privacy policy. */
export const applyFullSchema = formSchema(APPLY_FULL_FORM)
export const earlyAccessSchema = formSchema(FORM_SPECS['early-access'])
export const demoSchema = formSchema(FORM_SPECS.demo)

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

export const FORM_SCHEMAS = {
  apply: applySchema,
  contact: contactSchema,
  contact_general: contactGeneralSchema,
  contact_entrepreneur: contactEntrepreneurSchema,
  contact_investor: contactInvestorSchema,
  contact_media: contactMediaSchema,
  contact_partnership: contactPartnershipSchema,
  newsletter: newsletterSchema,
  'early-access': earlyAccessSchema,
  demo: demoSchema,
  chat: chatSchema,
} satisfies Record<FormType, z.ZodType>

/**
 * The schema a page form's submission is checked with: its type's own, or the full application's for the /apply
 * wizard. The full schema extends the apply one and parses the same data, hence the cast to the type's schema.
 */
export function pageFormSchema(form: PageForm): (typeof FORM_SCHEMAS)[FormType] {
  return form.strict ? (applyFullSchema as unknown as (typeof FORM_SCHEMAS)[FormType]) : FORM_SCHEMAS[form.type]
}

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
