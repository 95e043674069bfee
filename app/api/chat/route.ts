import { randomUUID } from 'node:crypto'
import { chatRateLimiter, chatRequestSchema, parseChatBody, readChatBody } from '@/lib/agents/chat-request'
import { ChatInputError, CHAT_TEXTS, checkMessage } from '@/lib/agents/errors'
import { respond } from '@/lib/agents/orchestrator'
import type { ChatReply } from '@/lib/agents/types'
import { env } from '@/lib/env'
import { clientIp } from '@/lib/http/client-ip'
import { COMING_SOON } from '@/lib/agents/canned'
import { currentChatMode, modelConfigured } from './mode'
import { streamOrWhole } from './event-stream'
import { json, problem, refuseCrossSite } from './http'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

const UNAVAILABLE = 'The assistant is unavailable right now. Please try again or contact the team.'

/**
 * GET /api/chat → {mode}; in live mode also whether a language model is configured (`model`), in coming-soon mode the
 * message the widget shows instead of a conversation.
 */
export async function GET(): Promise<Response> {
  const mode = await currentChatMode()
  return json(mode === 'live' ? { mode, model: modelConfigured() } : { mode, comingSoon: comingSoonReply(undefined, 0) })
}

/**
 * POST /api/chat {message, sessionId?, source?} → the assistant's ChatReply. `source` marks a message the site wrote
 * for the visitor (a launch plan section sent for review), which is kept out of the popular questions. Input the visitor must fix is
 * a 4xx with a `suggestion` the widget shows; nothing else ever leaves as more than a generic 500.
 *
 * With `Accept: text/event-stream` a model's answer comes as server-sent events a sentence at a time, then the whole
 * ChatReply (./event-stream.ts). Every check above runs first and answers as before; so does an answer that is
 * complete before its first sentence (canned answers, refusals).
 */
export async function POST(request: Request): Promise<Response> {
  const started = Date.now()
  const refused = refuseCrossSite(request)
  if (refused) return refused

  const clientId = clientIp(request.headers, env().TRUST_PROXY)
  const limit = await chatRateLimiter().check(clientId)
  if (!limit.ok) {
    return problem(429, 'Too many messages.', CHAT_TEXTS.rateLimited, { 'Retry-After': String(limit.retryAfterSeconds) })
  }

  const parsed = parseChatBody(chatRequestSchema, { contentType: request.headers.get('content-type'), text: await readChatBody(request) })
  if (!parsed.ok) return problem(parsed.status, parsed.error, parsed.suggestion)

  try {
    const message = checkMessage(parsed.data.message)
    if ((await currentChatMode()) !== 'live') return json(comingSoonReply(parsed.data.sessionId, Date.now() - started))
    const input = { message, sessionId: parsed.data.sessionId, source: parsed.data.source, clientId }
    if (!wantsStream(request)) return json(await respond(input))
    return await streamOrWhole(
      // The request's signal ends when the visitor goes away (widget closed, page left): the model is stopped then.
      (onSentence) => respond({ ...input, onSentence, signal: request.signal }),
      async (outcome) => json(await outcome),
      (err) => (err instanceof ChatInputError ? { error: err.message, suggestion: err.suggestion } : unexpected(err)),
    )
  } catch (err) {
    if (err instanceof ChatInputError) return problem(err.status, err.message, err.suggestion)
    return json({ error: unexpected(err).error }, 500)
  }
}

const wantsStream = (request: Request) => /\btext\/event-stream\b/i.test(request.headers.get('accept') ?? '')

function unexpected(err: unknown): { error: string; suggestion: string } {
  log('chat').error(`unexpected failure: ${errorMessage(err)}`)
  return { error: UNAVAILABLE, suggestion: UNAVAILABLE }
}

/** Coming-soon mode answers every message with the same navigation, as the meta3-primary agent's canned reply. */
function comingSoonReply(sessionId: string | undefined, processingTime: number): ChatReply {
  return {
    id: randomUUID(),
    role: 'assistant',
    content: COMING_SOON.content,
    timestamp: new Date().toISOString(),
    agentId: 'meta3-primary',
    confidence: 1,
    attachments: COMING_SOON.attachments,
    quickActions: COMING_SOON.quickActions,
    metadata: { messageType: 'simple_question', complexity: 'minimal', fallback: true, processingTime, toolsUsed: [] },
    sessionId: sessionId ?? randomUUID(),
  }
}
