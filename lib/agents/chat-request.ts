import { z } from 'zod'
import { env } from '@/lib/env'
import { readBodyLimited } from '@/lib/http/read-body'
import type { RateLimiter } from '@/lib/http/rate-limit'
import { rateLimiter } from '@/lib/http/shared-limits'
import { CHAT_TEXTS } from './errors'
import { processSingleton } from '@/lib/process-singleton'

/**
 * The chat API's request bodies (POST /api/chat and /api/chat/end). Blank and over-long messages pass the schema on
 * purpose: checkMessage() in lib/agents/errors.ts owns those two texts, so the API and the orchestrator cannot drift.
 */

/** A 2000-character message fully \u-escaped is 12 kB; anything past 16 kB cannot be a valid message. */
export const CHAT_BODY_MAX_BYTES = 16 * 1024

/** Session ids are server-made (UUIDs); the pattern keeps anything else out of logs and queries. */
const sessionIdSchema = z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/)

/** Where a message the site composed for the visitor comes from; a typed question has none. */
export const CHAT_SOURCES = ['launch-review'] as const
export type ChatSource = (typeof CHAT_SOURCES)[number]

export const chatRequestSchema = z.object({
  message: z.string({ error: (issue) => (issue.input === undefined ? CHAT_TEXTS.blank : 'The message must be text.') }),
  // null is what a client that has no session yet naturally sends.
  sessionId: sessionIdSchema.nullish().transform((v) => v ?? undefined),
  source: z.enum(CHAT_SOURCES).optional(),
})
export type ChatRequest = z.infer<typeof chatRequestSchema>

export const chatEndSchema = z.object({ sessionId: sessionIdSchema })
export type ChatEndRequest = z.infer<typeof chatEndSchema>

export type BodyProblem = { status: 400 | 413 | 415; error: string; suggestion: string }
export type ParseResult<T> = { ok: true; data: T } | ({ ok: false } & BodyProblem)

const SHAPE_HINT = 'Send JSON of the form {"message": "your question", "sessionId": "optional"}.'

/**
 * Parses a request body already read as text. `allowText` accepts text/plain, which is what navigator.sendBeacon
 * sends for a string body (only the end-of-chat beacon needs it).
 */
export function parseChatBody<S extends z.ZodType>(
  schema: S,
  body: { contentType: string | null; text: string | null },
  options: { allowText?: boolean; shapeHint?: string } = {},
): ParseResult<z.infer<S>> {
  const hint = options.shapeHint ?? SHAPE_HINT
  const type = body.contentType ?? ''
  const accepted = options.allowText ? /^(application\/json|text\/plain)\b/i : /^application\/json\b/i
  if (!accepted.test(type)) return { ok: false, status: 415, error: 'Unsupported content type.', suggestion: hint }
  if (body.text === null) return { ok: false, status: 413, error: 'The request body is too large.', suggestion: CHAT_TEXTS.tooLong }

  let json: unknown
  try {
    json = JSON.parse(body.text)
  } catch {
    return { ok: false, status: 400, error: 'The request body is not valid JSON.', suggestion: hint }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, status: 400, error: 'The request body must be a JSON object.', suggestion: hint }
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    const suggestion = first?.message === CHAT_TEXTS.blank ? CHAT_TEXTS.blank : hint
    return { ok: false, status: 400, error: first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'Invalid request.', suggestion }
  }
  return { ok: true, data: parsed.data }
}

/** The chat API's body, read with the shared limit-while-streaming reader. */
export function readChatBody(request: Request, limit = CHAT_BODY_MAX_BYTES): Promise<string | null> {
  return readBodyLimited(request, limit)
}

/**
 * A visitor types a message every few seconds at most; 20 a minute (CHAT_RATE_LIMIT, the default) leaves room for quick
 * follow-ups, not for scripts. 0 turns it off (the bench does).
 */
export const CHAT_RATE_WINDOW_MS = 60_000

/** One limiter per process, kept on globalThis so every route bundle that imports this module shares it. */
export function chatRateLimiter(): RateLimiter {
  return processSingleton('venture-studio.chat-limiter', () => rateLimiter({ name: 'chat', limit: env().CHAT_RATE_LIMIT, windowMs: CHAT_RATE_WINDOW_MS }))
}

/**
 * The chat's other requests (feedback, reading a conversation back, 'Talk to the team'): a limit of their own, so
 * rating answers never spends the visitor's message allowance, three times as generous; 0 turns it off with the other.
 */
export function chatSideRateLimiter(): RateLimiter {
  return processSingleton('venture-studio.chat-side-limiter', () =>
    rateLimiter({ name: 'chat-side', limit: 3 * env().CHAT_RATE_LIMIT, windowMs: CHAT_RATE_WINDOW_MS }),
  )
}
