import 'server-only'
import { and, eq, lt } from 'drizzle-orm'
import type { Db } from '../client'
import { analyticsEvents, chatSessions, formSubmissions } from '../schema'
import { cutoffFor } from './retention'

export type ActivityRetention = { analyticsDays: number; chatDays: number }

/**
 * The retention that runs by default (issue 17 item 5; the privacy policy promises it): analytics events, archived
 * chat sessions and chat transcripts (form submissions of type chat) older than their days go. Other submissions
 * stay until an admin deletes them or RETENTION_DAYS is set (retention.ts). A session is archived after 7 idle days,
 * so an idle one is gone chatDays after its last message.
 */
export async function deleteExpiredActivity(db: Db, days: ActivityRetention, now = new Date()) {
  const analyticsCutoff = cutoffFor(days.analyticsDays, now)
  const chatCutoff = cutoffFor(days.chatDays, now)
  const events = await db.delete(analyticsEvents).where(lt(analyticsEvents.createdAt, analyticsCutoff)).returning({ id: analyticsEvents.id })
  const sessions = await db
    .delete(chatSessions)
    .where(and(eq(chatSessions.status, 'archived'), lt(chatSessions.lastActivity, chatCutoff)))
    .returning({ id: chatSessions.id })
  const transcripts = await db
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.formType, 'chat'), lt(formSubmissions.createdAt, chatCutoff)))
    .returning({ id: formSubmissions.id })
  return { analyticsEvents: events.length, chatSessions: sessions.length, chatTranscripts: transcripts.length }
}
