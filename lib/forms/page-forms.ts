import type { FormType } from './types'

/**
 * The site's own forms, one entry each: the submission type they store, the source recorded in its metadata, and
 * the fields that are lists. The pages' server actions (lib/forms/actions.ts) and the browser's send queue
 * (components/forms/send-queue.ts, which replays a submission through POST /api/forms/{type} with the
 * X-Page-Form header) both read them here, so a submission sent later is stored exactly as one sent at once.
 * Import-free so browser code can use it.
 */
const APPLY_SUCCESS = '/apply/success?ref={ref}'

export const PAGE_FORMS = {
  apply: { type: 'apply', source: 'apply', noun: 'application', strict: true, successPath: APPLY_SUCCESS },
  'apply-new': { type: 'apply', source: 'apply-new', noun: 'application', successPath: APPLY_SUCCESS },
  contact: { type: 'contact', source: 'contact', noun: 'message', successPath: '/contact/success' },
  contact_general: { type: 'contact_general', source: 'contact-hub', noun: 'message' },
  contact_entrepreneur: { type: 'contact_entrepreneur', source: 'contact-hub', noun: 'message' },
  contact_investor: { type: 'contact_investor', source: 'contact-hub', noun: 'message' },
  contact_media: { type: 'contact_media', source: 'contact-hub', noun: 'message' },
  contact_partnership: { type: 'contact_partnership', source: 'contact-hub', noun: 'message' },
  newsletter: { type: 'newsletter', source: 'footer', noun: 'newsletter sign-up', arrays: ['preferences'] },
  'early-access': { type: 'early-access', source: 'agents', noun: 'early-access request' },
  demo: { type: 'demo', source: 'agents', noun: 'demo request' },
} as const satisfies Record<string, PageForm>

export type PageForm = {
  type: FormType
  source: string
  /** What the visitor calls it, for messages such as "Your message was sent". */
  noun: string
  arrays?: readonly string[]
  /** Validated with the stricter full-application schema (the /apply wizard), not the type's own. */
  strict?: boolean
  /** The page a success leads to ({ref} is the applicant's reference); forms without one confirm in place. */
  successPath?: string
}
export type PageFormId = keyof typeof PAGE_FORMS

/** The header with which the send queue names the page form a replayed submission came from. */
export const PAGE_FORM_HEADER = 'X-Page-Form'

export function isPageFormId(value: unknown): value is PageFormId {
  return typeof value === 'string' && Object.hasOwn(PAGE_FORMS, value)
}

export function pageForm(id: PageFormId): PageForm {
  return PAGE_FORMS[id]
}

/** Where a stored submission of this form sends the visitor, or undefined when the form confirms in place. */
export function successUrl(form: PageForm, ref: string): string | undefined {
  return form.successPath?.replace('{ref}', encodeURIComponent(ref))
}
