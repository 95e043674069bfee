import type { FormType } from './types'

/**
 * The site's own forms, one entry each: the submission type they store, the source recorded in its metadata, and
 * the fields that are lists. The pages' server actions (lib/forms/actions.ts) and the browser's send queue
 * (components/forms/send-queue.ts, which replays a submission through POST /api/forms/{type} with the
 * X-Page-Form header) both read them here, so a submission sent later is stored exactly as one sent at once.
 * Import-free so browser code can use it.
 */
const APPLY_SUCCESS = '/apply/success'

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
  /** The page a success leads to (successUrl adds what it shows); forms without one confirm in place. */
  successPath?: string
}

/** What the server answered for a stored submission (a server action's result, the API's JSON). */
export type Receipt = {
  id: string
  /** The reference the database gave; absent while the submission waits in the server's outbox. */
  reference?: string
  /** A new application's status link token; absent on a repeat (only its hash is kept) and while queued. */
  statusToken?: string
  queued: boolean
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

/**
 * Where a stored submission of this form sends the visitor, or undefined when the form confirms in place. An
 * application's page reads it by its status link token (the reference alone on a repeat, nothing while queued); a
 * message's page reads the reference and the reply address by the submission's id.
 */
export function successUrl(form: PageForm, receipt: Receipt): string | undefined {
  if (!form.successPath) return undefined
  const params = new URLSearchParams()
  if (form.type === 'apply') {
    if (receipt.reference) params.set('ref', receipt.reference)
    if (receipt.statusToken && !receipt.queued) params.set('token', receipt.statusToken)
  } else {
    params.set('id', receipt.id)
    if (receipt.queued) params.set('queued', '1')
  }
  const query = params.toString()
  return query ? `${form.successPath}?${query}` : form.successPath
}
