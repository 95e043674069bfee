import 'server-only'
import type { Db } from '@/lib/db/client'
import { confirmSubscriber, findByConfirmToken, getSubscriber, unsubscribe, type ConfirmOutcome, type UnsubscribeOutcome } from '@/lib/db/queries/newsletter-subscribers'
import { hashToken, isConfirmToken, verifyUnsubscribeToken } from './tokens'

/**
 * What the two links in the newsletter's e-mails do. Opening a link (GET) only shows where the address stands and
 * a button; the button's POST changes it. Mail scanners open links to check them, and must not confirm or
 * unsubscribe anyone by doing so.
 */

export type ConfirmView = 'pending' | 'confirmed' | 'invalid'

export async function confirmView(db: Db, token: unknown, now = new Date()): Promise<ConfirmView> {
  if (!isConfirmToken(token)) return 'invalid'
  const row = await findByConfirmToken(db, hashToken(token))
  if (row?.state === 'confirmed') return 'confirmed'
  return row?.state === 'pending' && row.expiresAt && row.expiresAt > now ? 'pending' : 'invalid'
}

export async function confirmByToken(db: Db, token: unknown, now = new Date()): Promise<ConfirmOutcome> {
  return isConfirmToken(token) ? confirmSubscriber(db, hashToken(token), now) : 'invalid'
}

export type UnsubscribeView = { state: 'subscribed' | 'unsubscribed'; email: string } | { state: 'invalid' }

export async function unsubscribeView(db: Db, token: unknown): Promise<UnsubscribeView> {
  const id = verifyUnsubscribeToken(token)
  const row = id ? await getSubscriber(db, id) : null
  if (!row) return { state: 'invalid' }
  return { state: row.state === 'unsubscribed' ? 'unsubscribed' : 'subscribed', email: row.email }
}

export async function unsubscribeByToken(db: Db, token: unknown, now = new Date()): Promise<UnsubscribeOutcome> {
  const id = verifyUnsubscribeToken(token)
  return id ? unsubscribe(db, { id }, now) : 'unknown'
}
