import 'server-only'
import { checkSameOrigin } from '@/lib/auth/origin'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** Every chat answer is personal and must never be cached by a browser or proxy. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

export function problem(status: number, error: string, suggestion: string, headers: Record<string, string> = {}): Response {
  return json({ error, suggestion }, status, headers)
}

/** The chat is only for the site's own pages: another site's script must not spend the assistant or end sessions. */
export function refuseCrossSite(request: Request): Response | null {
  if (checkSameOrigin(request.headers).ok) return null
  return problem(403, 'Cross-site requests are not accepted.', 'Use the chat on the site itself.')
}
