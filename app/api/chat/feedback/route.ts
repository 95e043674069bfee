import { parseChatBody, readChatBody } from '@/lib/agents/chat-request'
import { feedbackRequestSchema, rateMessage } from '@/lib/agents/visitor-session'
import { getDb } from '@/lib/db/client'
import { guardSideRequest, problem } from '../http'
import { noContent } from '@/lib/http/json'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

const SHAPE_HINT = 'Send JSON of the form {"sessionId": "…", "messageId": "…", "rating": 1 or -1, "comment": "optional"}.'
const NOT_SAVED = 'Your feedback could not be saved. Please try again.'

/** POST /api/chat/feedback → 204: a thumbs up or down (and an optional comment) on an answer. */
export async function POST(request: Request): Promise<Response> {
  const guard = await guardSideRequest(request, { sameOrigin: true })
  if ('refused' in guard) return guard.refused

  const parsed = parseChatBody(feedbackRequestSchema, { contentType: request.headers.get('content-type'), text: await readChatBody(request) }, { shapeHint: SHAPE_HINT })
  if (!parsed.ok) {
    const comment = parsed.error.startsWith('comment:') ? parsed.error.slice('comment: '.length) : null
    return problem(parsed.status, parsed.error, comment ?? parsed.suggestion)
  }
  try {
    if (!(await rateMessage(await getDb(), parsed.data))) return problem(404, 'No such answer in this conversation.', NOT_SAVED)
  } catch (err) {
    log('chat').error(`could not store feedback: ${errorMessage(err)}`)
    return problem(503, 'Feedback not stored.', NOT_SAVED)
  }
  return noContent()
}
