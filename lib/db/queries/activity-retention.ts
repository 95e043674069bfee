import 'server-only'
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { analyticsEvents, chatSessions, formSubmissions, newsletterSubscribers } from '../schema'
import { cutoffFor } from './retention'

export type ActivityRetention = { analyticsDays: number; chatDays: number; newsletterPendingDays: number }

/**
 * The retention that runs by default (the privacy policy states it from the same values,
 * config/retention.ts): analytics events, chat sessions (by their last message, archived or not) and chat transcripts
 * (form submissions of type chat) older than their days go, and so does a newsletter sign-up nobody confirmed in time
 * with its sign-up submission. Other submissions stay until an admin deletes them or RETENTION_DAYS is set
 * (retention.ts).
 */
export async function deleteExpiredActivity(db: Db, days: ActivityRetention, now = new Date()) {
  const analyticsCutoff = cutoffFor(days.analyticsDays, now)
  const chatCutoff = cutoffFor(days.chatDays, now)
  const events = await db.delete(analyticsEvents).where(lt(analyticsEvents.createdAt, analyticsCutoff)).returning({ id: analyticsEvents.id })
  const sessions = await db.delete(chatSessions).where(lt(chatSessions.lastActivity, chatCutoff)).returning({ id: chatSessions.id })
  const transcripts = await db
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.formType, 'chat'), lt(formSubmissions.createdAt, chatCutoff)))
    .returning({ id: formSubmissions.id })
  const unconfirmed = await deleteUnconfirmedSignUps(db, cutoffFor(days.newsletterPendingDays, now), now)
  return { analyticsEvents: events.length, chatSessions: sessions.length, chatTranscripts: transcripts.length, unconfirmedSignUps: unconfirmed }
}

/**
 * Pending newsletter rows past their expiry (or, without one, signed up before `cutoff`), and the newsletter
 * submissions of those addresses: an address nobody confirmed is not kept anywhere. The address is unique among
 * subscribers, so no confirmed or unsubscribed row shares it.
 */
async function deleteUnconfirmedSignUps(db: Db, cutoff: Date, now: Date): Promise<number> {
  const gone = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.state, 'pending'),
        or(lt(newsletterSubscribers.expiresAt, now), and(isNull(newsletterSubscribers.expiresAt), lt(newsletterSubscribers.createdAt, cutoff))),
      ),
    )
    .returning({ email: newsletterSubscribers.email })
  if (gone.length === 0) return 0
  await db
    .delete(formSubmissions)
    .where(
      and(
        eq(formSubmissions.formType, 'newsletter'),
        inArray(sql`lower(${formSubmissions.data}->>'email')`, gone.map((r) => r.email.toLowerCase())),
      ),
    )
  return gone.length
}
