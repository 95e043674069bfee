import { chatSideRateLimiter } from '@/lib/agents/chat-request'
import { CHAT_TEXTS } from '@/lib/agents/errors'
import { CHAT_SESSION_HEADER, readVisitorSession } from '@/lib/agents/visitor-session'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { clientIp } from '@/lib/http/client-ip'
import { json, problem } from '../http'

export const dynamic = 'force-dynamic'

/**
 * GET /api/chat/session with header X-Chat-Session: <id> → {sessionId, messages, feedback}: the widget shows the
 * tab's conversation again after a reload (issue 21 item 9). The id is a header, not a query parameter, so it stays
 * out of access logs; a header also makes another site's page ask first (CORS), which this route never allows.
 */
export async function GET(request: Request): Promise<Response> {
  const limit = await chatSideRateLimiter().check(clientIp(request.headers, env().TRUST_PROXY))
  if (!limit.ok) return problem(429, 'Too many requests.', CHAT_TEXTS.rateLimited, { 'Retry-After': String(limit.retryAfterSeconds) })
  const id = request.headers.get(CHAT_SESSION_HEADER) ?? ''
  try {
    const session = await readVisitorSession(await getDb(), id)
    if (!session) return problem(404, 'No such conversation.', 'Start a new conversation.')
    return json(session)
  } catch (err) {
    console.error(`[chat] could not read a conversation: ${err instanceof Error ? err.message : String(err)}`)
    return problem(503, 'The conversation could not be read.', 'Start a new conversation.')
  }
}
