import { CHAT_TEXTS } from '@/lib/agents/errors'
import type { ChatReply } from '@/lib/agents/types'
import { WIDGET_TEXTS } from './texts'

/** The widget's side of the chat API. Every failure becomes a sentence the visitor can act on; nothing throws. */

export type ChatMode = 'coming-soon' | 'live'
export type ModeInfo = { mode: ChatMode; comingSoon?: ChatReply } | { mode: 'unknown' }
export type SendResult = { ok: true; reply: ChatReply } | { ok: false; suggestion: string }

type Fetch = typeof fetch

export async function fetchMode(fetchImpl: Fetch = fetch): Promise<ModeInfo> {
  try {
    const res = await fetchImpl('/api/chat', { headers: { Accept: 'application/json' }, cache: 'no-store' })
    if (!res.ok) return { mode: 'unknown' }
    const body = (await res.json()) as { mode?: unknown; comingSoon?: ChatReply }
    if (body.mode === 'live') return { mode: 'live' }
    if (body.mode === 'coming-soon') return { mode: 'coming-soon', comingSoon: body.comingSoon }
    return { mode: 'unknown' }
  } catch {
    return { mode: 'unknown' }
  }
}

export async function sendMessage(message: string, sessionId: string | null, fetchImpl: Fetch = fetch): Promise<SendResult> {
  let res: Response
  try {
    res = await fetchImpl('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ message, sessionId }),
    })
  } catch {
    return { ok: false, suggestion: WIDGET_TEXTS.unreachable }
  }
  const body = (await res.json().catch(() => null)) as (Partial<ChatReply> & { suggestion?: unknown }) | null
  if (res.ok && body && typeof body.content === 'string' && typeof body.sessionId === 'string') {
    return { ok: true, reply: body as ChatReply }
  }
  if (body && typeof body.suggestion === 'string' && body.suggestion) return { ok: false, suggestion: body.suggestion }
  if (res.status === 429) return { ok: false, suggestion: CHAT_TEXTS.rateLimited }
  return { ok: false, suggestion: WIDGET_TEXTS.unavailable }
}

/**
 * Tells the server the conversation is over so the transcript is kept. On close a keepalive fetch (it survives a
 * navigation); when the page is going away, sendBeacon, the one request a browser promises to deliver then.
 */
export function endSession(sessionId: string, via: 'fetch' | 'beacon'): void {
  const body = JSON.stringify({ sessionId })
  if (via === 'beacon' && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon('/api/chat/end', new Blob([body], { type: 'text/plain' }))
    return
  }
  void fetch('/api/chat/end', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => {})
}
