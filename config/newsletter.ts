import { RETENTION } from './retention'

/**
 * The newsletter's double opt-in: a confirmation link works this long, and the daily clean-up
 * forgets an address nobody confirmed after the same period (config/retention.ts, which the policy quotes).
 */
export const NEWSLETTER_CONFIRM_DAYS = RETENTION.newsletterPendingDays

/**
 * A pending address that signs up again within this many minutes gets no second confirmation e-mail (the first
 * link still works): a form posted over and over cannot fill someone's inbox.
 */
export const NEWSLETTER_RESEND_AFTER_MINUTES = 10
