import { chatEndSchema, parseChatBody, readChatBody } from '@/lib/agents/chat-request'
import { env } from '@/lib/env'
import { clientIp } from '@/lib/http/client-ip'
import { problem, refuseCrossSite } from '../http'
import { endChat } from '@/lib/agents/end-chat'
import { noContent } from '@/lib/http/json'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

/**
 * POST /api/chat/end {sessionId} → 204. Sent when the visitor closes the widget, and as a sendBeacon (text/plain)
 * when the page goes away; storing the transcript is best-effort, so the visitor never waits on or sees a failure.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request)
  if (refused) return refused
  const parsed = parseChatBody(
    chatEndSchema,
    { contentType: request.headers.get('content-type'), text: await readChatBody(request, 1024) },
    { allowText: true, shapeHint: 'Send JSON of the form {"sessionId": "…"}.' },
  )
  if (!parsed.ok) return problem(parsed.status, parsed.error, parsed.suggestion)
  try {
    await endChat(parsed.data.sessionId, {
      ip: clientIp(request.headers, env().TRUST_PROXY),
      userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
    })
  } catch (err) {
    log('chat').error(`could not store a transcript: ${errorMessage(err)}`)
  }
  return noContent()
}
