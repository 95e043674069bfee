import 'server-only'
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { newsletterSubscribers, type NewsletterState, type NewsletterSubscriber } from '../schema'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/**
 * Records a sign-up as pending with a new confirm token, in one statement (two sign-ups of one address at once
 * cannot both win). A new or unsubscribed address always gets a confirmation; a pending one only when its last was
 * sent more than `resendAfterMinutes` ago; a confirmed one never (it is subscribed already). The subscriber's id
 * when a confirmation should go out, else null.
 */
export async function recordPendingSignUp(
  db: Db,
  { email, tokenHash, confirmDays, resendAfterMinutes }: { email: string; tokenHash: string; confirmDays: number; resendAfterMinutes: number },
  now = new Date(),
): Promise<string | null> {
  const t = newsletterSubscribers
  const resendBefore = new Date(now.getTime() - resendAfterMinutes * MINUTE_MS)
  const rows = await db
    .insert(t)
    .values({ email: email.toLowerCase(), state: 'pending', confirmTokenHash: tokenHash, expiresAt: new Date(now.getTime() + confirmDays * DAY_MS), createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        state: 'pending',
        confirmTokenHash: sql`excluded.confirm_token_hash`,
        expiresAt: sql`excluded.expires_at`,
        unsubscribedAt: null,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${t.state} = 'unsubscribed' or (${t.state} = 'pending' and ${t.updatedAt} <= ${resendBefore.toISOString()}::timestamptz)`,
    })
    .returning({ id: t.id })
  return rows[0]?.id ?? null
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'invalid'

/** Confirms the pending address this token was sent to, unless it expired; a second click finds it confirmed. */
export async function confirmSubscriber(db: Db, tokenHash: string, now = new Date()): Promise<ConfirmOutcome> {
  const t = newsletterSubscribers
  const confirmed = await db
    .update(t)
    .set({ state: 'confirmed', confirmedAt: now, expiresAt: null, updatedAt: now })
    .where(and(eq(t.confirmTokenHash, tokenHash), eq(t.state, 'pending'), gt(t.expiresAt, now)))
    .returning({ id: t.id })
  if (confirmed.length) return 'confirmed'
  // The hash stays on a confirmed row (until an unsubscribe clears it) so that the link can say so.
  const [row] = await db.select({ state: t.state }).from(t).where(eq(t.confirmTokenHash, tokenHash))
  return row?.state === 'confirmed' ? 'already-confirmed' : 'invalid'
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'unknown'

/** Unsubscribes by id (the signed link) or by address (a request the team received by mail). */
export async function unsubscribe(db: Db, who: { id: string } | { email: string }, now = new Date()): Promise<UnsubscribeOutcome> {
  const t = newsletterSubscribers
  const match = 'id' in who ? eq(t.id, who.id) : eq(t.email, who.email.trim().toLowerCase())
  const rows = await db
    .update(t)
    .set({ state: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, expiresAt: null, updatedAt: now })
    .where(and(match, ne(t.state, 'unsubscribed')))
    .returning({ id: t.id })
  if (rows.length) return 'unsubscribed'
  const [row] = await db.select({ id: t.id }).from(t).where(match)
  return row ? 'already-unsubscribed' : 'unknown'
}

export async function getSubscriber(db: Db, id: string): Promise<NewsletterSubscriber | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id))
  return row ?? null
}

export async function findByConfirmToken(db: Db, tokenHash: string): Promise<NewsletterSubscriber | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmTokenHash, tokenHash))
  return row ?? null
}

export type SubscriberCounts = Record<NewsletterState, number>

/** Confirmed, pending (not yet expired) and unsubscribed addresses. Only confirmed ones receive issues. */
export async function countSubscribers(db: Db, now = new Date()): Promise<SubscriberCounts> {
  const t = newsletterSubscribers
  const rows = await db
    .select({ state: t.state, n: sql<number>`count(*)::int` })
    .from(t)
    .where(sql`${t.state} <> 'pending' or ${t.expiresAt} > ${now.toISOString()}::timestamptz`)
    .groupBy(t.state)
  const counts: SubscriberCounts = { confirmed: 0, pending: 0, unsubscribed: 0 }
  for (const r of rows) counts[r.state] = Number(r.n)
  return counts
}

/** Every confirmed address with when it was confirmed, alphabetically: the export, and the list an issue goes to. */
export async function listConfirmed(db: Db): Promise<{ id: string; email: string; confirmedAt: Date | null }[]> {
  const t = newsletterSubscribers
  return db.select({ id: t.id, email: t.email, confirmedAt: t.confirmedAt }).from(t).where(eq(t.state, 'confirmed')).orderBy(asc(t.email))
}
