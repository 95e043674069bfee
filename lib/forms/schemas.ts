import { z } from 'zod'
import type { PageForm } from './page-forms'
import { FORM_TYPES, type FormType } from './types'
import { choice, email, labelled, mustAccept, optionalChoice, optionalPhone, optionalText, optionalUrl, requiredText } from './fields'

/**
 * One schema per form type (SPEC §3), shared by the browser (messages beside fields) and the server. Each field
 * carries its label (and a choice its options' labels), and the fields stand in form order: the admin's submission
 * page reads both from here (lib/forms/readable-fields.ts).
 */

export const STAGES = ['pre-seed', 'seed', 'series-a', 'later'] as const
export const STAGE_LABELS: Record<(typeof STAGES)[number], string> = {
  'pre-seed': 'Pre-seed',
  seed: 'Seed',
  'series-a': 'Series A',
  later: 'Later',
}
export const SECTORS = ['agentic-ai', 'bio-ai', 'fintech-ai', 'web3', 'robotics-automation', 'other'] as const
export const SECTOR_LABELS: Record<(typeof SECTORS)[number], string> = {
  'agentic-ai': 'Agentic AI',
  'bio-ai': 'Bio + AI',
  'fintech-ai': 'Fintech + AI',
  web3: 'Web3',
  'robotics-automation': 'Robotics & automation',
  other: 'Other',
}
export const INVESTOR_TYPES = ['angel', 'vc', 'family-office', 'corporate', 'other'] as const
export const INVESTOR_TYPE_LABELS: Record<(typeof INVESTOR_TYPES)[number], string> = {
  angel: 'Angel',
  vc: 'Venture capital',
  'family-office': 'Family office',
  corporate: 'Corporate',
  other: 'Other',
}
export const PARTNERSHIP_TYPES = ['technology', 'corporate', 'academic', 'ecosystem', 'other'] as const
export const PARTNERSHIP_TYPE_LABELS: Record<(typeof PARTNERSHIP_TYPES)[number], string> = {
  technology: 'Technology',
  corporate: 'Corporate',
  academic: 'Academic',
  ecosystem: 'Ecosystem',
  other: 'Other',
}
export const NEWSLETTER_TOPICS = ['agentic-ai', 'convergence', 'portfolio-news', 'events'] as const
export const NEWSLETTER_TOPIC_LABELS: Record<(typeof NEWSLETTER_TOPICS)[number], string> = {
  'agentic-ai': 'Agentic AI',
  convergence: 'Convergence',
  'portfolio-news': 'Portfolio news',
  events: 'Events',
}

const name = requiredText({ label: 'Name', max: 120 })
const message = requiredText({ label: 'Message', max: 5000, min: 10, multiline: true })
const company = optionalText({ label: 'Company', max: 160 })
const role = optionalText({ label: 'Role', max: 120 })

export const contactSchema = z.object({
  name,
  email: email(),
  company,
  phone: optionalPhone(),
  role,
  message,
})

/** A conversation with the assistant sent to the team from the chat ('Talk to the team'), as readable text. */
export const CHAT_TRANSCRIPT_MAX = 20_000

export const contactGeneralSchema = z.object({
  name,
  email: email(),
  subject: optionalText({ label: 'Subject', max: 200 }),
  message,
  transcript: optionalText({ label: 'Chat transcript', max: CHAT_TRANSCRIPT_MAX, multiline: true }),
})

export const contactEntrepreneurSchema = z.object({
  name,
  email: email(),
  companyName: requiredText({ label: 'Company name', max: 160 }),
  website: optionalUrl('Website'),
  stage: optionalChoice('Stage', STAGES, STAGE_LABELS),
  message,
})

export const contactInvestorSchema = z.object({
  name,
  email: email(),
  company: optionalText({ label: 'Firm', max: 160 }),
  investorType: optionalChoice('Investor type', INVESTOR_TYPES, INVESTOR_TYPE_LABELS),
  message,
})

export const contactMediaSchema = z.object({
  name,
  email: email(),
  company: requiredText({ label: 'Publication', max: 160 }),
  deadline: optionalText({ label: 'Deadline', max: 60 }),
  message,
})

export const contactPartnershipSchema = z.object({
  name,
  email: email(),
  company: requiredText({ label: 'Organisation', max: 160 }),
  partnershipType: optionalChoice('Partnership type', PARTNERSHIP_TYPES, PARTNERSHIP_TYPE_LABELS),
  website: optionalUrl('Website'),
  message,
})

export const newsletterSchema = z.object({
  email: email(),
  name: optionalText({ label: 'Name', max: 120 }),
  preferences: labelled(
    z
      .preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(NEWSLETTER_TOPICS)).max(NEWSLETTER_TOPICS.length))
      .default([]),
    'Topics',
    NEWSLETTER_TOPIC_LABELS,
  ),
})

/** The quick application (/apply-new) and the API: the fields SPEC §3 reads, the rest optional. */
export const applySchema = z.object({
  companyName: requiredText({ label: 'Company name', max: 160 }),
  founderName: requiredText({ label: 'Founder name', max: 120 }),
  email: email(),
  website: optionalUrl('Website'),
  pitch: requiredText({ label: 'Pitch', max: 1000, min: 20, multiline: true }),
  stage: choice('Stage', STAGES, STAGE_LABELS),
  sector: optionalChoice('Sector', SECTORS, SECTOR_LABELS),
  phone: optionalPhone(),
  linkedin: optionalUrl('LinkedIn profile'),
  teamSize: labelled(optionalText({ label: 'Team size', max: 10 }).pipe(z.string().regex(/^\d{1,5}$/, 'Team size must be a whole number.').optional()), 'Team size'),
  problem: optionalText({ label: 'Problem', max: 3000, multiline: true }),
  solution: optionalText({ label: 'Solution', max: 3000, multiline: true }),
  traction: optionalText({ label: 'Traction', max: 3000, multiline: true }),
  revenue: optionalText({ label: 'Revenue', max: 120 }),
  amountSought: optionalText({ label: 'Amount sought', max: 120 }),
  useOfFunds: optionalText({ label: 'Use of funds', max: 3000, multiline: true }),
  // A link to the deck; the PDF upload (lib/files/deck.ts) is a file part of the multipart post, not a schema field.
  deckUrl: optionalUrl('Deck link'),
  consent: labelled(z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()).optional(), 'Agreed to the privacy policy'),
})

/** The full application (/apply): every step's fields, and consent to the privacy policy. */
export const applyFullSchema = applySchema.extend({
  sector: choice('Sector', SECTORS, SECTOR_LABELS),
  problem: requiredText({ label: 'Problem', max: 3000, min: 20, multiline: true }),
  solution: requiredText({ label: 'Solution', max: 3000, min: 20, multiline: true }),
  amountSought: requiredText({ label: 'Amount sought', max: 120 }),
  consent: mustAccept('Agreed to the privacy policy', 'Please agree to the privacy policy so we can process your application.'),
})

/** The steps of /apply and the fields each one validates. */
export const APPLY_STEPS = [
  { id: 'company', title: 'Company', fields: ['companyName', 'website', 'stage', 'sector'] },
  { id: 'founders', title: 'Founders', fields: ['founderName', 'email', 'phone', 'linkedin', 'teamSize'] },
  { id: 'product', title: 'Product & traction', fields: ['pitch', 'problem', 'solution', 'traction', 'revenue'] },
  { id: 'funding', title: 'Funding', fields: ['amountSought', 'useOfFunds', 'deckUrl', 'deckFile'] },
  { id: 'review', title: 'Review', fields: ['consent'] },
] as const

export const earlyAccessSchema = z.object({
  name,
  email: email(),
  company,
  useCase: requiredText({ label: 'Use case', max: 2000, min: 10, multiline: true }),
})

export const demoSchema = z.object({
  name,
  email: email(),
  company,
  preferredDate: labelled(
    optionalText({ label: 'Preferred date', max: 10 }).pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Preferred date must be a date.')
        .refine((d) => !Number.isNaN(Date.parse(d)), 'Preferred date must be a real date.')
        .refine((d) => d >= new Date().toISOString().slice(0, 10), 'Preferred date cannot be in the past.')
        .optional(),
    ),
    'Preferred date',
  ),
  message: optionalText({ label: 'Message', max: 5000, multiline: true }),
})

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
