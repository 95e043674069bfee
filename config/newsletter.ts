/** The newsletter's double opt-in (issue 20 item 2); the privacy policy and README state the same period. */
export const NEWSLETTER_CONFIRM_DAYS = 7

/**
 * A pending address that signs up again within this many minutes gets no second confirmation e-mail (the first
 * link still works): a form posted over and over cannot fill someone's inbox.
 */
export const NEWSLETTER_RESEND_AFTER_MINUTES = 10
