import 'server-only'
import { z } from 'zod'
import type { Db } from '@/lib/db/client'
import { getChatSession } from '@/lib/db/queries/chat-sessions'
import { feedbackForSession, saveChatFeedback, type Rating } from '@/lib/db/queries/chat-feedback'
import type { VisitorMessage } from './types'

/**
 * What a visitor may do with their own conversation by its id. The id is a random UUID the
 * server handed to that tab only, so holding it is the proof: treat it like a bearer secret (it travels in a header,
 * never in a URL that logs or history would keep).
 */

export const CHAT_SESSION_HEADER = 'x-chat-session'

export type VisitorSession = { sessionId: string; messages: VisitorMessage[]; feedback: Record<string, Rating> }

/**
 * The conversation as its visitor saw it, for the widget to show again after a reload; null for an unknown id and
 * for an archived conversation (the next message would start a new one anyway).
 */
export async function readVisitorSession(db: Db, sessionId: string): Promise<VisitorSession | null> {
  const session = await getChatSession(db, sessionId)
  if (!session || session.status !== 'active') return null
  // Answers stored before their links and options were kept come back as text only.
  const messages = session.messages.map(({ id, role, content, attachments, quickActions }) => ({
    id,
    role,
    content,
    ...(attachments?.length ? { attachments } : {}),
    ...(quickActions?.length ? { quickActions } : {}),
  }))
  return { sessionId: session.id, messages, feedback: await feedbackForSession(db, session.id) }
}

export const FEEDBACK_COMMENT_MAX = 1000

export const feedbackRequestSchema = z.object({
  sessionId: z.string().uuid(),
  messageId: z.string().min(1).max(100),
  rating: z.union([z.literal(1), z.literal(-1)]),
  comment: z
    .string()
    .max(FEEDBACK_COMMENT_MAX, `Please keep the comment under ${FEEDBACK_COMMENT_MAX} characters.`)
    .nullish()
    .transform((v) => v?.replace(/\u0000/g, '').trim() || null),
})
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>

/**
 * Stores a verdict on an assistant message of the visitor's own conversation. The agent, message type and whether a
 * model answered come from the stored message. False when the session or the message is not theirs to rate.
 */
export async function rateMessage(db: Db, request: FeedbackRequest): Promise<boolean> {
  const session = await getChatSession(db, request.sessionId)
  const message = session?.messages.find((m) => m.id === request.messageId && m.role === 'assistant')
  if (!session || !message) return false
  await saveChatFeedback(db, {
    sessionId: session.id,
    messageId: message.id,
    rating: request.rating,
    comment: request.comment,
    agentId: message.agentId ?? null,
    messageType: message.messageType ?? null,
    modelAnswered: message.modelAnswered ?? false,
  })
  return true
}
