import 'server-only'
import { randomUUID } from 'node:crypto'
import { fallbackReply } from '@/lib/llm/fallback'
import { checkMessage } from './errors'
import type { AgentResponse, ChatReply, MessageContext, Selection } from './types'

/**
 * CONTRACT (issue 7) — the chat assistant's entry points. This is a placeholder body (keyword fallback only) so the
 * API and widget can be built against the final signatures; the lead replaces it with the real pipeline:
 * classify → select → agent (model or canned) → tools → caps → session → metrics.
 */

export type ChatInput = {
  message: string
  /** Omitted or unknown → a new session is started and its id returned. */
  sessionId?: string
  /** Who is asking (client IP), for metrics and logs only. */
  clientId: string
}

/** Answers one visitor message. Throws ChatInputError (lib/agents/errors.ts) for input the visitor must fix. */
export async function respond(input: ChatInput): Promise<ChatReply> {
  const started = Date.now()
  const message = checkMessage(input.message)
  const reply = fallbackReply([{ role: 'user', content: message }])
  return {
    id: randomUUID(),
    role: 'assistant',
    content: reply.content,
    timestamp: new Date().toISOString(),
    agentId: 'meta3-primary',
    confidence: 0.7,
    attachments: [{ type: 'link', title: 'Apply for funding', url: '/apply' }],
    quickActions: [{ label: 'Contact the team', value: '/contact' }],
    metadata: { messageType: 'simple_question', complexity: 'brief', fallback: true, processingTime: Date.now() - started, toolsUsed: [] },
    sessionId: input.sessionId ?? randomUUID(),
  }
}

export type AgentTestResult =
  | { ok: true; context: MessageContext; selection: Selection; reply: AgentResponse }
  | { ok: false; error: string }

/**
 * The admin agent test box: routes the message (or forces `agentId`) and answers it without touching any session.
 * An unknown id → { ok: false, error: 'Agent {id} not found' }.
 */
export async function testAgent(message: string, agentId?: string): Promise<AgentTestResult> {
  void message
  void agentId
  return { ok: false, error: 'Not implemented yet' }
}
