import 'server-only'
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_RESEND_AFTER_MINUTES } from '@/config/newsletter'
import type { Db } from '@/lib/db/client'
import { enqueueJob } from '@/lib/db/queries/jobs'
import { recordPendingSignUp } from '@/lib/db/queries/newsletter-subscribers'
import { mailJob } from '@/lib/mail/message'
import { confirmationMessage } from './messages'
import { newConfirmToken } from './tokens'

/**
 * The double opt-in step of a newsletter sign-up, run in the transaction that stores the sign-up
 * (lib/forms/server/submit.ts insertEntry), also for a repeat of a stored one: the address becomes (or stays) pending with
 * a fresh token valid NEWSLETTER_CONFIRM_DAYS, and its confirmation e-mail is queued with it. A confirmed address,
 * or one whose confirmation went out minutes ago, gets nothing new. Whether an e-mail was queued.
 */
export async function recordNewsletterSignUp(db: Db, email: string, now = new Date()): Promise<boolean> {
  const { token, hash } = newConfirmToken()
  const address = email.trim().toLowerCase()
  const id = await recordPendingSignUp(
    db,
    { email: address, tokenHash: hash, confirmDays: NEWSLETTER_CONFIRM_DAYS, resendAfterMinutes: NEWSLETTER_RESEND_AFTER_MINUTES },
    now,
  )
  if (!id) return false
  // Keyed by the token: each new token is its own message, and a replayed transaction cannot queue one twice.
  await enqueueJob(db, mailJob(`newsletter-confirm:${id}:${hash.slice(0, 16)}`, confirmationMessage(address, token)))
  return true
}
