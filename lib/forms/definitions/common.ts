import type { FieldSpec, TextSpec } from '../field-spec'

/**
 * The fields and options several forms share; each form's own declaration (the files beside this one) composes them.
 * Import-free, so the browser reads them without zod.
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
export const INVESTOR_TYPE_LABELS = {
  angel: 'Angel',
  vc: 'Venture capital',
  'family-office': 'Family office',
  corporate: 'Corporate',
  other: 'Other',
} as const
export const PARTNERSHIP_TYPE_LABELS = {
  technology: 'Technology',
  corporate: 'Corporate',
  academic: 'Academic',
  ecosystem: 'Ecosystem',
  other: 'Other',
} as const
export const NEWSLETTER_TOPIC_LABELS = {
  'agentic-ai': 'Agentic AI',
  convergence: 'Convergence',
  'portfolio-news': 'Portfolio news',
  events: 'Events',
} as const

/** A conversation with the assistant sent to the team from the chat ('Talk to the team'), as readable text. */
export const CHAT_TRANSCRIPT_MAX = 20_000

export const name = { kind: 'text', label: 'Name', required: true, max: 120, autoComplete: 'name' } as const satisfies FieldSpec
export const email = { kind: 'email', label: 'E-mail address', autoComplete: 'email' } as const satisfies FieldSpec
export const company = { kind: 'text', label: 'Company', max: 160, autoComplete: 'organization' } as const satisfies FieldSpec
export const website = { kind: 'url', label: 'Website', autoComplete: 'url', placeholder: 'https://example.com' } as const satisfies FieldSpec
/** The message of a contact form; `ask` is the form's own question, shown as its hint. */
export const message = (ask?: string): TextSpec => ({
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
export const stage = { kind: 'choice', label: 'Stage', options: STAGE_LABELS, emptyLabel: 'Select a stage' } as const satisfies FieldSpec
