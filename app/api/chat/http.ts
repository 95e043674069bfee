import 'server-only'
import { chatSideRateLimiter } from '@/lib/agents/chat-request'
import { CHAT_TEXTS } from '@/lib/agents/errors'
import { checkSameOrigin } from '@/lib/auth/origin'
import { env } from '@/lib/env'
import { clientIp } from '@/lib/http/client-ip'
import { json as jsonAnswer, problem as problemAnswer } from '@/lib/http/json'

/** Every chat answer is personal and must never be cached by a browser or proxy (lib/http/json.ts sees to it). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonAnswer(body, { status, headers })
}

/** A chat error carries the `suggestion` the widget shows beside it. */
export function problem(status: number, error: string, suggestion: string, headers: Record<string, string> = {}): Response {
  return problemAnswer(status, error, { suggestion }, headers)
}

/** The chat is only for the site's own pages: another site's script must not spend the assistant or end sessions. */
export function refuseCrossSite(request: Request): Response | null {
  if (checkSameOrigin(request.headers).ok) return null
  return problem(403, 'Cross-site requests are not accepted.', 'Use the chat on the site itself.')
}

/**
 * The chat's side routes (feedback, the conversation read back, 'Talk to the team'): the same-origin check for a POST
 * and their own rate limit. Returns the refusal to send, or the client's address to go on with.
 */
export async function guardSideRequest(request: Request, options: { sameOrigin: boolean }): Promise<{ refused: Response } | { ip: string }> {
  if (options.sameOrigin) {
    const refused = refuseCrossSite(request)
    if (refused) return { refused }
  }
  const ip = clientIp(request.headers, env().TRUST_PROXY)
  const limit = await chatSideRateLimiter().check(ip)
  if (!limit.ok) return { refused: problem(429, 'Too many requests.', CHAT_TEXTS.rateLimited, { 'Retry-After': String(limit.retryAfterSeconds) }) }
  return { ip }
}
