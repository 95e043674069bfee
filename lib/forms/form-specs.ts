import { defineForm, type FieldSpec, type FormSpec, type TextSpec } from './field-spec'
import type { FormType } from './types'

/**
 * Every form's fields, declared once: the server's schemas (lib/forms/schemas.ts) and the browser's fields
 * (components/forms/field-sets.ts, apply-form.tsx) are built from these. To add a field to a form, add it here.
 * Import-free, so the browser reads it without zod.
 */

/** A choice's options: the stored value (a slug) and the label the visitor reads, in the order shown. */
export const STAGE_LABELS = {
  'pre-seed': 'Pre-seed',
  seed: 'Seed',
  'series-a': 'Series A',
  later: 'Later',
} as const
export const SECTOR_LABELS = {
  'agentic-ai': 'Agentic AI',
  'bio-ai': 'Bio + AI',
  'fintech-ai': 'Fintech + AI',
  web3: 'Web3',
  'robotics-automation': 'Robotics & automation',
  other: 'Other',
} as const
const INVESTOR_TYPE_LABELS = {
  angel: 'Angel',
  vc: 'Venture capital',
  'family-office': 'Family office',
  corporate: 'Corporate',
  other: 'Other',
} as const
const PARTNERSHIP_TYPE_LABELS = {
  technology: 'Technology',
  corporate: 'Corporate',
  academic: 'Academic',
  ecosystem: 'Ecosystem',
  other: 'Other',
} as const
const NEWSLETTER_TOPIC_LABELS = {
  'agentic-ai': 'Agentic AI',
  convergence: 'Convergence',
  'portfolio-news': 'Portfolio news',
  events: 'Events',
} as const

/** A conversation with the assistant sent to the team from the chat ('Talk to the team'), as readable text. */
export const CHAT_TRANSCRIPT_MAX = 20_000

const name = { kind: 'text', label: 'Name', required: true, max: 120, autoComplete: 'name' } as const satisfies FieldSpec
const email = { kind: 'email', label: 'E-mail address', autoComplete: 'email' } as const satisfies FieldSpec
const company = { kind: 'text', label: 'Company', max: 160, autoComplete: 'organization' } as const satisfies FieldSpec
const website = { kind: 'url', label: 'Website', autoComplete: 'url', placeholder: 'https://example.com' } as const satisfies FieldSpec
/** The message of a contact form; `ask` is the form's own question, shown as its hint. */
const message = (ask?: string): TextSpec => ({
  kind: 'text',
  label: 'Message',
  required: true,
  min: 10,
  max: 5000,
  multiline: true,
  rows: 6,
  wide: true,
  hint: ask ? `${ask} At least 10 characters.` : 'At least 10 characters.',
})
const stage = { kind: 'choice', label: 'Stage', options: STAGE_LABELS, emptyLabel: 'Select a stage' } as const satisfies FieldSpec

const CONTACT_FORM = defineForm({
  name,
  email,
  company,
  phone: { kind: 'phone', label: 'Phone', autoComplete: 'tel' },
  role: { kind: 'text', label: 'Role', max: 120, autoComplete: 'organization-title', wide: true },
  message: message('How can we help?'),
})

const CONTACT_GENERAL_FORM = defineForm({
  name,
  email,
  subject: { kind: 'text', label: 'Subject', max: 200, wide: true },
  message: message(),
  // Filled by the chat's 'Talk to the team', never typed into the page form.
  transcript: { kind: 'text', label: 'Chat transcript', max: CHAT_TRANSCRIPT_MAX, multiline: true, onPage: false },
})

const CONTACT_ENTREPRENEUR_FORM = defineForm({
  name,
  email,
  companyName: { kind: 'text', label: 'Company name', required: true, max: 160, autoComplete: 'organization' },
  website,
  stage: { ...stage, wide: true },
  message: message('Tell us about your startup.'),
})

const CONTACT_INVESTOR_FORM = defineForm({
  name,
  email,
  company: { ...company, label: 'Firm' },
  investorType: { kind: 'choice', label: 'Investor type', options: INVESTOR_TYPE_LABELS, emptyLabel: 'Select a type' },
  message: message(),
})

const CONTACT_MEDIA_FORM = defineForm({
  name,
  email,
  company: { ...company, label: 'Publication', required: true },
  deadline: { kind: 'text', label: 'Deadline', max: 60, placeholder: 'e.g. Friday 5 pm CET' },
  message: message('Your request.'),
})

const CONTACT_PARTNERSHIP_FORM = defineForm({
  name,
  email,
  company: { ...company, label: 'Organisation', required: true },
  partnershipType: { kind: 'choice', label: 'Partnership type', options: PARTNERSHIP_TYPE_LABELS, emptyLabel: 'Select a type' },
  website: { ...website, wide: true },
  message: message('What would you like to build together?'),
})

const NEWSLETTER_FORM = defineForm({
  email,
  name: { ...name, required: false },
  preferences: { kind: 'topics', label: 'Topics', options: NEWSLETTER_TOPIC_LABELS },
})

const url = { kind: 'url', placeholder: 'https://…' } as const

/** The quick application (/apply-new) and the API: the fields an application needs, the rest optional. */
const APPLY_FORM = defineForm({
  companyName: { kind: 'text', label: 'Company name', required: true, max: 160, autoComplete: 'organization' },
  founderName: { kind: 'text', label: 'Founder name', required: true, max: 120, autoComplete: 'name' },
  email,
  website,
  pitch: {
    kind: 'text',
    label: 'Pitch',
    required: true,
    min: 20,
    max: 1000,
    multiline: true,
    rows: 3,
    wide: true,
    hint: 'What you are building and for whom, in a few sentences (20–1,000 characters).',
  },
  stage: { ...stage, required: true },
  sector: { kind: 'choice', label: 'Sector', options: SECTOR_LABELS, emptyLabel: 'Select a sector' },
  phone: { kind: 'phone', label: 'Phone', autoComplete: 'tel' },
  linkedin: { ...url, label: 'LinkedIn profile', placeholder: 'https://linkedin.com/in/…' },
  teamSize: { kind: 'count', label: 'Team size', digits: 5, hint: 'Full-time people, founders included.' },
  problem: { kind: 'text', label: 'Problem', max: 3000, multiline: true, wide: true },
  solution: { kind: 'text', label: 'Solution', max: 3000, multiline: true, wide: true },
  traction: { kind: 'text', label: 'Traction', max: 3000, multiline: true, rows: 4, wide: true, hint: 'Users, pilots, partnerships, growth.' },
  revenue: { kind: 'text', label: 'Revenue', max: 120, placeholder: 'e.g. $15K MRR', wide: true },
  amountSought: { kind: 'text', label: 'Amount sought', max: 120, placeholder: 'e.g. $500K', wide: true },
  useOfFunds: {
    kind: 'text',
    label: 'Use of funds',
    max: 3000,
    multiline: true,
    wide: true,
    hint: 'Hiring, product, go-to-market — roughly how you would split it.',
  },
  // A link to the deck; the PDF upload (lib/files/deck.ts) is a file part of the multipart post, not a field here.
  deckUrl: { ...url, label: 'Link to your deck', wide: true, hint: 'DocSend, Google Drive, Pitch or any link we can open.' },
  consent: { kind: 'consent', label: 'Agreed to the privacy policy' },
})

const atLeast20 = { required: true, min: 20, hint: 'At least 20 characters.' } as const

/** The full application (/apply): every step's fields, and consent to the privacy policy. */
export const APPLY_FULL_FORM = defineForm({
  ...APPLY_FORM,
  sector: { ...APPLY_FORM.sector, required: true },
  problem: { ...APPLY_FORM.problem, ...atLeast20 },
  solution: { ...APPLY_FORM.solution, ...atLeast20 },
  amountSought: { ...APPLY_FORM.amountSought, required: true },
  consent: { ...APPLY_FORM.consent, required: true, message: 'Please agree to the privacy policy so we can process your application.' },
})

/** The one page of /apply-new, in order; `wide` is its own layout. */
export const QUICK_APPLY = {
  fields: ['companyName', 'founderName', 'email', 'website', 'stage', 'pitch'],
  wide: { stage: true },
} as const

/** The steps of /apply and the fields each one validates ('deckFile' is the PDF upload, see lib/files/deck.ts). */
export const APPLY_STEPS = [
  { id: 'company', title: 'Company', fields: ['companyName', 'website', 'stage', 'sector'] },
  { id: 'founders', title: 'Founders', fields: ['founderName', 'email', 'phone', 'linkedin', 'teamSize'] },
  { id: 'product', title: 'Product & traction', fields: ['pitch', 'problem', 'solution', 'traction', 'revenue'] },
  { id: 'funding', title: 'Funding', fields: ['amountSought', 'useOfFunds', 'deckUrl', 'deckFile'] },
  { id: 'review', title: 'Review', fields: ['consent'] },
] as const

const EARLY_ACCESS_FORM = defineForm({
  name,
  email,
  company: { ...company, wide: true },
  useCase: {
    kind: 'text',
    label: 'Use case',
    required: true,
    min: 10,
    max: 2000,
    multiline: true,
    wide: true,
    hint: 'What would you like agents to do for you? At least 10 characters.',
  },
})

const DEMO_FORM = defineForm({
  name,
  email,
  company,
  preferredDate: { kind: 'date', label: 'Preferred date', notPast: true, hint: 'Today or later.' },
  message: { kind: 'text', label: 'Message', max: 5000, multiline: true, rows: 4, wide: true },
})

/** Each stored form type's declaration (the chat transcript's nested schema is written in lib/forms/schemas.ts). */
export const FORM_SPECS = {
  apply: APPLY_FORM,
  contact: CONTACT_FORM,
  contact_general: CONTACT_GENERAL_FORM,
  contact_entrepreneur: CONTACT_ENTREPRENEUR_FORM,
  contact_investor: CONTACT_INVESTOR_FORM,
  contact_media: CONTACT_MEDIA_FORM,
  contact_partnership: CONTACT_PARTNERSHIP_FORM,
  newsletter: NEWSLETTER_FORM,
  'early-access': EARLY_ACCESS_FORM,
  demo: DEMO_FORM,
} as const satisfies Record<Exclude<FormType, 'chat'>, FormSpec>
