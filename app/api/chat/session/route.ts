import { CHAT_SESSION_HEADER, readVisitorSession } from '@/lib/agents/visitor-session'
import { getDb } from '@/lib/db/client'
import { guardSideRequest, json, problem } from '../http'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

/**
 * GET /api/chat/session with header X-Chat-Session: <id> → {sessionId, messages, feedback}: the widget shows the
 * tab's conversation again after a reload. The id is a header, not a query parameter, so it stays
 * out of access logs; a header also makes another site's page ask first (CORS), which this route never allows.
 */
export async function GET(request: Request): Promise<Response> {
  // A same-origin GET carries no Origin header; the custom header is what keeps other sites out (CORS preflight).
  const guard = await guardSideRequest(request, { sameOrigin: false })
  if ('refused' in guard) return guard.refused
  const id = request.headers.get(CHAT_SESSION_HEADER) ?? ''
  try {
    const session = await readVisitorSession(await getDb(), id)
    if (!session) return problem(404, 'No such conversation.', 'Start a new conversation.')
    return json(session)
  } catch (err) {
    log('chat').warn(`could not read a conversation: ${errorMessage(err)}`)
    return problem(503, 'The conversation could not be read.', 'Start a new conversation.')
  }
}
