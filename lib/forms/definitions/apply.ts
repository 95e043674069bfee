import { defineFields } from '../field-spec'
import { defineForm } from '../form-definition'
import { email, SECTOR_LABELS, stage, website } from './common'

/** The two applications: the multi-step /apply and the one-page /apply-new; both are stored as type apply. */

const url = { kind: 'url', placeholder: 'https://…' } as const

/** The quick application (/apply-new) and the API: the fields an application needs, the rest optional. */
const APPLY_FIELDS = defineFields({
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
const APPLY_FULL_FIELDS = defineFields({
  ...APPLY_FIELDS,
  sector: { ...APPLY_FIELDS.sector, required: true },
  problem: { ...APPLY_FIELDS.problem, ...atLeast20 },
  solution: { ...APPLY_FIELDS.solution, ...atLeast20 },
  amountSought: { ...APPLY_FIELDS.amountSought, required: true },
  consent: { ...APPLY_FIELDS.consent, required: true, message: 'Please agree to the privacy policy so we can process your application.' },
})

/** One step of /apply: its anchor, its heading and the fields it checks before the next. */
export type ApplyStep = { id: string; title: string; fields: readonly string[] }

/** The steps of /apply and the fields each one validates ('deckFile' is the PDF upload, see lib/files/deck.ts). */
export const APPLY_STEPS = [
  { id: 'company', title: 'Company', fields: ['companyName', 'website', 'stage', 'sector'] },
  { id: 'founders', title: 'Founders', fields: ['founderName', 'email', 'phone', 'linkedin', 'teamSize'] },
  { id: 'product', title: 'Product & traction', fields: ['pitch', 'problem', 'solution', 'traction', 'revenue'] },
  { id: 'funding', title: 'Funding', fields: ['amountSought', 'useOfFunds', 'deckUrl', 'deckFile'] },
  { id: 'review', title: 'Review', fields: ['consent'] },
] as const

const APPLY_SUCCESS = { path: '/apply/success' }

/**
 * The quick application (/apply-new): the fields an application needs, the rest optional. It owns the type, so
 * the JSON API checks an application against these fields.
 */
export const quickApplyForm = defineForm({
  id: 'apply-new',
  type: 'apply',
  typeName: 'Application',
  source: 'apply-new',
  noun: 'application',
  fields: APPLY_FIELDS,
  page: { fields: ['companyName', 'founderName', 'email', 'website', 'stage', 'pitch'], wide: { stage: true } },
  submitLabel: 'Send application',
  success: APPLY_SUCCESS,
})

/** The multi-step application (/apply, drawn by components/forms/apply-form.tsx in the steps of APPLY_STEPS). */
export const applyForm = defineForm({
  id: 'apply',
  type: 'apply',
  source: 'apply',
  noun: 'application',
  fields: APPLY_FULL_FIELDS,
  success: APPLY_SUCCESS,
})
