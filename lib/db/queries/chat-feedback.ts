import 'server-only'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { chatFeedback } from '../schema'

/**
 * Visitors' thumbs up/down on the assistant's answers. The session id is the visitor's proof that
 * the message is theirs; what produced the answer (agent, message type, model or canned) is copied from the stored
 * message by the caller, never taken from the visitor.
 */

export type Rating = 1 | -1

export type FeedbackInput = {
  sessionId: string
  messageId: string
  rating: Rating
  comment: string | null
  agentId: string | null
  messageType: string | null
  modelAnswered: boolean
}

/** One verdict per message: a second one replaces the first, comment included (a changed mind rarely keeps it). */
export async function saveChatFeedback(db: Db, input: FeedbackInput, now: Date = new Date()): Promise<void> {
  const values = { ...input, updatedAt: now }
  await db
    .insert(chatFeedback)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [chatFeedback.sessionId, chatFeedback.messageId],
      set: { rating: values.rating, comment: values.comment, updatedAt: now },
    })
}

/** The verdicts of one conversation, by message id: the widget shows them again after a reload. */
export async function feedbackForSession(db: Db, sessionId: string): Promise<Record<string, Rating>> {
  const rows = await db
    .select({ messageId: chatFeedback.messageId, rating: chatFeedback.rating })
    .from(chatFeedback)
    .where(eq(chatFeedback.sessionId, sessionId))
  return Object.fromEntries(rows.map((r) => [r.messageId, r.rating === 1 ? 1 : -1]))
}

export type AgentRating = { agentId: string; up: number; down: number; commented: number }

/** Thumbs per agent, most rated first. */
export async function feedbackByAgent(db: Db): Promise<AgentRating[]> {
  const up = sql<number>`count(*) filter (where ${chatFeedback.rating} = 1)`.mapWith(Number)
  const down = sql<number>`count(*) filter (where ${chatFeedback.rating} = -1)`.mapWith(Number)
  const rows = await db
    .select({
      agentId: sql<string>`coalesce(${chatFeedback.agentId}, 'unknown')`,
      up,
      down,
      commented: sql<number>`count(${chatFeedback.comment})`.mapWith(Number),
    })
    .from(chatFeedback)
    .groupBy(sql`1`)
    .orderBy(sql`count(*) desc`, sql`1`)
  return rows
}

export type RatedAnswer = {
  /** The answer's text as the visitor saw it (null once the conversation is gone or the message is not found). */
  content: string | null
  agentId: string | null
  messageType: string | null
  modelAnswered: boolean
  up: number
  down: number
  /** The newest comment given on this answer, if any. */
  comment: string | null
  /** A conversation in which it was rated down (the newest), for the transcript link. */
  sessionId: string
  lastRatedAt: Date
}

/**
 * The answers rated worst. Canned answers repeat word for word across conversations, so ratings are summed per
 * answer text (and agent): one weak canned answer shows once with its count, not once per visitor.
 */
export async function lowestRatedAnswers(db: Db, limit = 10): Promise<RatedAnswer[]> {
  // The answer's text is read from the session's messages (jsonb) by its id: chat_feedback keeps no copy of it.
  const content = sql<string | null>`(select m ->> 'content' from jsonb_array_elements(s.messages) m where m ->> 'id' = f.message_id limit 1)`
  type Row = {
    content: string | null
    agent_id: string | null
    message_type: string | null
    model_answered: boolean
    up: string | number
    down: string | number
    comment: string | null
    session_id: string
    last_rated_at: string | Date
  }
  const result = await db.execute(sql`
    with rated as (
      select f.*, ${content} as content
      from ${chatFeedback} f join chat_sessions s on s.id = f.session_id
    )
    select content, agent_id,
      (array_agg(message_type order by updated_at desc))[1] as message_type,
      bool_or(model_answered) as model_answered,
      count(*) filter (where rating = 1) as up,
      count(*) filter (where rating = -1) as down,
      (array_agg(comment order by updated_at desc) filter (where comment is not null))[1] as comment,
      (array_agg(session_id::text order by (rating = -1) desc, updated_at desc))[1] as session_id,
      max(updated_at) as last_rated_at
    from rated
    group by content, agent_id
    having count(*) filter (where rating = -1) > 0
    order by sum(rating) asc, count(*) filter (where rating = -1) desc, max(updated_at) desc
    limit ${limit}
  `)
  // node-postgres and PGlite both return { rows } from execute(); the Db type does not say so.
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    content: r.content,
    agentId: r.agent_id,
    messageType: r.message_type,
    modelAnswered: r.model_answered,
    up: Number(r.up),
    down: Number(r.down),
    comment: r.comment,
    sessionId: r.session_id,
    lastRatedAt: new Date(r.last_rated_at),
  }))
}

/** The newest verdicts first, for a conversation's transcript page. */
export async function feedbackRows(db: Db, sessionId: string) {
  return db.select().from(chatFeedback).where(eq(chatFeedback.sessionId, sessionId)).orderBy(desc(chatFeedback.updatedAt))
}
