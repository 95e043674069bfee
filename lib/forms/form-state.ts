/**
 * The state a page's form action returns (DESIGN.md §2 rule 4: a typed union that never echoes a secret).
 * Import-free so client components can use it without pulling zod or the server path into their bundle.
 */
export type FormValues = Record<string, string | string[]>
export type FormFieldErrors = Record<string, string>

export type FormState =
  | { status: 'idle' }
  | { status: 'error'; fieldErrors: FormFieldErrors; formError?: string; values: FormValues }
  | { status: 'success'; id: string; queued: boolean }

export const IDLE: FormState = { status: 'idle' }

/** Hidden fields every page form may carry; they are never stored as part of the submission's data. */
export const HONEYPOT_FIELD = 'fax'
export const IDEMPOTENCY_FIELD = '_idem'
export const SESSION_FIELD = '_session'

export const FORM_MESSAGES = {
  rateLimited: 'Too many submissions. Please try again in a minute.',
  unavailable: 'We could not receive your submission right now. Please try again in a minute.',
  invalid: 'Please correct the highlighted fields.',
  /** A retry carried the first attempt's key with edited fields (the first answer was lost): the first one stands. */
  alreadyReceived:
    'We already received this as you first sent it; changes made since were not saved. Please contact us if something needs correcting.',
  /** The page came from an earlier build of the site, whose form action the server no longer has. */
  siteUpdated: 'The site was updated while this page was open, so this was not sent. Reload the page to continue — what you typed is still in the form.',
} as const
