/**
 * The part of form-state.ts a form's first-load code needs: the state's types, the idle state and the hidden fields.
 * Apart from the messages (form-state.ts FORM_MESSAGES), which the server and the sending code (loaded after
 * hydration) show, so a page's first load does not carry them.
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

/** FORM_MESSAGES.unavailable: also what a form says when its sending code could not be loaded. */
export const UNAVAILABLE_MESSAGE = 'We could not receive your submission right now. Please try again in a minute.'
