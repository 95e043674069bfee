import 'server-only'
import { getDb, type Db } from '@/lib/db/client'
import { addChatSessionTag, getChatSession } from '@/lib/db/queries/chat-sessions'
import { submitForm, type SubmitInput, type SubmitResult } from '@/lib/forms/submit'
import type { ChatSession } from './types'

/** Marks a session whose transcript is already stored, so that closing the widget twice stores it once. */
export const TRANSCRIPT_STORED_TAG = 'transcript-stored'

export type EndChatDeps = {
  db: () => Promise<Db>
  submit: (input: SubmitInput) => Promise<SubmitResult>
  log: (msg: string) => void
}

const defaultDeps = (): EndChatDeps => ({ db: getDb, submit: (input) => submitForm(input), log: (msg) => console.error(msg) })

/** lib/forms/schemas.ts chatSchema: 8000 characters per message, no control characters but tab and newlines. */
const MAX_CONTENT = 8000
const MAX_DURATION_S = 7 * 86_400
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/**
 * The visitor closed the widget (issue 7 item 9): the conversation is stored as a form submission of type chat —
 * the team reads it on the admin dashboard like any other form. Only a conversation in which the visitor said
 * something is stored, and only once: the session is tagged afterwards, and the submission's idempotency key is the
 * session id, so two closes racing each other still store one row.
 */
export async function endChat(
  sessionId: string,
  meta: { ip: string; userAgent: string | null },
  deps: EndChatDeps = defaultDeps(),
): Promise<{ stored: boolean }> {
  const db = await deps.db()
  const session = await getChatSession(db, sessionId)
  if (!session || session.tags.includes(TRANSCRIPT_STORED_TAG)) return { stored: false }
  const data = transcriptOf(session)
  if (!data.messages.some((m) => m.role === 'user')) return { stored: false }

  const result = await deps.submit({
    type: 'chat',
    data,
    metadata: { ip: meta.ip, ...(meta.userAgent ? { userAgent: meta.userAgent } : {}), sessionId: session.id },
    idempotencyKey: `transcript:${session.id}`,
  })
  if (result.status === 'invalid') {
    deps.log(`[chat] the transcript of session ${session.id} was refused: ${JSON.stringify(result.fieldErrors)}`)
    return { stored: false }
  }
  // Only the tag is written: a message the visitor sent meanwhile must not be replaced by the copy read above.
  await addChatSessionTag(db, session.id, TRANSCRIPT_STORED_TAG)
  // A repeat means another close stored it first: this one stored nothing new. So does a conflict: a racing close
  // stored the transcript as it stood a moment earlier (lib/forms/submit.ts compares bodies under one key).
  return { stored: result.status !== 'conflict' && !result.repeat }
}

/** The submission's data: chatSchema's {messages, context, duration}. Duration is the conversation's, in seconds. */
export function transcriptOf(session: ChatSession) {
  const messages = session.messages
    .map((m) => ({
      role: m.role,
      content: m.content.replace(CONTROL, ' ').trim().slice(0, MAX_CONTENT),
      timestamp: m.timestamp,
      ...(m.agentId ? { agentId: m.agentId } : {}),
    }))
    .filter((m) => m.content !== '')
  const seconds = Math.floor((session.lastActivity.getTime() - session.startTime.getTime()) / 1000)
  const duration = Math.min(MAX_DURATION_S, Math.max(0, seconds))
  return {
    messages,
    context: { ...session.context, title: session.title, agentId: session.agentId },
    duration,
  }
}
