import { parseChatBody, readChatBody } from '@/lib/agents/chat-request'
import { talkToTeam, teamRequestSchema } from '@/lib/agents/talk-to-team'
import { guardSideRequest, json, problem } from '../http'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

const SHAPE_HINT = 'Send JSON of the form {"sessionId": "…", "name": "…", "email": "…", "message": "optional", "consent": true, "idempotencyKey": "…"}.'
const NOT_SENT = 'Your message could not be sent. Please try again, or use the contact page.'

/**
 * POST /api/chat/team → 200 {confirmation}, or 400 {fieldErrors} naming what to fix: the chat's 'Talk to the team',
 * filed as a contact_general submission with the conversation.
 */
export async function POST(request: Request): Promise<Response> {
  const guard = await guardSideRequest(request, { sameOrigin: true })
  if ('refused' in guard) return guard.refused
  const { ip } = guard

  const parsed = parseChatBody(teamRequestSchema, { contentType: request.headers.get('content-type'), text: await readChatBody(request) }, { shapeHint: SHAPE_HINT })
  if (!parsed.ok) {
    // The one field the schema itself checks that the visitor fills is the consent box: say so beside it.
    if (parsed.error.startsWith('consent:')) return json({ error: 'Consent missing.', fieldErrors: { consent: parsed.error.slice('consent: '.length) } }, 400)
    return problem(parsed.status, parsed.error, parsed.suggestion)
  }
  try {
    const result = await talkToTeam(parsed.data, { ip, userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null })
    if (result.status === 'invalid') return json({ error: 'Please check the form.', fieldErrors: result.fieldErrors }, 400)
    return json({ confirmation: result.confirmation })
  } catch (err) {
    log('chat').error(`could not send a message to the team: ${errorMessage(err)}`)
    return problem(503, 'Not sent.', NOT_SENT)
  }
}
