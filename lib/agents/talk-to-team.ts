import 'server-only'
import { z } from 'zod'
import { getDb, type Db } from '@/lib/db/client'
import { getChatSession } from '@/lib/db/queries/chat-sessions'
import { mustAccept } from '@/lib/forms/fields'
import { CHAT_TRANSCRIPT_MAX } from '@/lib/forms/definitions/common'
import type { FieldErrors } from '@/lib/forms/schemas'
import { submitForm, type SubmitInput, type SubmitResult } from '@/lib/forms/server/submit'
import { getAgent } from './specialists'
import { TEAM_TEXTS } from './talk-to-team-texts'
import type { StoredMessage } from './types'

export { TEAM_TEXTS }

/**
 * 'Talk to the team' in the chat: the visitor's name and e-mail, with their consent, become a
 * contact_general submission through the normal submit path, carrying the conversation as readable text. The team is
 * told of it like of any contact message (the submission's mail jobs). The transcript is read from the server's own
 * copy of the conversation, never sent by the browser.
 */

export const teamRequestSchema = z.object({
  sessionId: z.string().uuid().nullish(),
  name: z.unknown(),
  email: z.unknown(),
  message: z.unknown().optional(),
  consent: mustAccept('Agreed to the privacy policy', TEAM_TEXTS.consent),
  idempotencyKey: z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/),
})
export type TeamRequest = z.input<typeof teamRequestSchema>

export type TeamResult = { status: 'sent'; confirmation: string } | { status: 'invalid'; fieldErrors: FieldErrors }

export type TeamDeps = { db: () => Promise<Db>; submit: (input: SubmitInput) => Promise<SubmitResult> }
const defaultDeps = (): TeamDeps => ({ db: getDb, submit: (input) => submitForm(input) })

/**
 * The conversation as the team reads it in an e-mail or on the dashboard. Past the cap the oldest messages are left
 * out whole, and the first line says how many: a cut mid-message would read as the visitor's own words.
 */
export function transcriptText(messages: readonly StoredMessage[], max = CHAT_TRANSCRIPT_MAX): string {
  const blocks = messages.map((m) => {
    const who = m.role === 'user' ? 'Visitor' : `Assistant${m.agentId ? ` (${getAgent(m.agentId)?.name ?? m.agentId})` : ''}`
    return `${who}: ${m.content.trim()}`
  })
  const note = (n: number) => `(${n} earlier message${n === 1 ? '' : 's'} left out)`
  let kept = blocks
  let text = kept.join('\n\n')
  while (text.length > max && kept.length > 0) {
    kept = kept.slice(1)
    text = [note(blocks.length - kept.length), ...kept].join('\n\n')
  }
  return text.length > max ? note(blocks.length) : text
}

export async function talkToTeam(
  request: z.output<typeof teamRequestSchema>,
  meta: { ip: string; userAgent: string | null },
  deps: TeamDeps = defaultDeps(),
): Promise<TeamResult> {
  const session = request.sessionId ? await getChatSession(await deps.db(), request.sessionId) : null
  const messages = session?.messages ?? []
  const said = messages.some((m) => m.role === 'user')
  const note = typeof request.message === 'string' ? request.message.trim() : ''
  if (!said && note === '') return { status: 'invalid', fieldErrors: { message: TEAM_TEXTS.needMessage } }

  const result = await deps.submit({
    type: 'contact_general',
    data: {
      name: request.name,
      email: request.email,
      subject: TEAM_TEXTS.subject,
      message: note || TEAM_TEXTS.defaultMessage,
      ...(said ? { transcript: transcriptText(messages) } : {}),
    },
    metadata: {
      ip: meta.ip,
      ...(meta.userAgent ? { userAgent: meta.userAgent } : {}),
      source: 'chat',
      consent: true,
      ...(session ? { chatSessionId: session.id } : {}),
    },
    idempotencyKey: request.idempotencyKey,
  })
  if (result.status === 'invalid') return { status: 'invalid', fieldErrors: result.fieldErrors }
  // 'conflict' is the same key sent again with other words (an edit after a lost answer): the first one reached the team.
  const name = typeof request.name === 'string' ? request.name.trim() : ''
  const email = typeof request.email === 'string' ? request.email.trim() : ''
  return { status: 'sent', confirmation: TEAM_TEXTS.sent(name, email) }
}
