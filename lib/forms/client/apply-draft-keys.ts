/**
 * Set in sessionStorage when the application is sent; /apply/success clears the draft only when it is there. Apart
 * from the draft's code (apply-draft.ts), which the form loads after hydration: marking an application as sent must
 * not wait for it.
 */
export const APPLY_SENT_KEY = 'apply-draft-sent'
