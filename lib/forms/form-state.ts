/**
 * The state a page's form action returns (a typed union that never echoes a secret: docs/ARCHITECTURE.md, Layers and imports), the hidden
 * fields and the forms' messages. Import-free so client components can use it without pulling zod or the server
 * path into their bundle; a form's first-load code imports form-controls.ts, which leaves the messages out.
 */
import { UNAVAILABLE_MESSAGE } from './form-controls'

export { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, IDLE, SESSION_FIELD, type FormFieldErrors, type FormState, type FormValues } from './form-controls'

export const FORM_MESSAGES = {
  rateLimited: 'Too many submissions. Please try again in a minute.',
  unavailable: UNAVAILABLE_MESSAGE,
  invalid: 'Please correct the highlighted fields.',
  /** A retry carried the first attempt's key with edited fields (the first answer was lost): the first one stands. */
  alreadyReceived:
    'We already received this as you first sent it; changes made since were not saved. Please contact us if something needs correcting.',
  /** The page came from an earlier build of the site, whose form action the server no longer has. */
  siteUpdated: 'The site was updated while this page was open, so this was not sent. Reload the page to continue — what you typed is still in the form.',
} as const
