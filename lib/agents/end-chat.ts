import 'server-only'
import { getDb, type Db } from '@/lib/db/client'
import { addChatSessionTag, getChatSession } from '@/lib/db/queries/chat-sessions'
import { submitForm, type SubmitInput, type SubmitResult } from '@/lib/forms/server/submit'
import type { ChatSession } from './types'
import { log } from '@/lib/log'

/** Marks a session whose transcript is already stored, so that closing the widget twice stores it once. */
export const TRANSCRIPT_STORED_TAG = 'transcript-stored'

export type EndChatDeps = {
  db: () => Promise<Db>
  submit: (input: SubmitInput) => Promise<SubmitResult>
  log: (msg: string) => void
}

const defaultDeps = (): EndChatDeps => ({ db: getDb, submit: (input) => submitForm(input), log: (msg) => log('chat').error(msg) })

/** lib/forms/schemas.ts chatSchema: 8000 characters per message, no control characters but tab and newlines. */
const MAX_CONTENT = 8000
const MAX_DURATION_S = 7 * 86_400
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/**
 * The visitor closed the widget or left the page: the conversation is stored as a form submission of
 * type chat — the team reads it on the admin dashboard like any other form. Only messages in which the visitor said
 * something are stored, and each message once: the session is tagged `transcript-stored:<n>` with the number of its
 * messages the stored rows cover. A conversation that goes on after a store (it survives a reload, and a
 * reload fires the page's close) is stored again from there, as a continuation whose context says where
 * it starts. The idempotency key names the session and that start, so two closes racing each other store one row.
 */
export async function endChat(
  sessionId: string,
  meta: { ip: string; userAgent: string | null },
  deps: EndChatDeps = defaultDeps(),
): Promise<{ stored: boolean }> {
  const db = await deps.db()
  const session = await getChatSession(db, sessionId)
  if (!session) return { stored: false }
  const from = storedThrough(session.tags)
  if (from === null) return { stored: false }
  const data = transcriptOf(session, from)
  if (!data.messages.some((m) => m.role === 'user')) return { stored: false }

  const result = await deps.submit({
    type: 'chat',
    data,
    metadata: { ip: meta.ip, ...(meta.userAgent ? { userAgent: meta.userAgent } : {}), sessionId: session.id },
    idempotencyKey: from === 0 ? `transcript:${session.id}` : `transcript:${session.id}:${from}`,
  })
  if (result.status === 'invalid') {
    deps.log(`the transcript of session ${session.id} was refused: ${JSON.stringify(result.fieldErrors)}`)
    return { stored: false }
  }
  // A conflict: a racing close stored the same start with fewer messages; what it did not cover is stored next time,
  // so this copy's count must not be claimed. Only the tag is written: a message the visitor sent meanwhile must not
  // be replaced by the copy read above.
  if (result.status === 'conflict') return { stored: false }
  await addChatSessionTag(db, session.id, `${TRANSCRIPT_STORED_TAG}:${session.messages.length}`)
  return { stored: !result.repeat }
}

/**
 * How many of the session's messages stored transcripts already cover: the highest `transcript-stored:<n>`; 0 when
 * none. null for a session tagged before counts were kept (plain `transcript-stored`): nothing is stored again.
 */
function storedThrough(tags: readonly string[]): number | null {
  let through = 0
  for (const tag of tags) {
    if (tag === TRANSCRIPT_STORED_TAG) return null
    const match = tag.startsWith(`${TRANSCRIPT_STORED_TAG}:`) ? Number(tag.slice(TRANSCRIPT_STORED_TAG.length + 1)) : NaN
    if (Number.isInteger(match) && match > through) through = match
  }
  return through
}

/**
 * The submission's data: chatSchema's {messages, context, duration}, from message `from` on (a continuation's context
 * says so: `continuesFrom`, the number of earlier messages stored before). Duration is the conversation's, in seconds.
 */
export function transcriptOf(session: ChatSession, from = 0) {
  const messages = session.messages
    .slice(from)
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
    context: { ...session.context, title: session.title, agentId: session.agentId, ...(from > 0 ? { continuesFrom: from } : {}) },
    duration,
  }
}
