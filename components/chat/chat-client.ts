import { CHAT_TEXTS } from '@/lib/agents/errors'
import type { ChatSource } from '@/lib/agents/chat-request'
import type { ChatReply, VisitorMessage } from '@/lib/agents/types'
import { WIDGET_TEXTS } from './texts'

/** The widget's side of the chat API. Every failure becomes a sentence the visitor can act on; nothing throws. */

/** `model`: a language model is configured (live mode); without one the assistant answers from prepared texts. */
export type ModeInfo = { mode: 'live'; model: boolean } | { mode: 'coming-soon'; comingSoon?: ChatReply } | { mode: 'unknown' }
export type SendResult = { ok: true; reply: ChatReply } | { ok: false; suggestion: string }

type Fetch = typeof fetch

export async function fetchMode(fetchImpl: Fetch = fetch): Promise<ModeInfo> {
  try {
    const res = await fetchImpl('/api/chat', { headers: { Accept: 'application/json' }, cache: 'no-store' })
    if (!res.ok) return { mode: 'unknown' }
    const body = (await res.json()) as { mode?: unknown; model?: unknown; comingSoon?: ChatReply }
    if (body.mode === 'live') return { mode: 'live', model: body.model === true }
    if (body.mode === 'coming-soon') return { mode: 'coming-soon', comingSoon: body.comingSoon }
    return { mode: 'unknown' }
  } catch {
    return { mode: 'unknown' }
  }
}

/**
 * Sends the visitor's message. With `onSentence`, asks for the answer as a stream: a model's answer then arrives a
 * sentence at a time (each passed to `onSentence`) before the whole reply; the server may still answer whole.
 * `signal` abandons the request (the chat was closed): the server stops writing the answer. `source` marks a message
 * the site wrote for the visitor (kept out of the popular questions).
 */
export async function sendMessage(
  message: string,
  sessionId: string | null,
  fetchImpl: Fetch = fetch,
  onSentence?: (text: string) => void,
  signal?: AbortSignal,
  source?: ChatSource,
): Promise<SendResult> {
  let res: Response
  try {
    res = await fetchImpl('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: onSentence ? 'text/event-stream, application/json' : 'application/json' },
      body: JSON.stringify({ message, sessionId, source }),
      signal,
    })
  } catch {
    return { ok: false, suggestion: WIDGET_TEXTS.unreachable }
  }
  if (onSentence && res.ok && res.body && /^text\/event-stream/i.test(res.headers.get('content-type') ?? '')) {
    return readAnswerStream(res.body, onSentence)
  }
  const body = (await res.json().catch(() => null)) as (Partial<ChatReply> & { suggestion?: unknown }) | null
  if (res.ok && isReply(body)) return { ok: true, reply: body }
  if (body && typeof body.suggestion === 'string' && body.suggestion) return { ok: false, suggestion: body.suggestion }
  if (res.status === 429) return { ok: false, suggestion: CHAT_TEXTS.rateLimited }
  return { ok: false, suggestion: WIDGET_TEXTS.unavailable }
}

const isReply = (body: unknown): body is ChatReply =>
  typeof body === 'object' && body !== null && typeof (body as ChatReply).content === 'string' && typeof (body as ChatReply).sessionId === 'string'

/**
 * Reads /api/chat's server-sent events: `sentence` {text}, then `reply` (the whole ChatReply) or `error`
 * {suggestion}. A stream that breaks off before its reply is a failure the visitor can retry.
 */
export async function readAnswerStream(body: ReadableStream<Uint8Array>, onSentence: (text: string) => void): Promise<SendResult> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      let end = buffer.indexOf('\n\n')
      for (; end !== -1; end = buffer.indexOf('\n\n')) {
        const frame = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = /^event: (.*)$/m.exec(frame)?.[1]
        const data = JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? 'null') as unknown
        if (event === 'sentence' && typeof (data as { text?: unknown })?.text === 'string') onSentence((data as { text: string }).text)
        else if (event === 'reply' && isReply(data)) return { ok: true, reply: data }
        else if (event === 'error') {
          const suggestion = (data as { suggestion?: unknown })?.suggestion
          return { ok: false, suggestion: typeof suggestion === 'string' && suggestion ? suggestion : WIDGET_TEXTS.unavailable }
        }
      }
    }
  } catch {
    return { ok: false, suggestion: WIDGET_TEXTS.unreachable }
  } finally {
    reader.releaseLock()
  }
  return { ok: false, suggestion: WIDGET_TEXTS.unreachable }
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

/**
 * The tab's conversation id, kept in sessionStorage so a reload or a full page load within the site
 * finds the conversation again; it goes when the tab closes or the visitor closes the chat. Storage may be refused
 * (privacy modes): then the conversation lasts as long as the page, as before.
 */
const SESSION_KEY = 'chat-session'

export const storedSessionId = {
  get(): string | null {
    try {
      return sessionStorage.getItem(SESSION_KEY)
    } catch {
      return null
    }
  },
  set(id: string): void {
    try {
      sessionStorage.setItem(SESSION_KEY, id)
    } catch {}
  },
  clear(): void {
    try {
      sessionStorage.removeItem(SESSION_KEY)
    } catch {}
  },
}

export type RestoredSession = { messages: VisitorMessage[]; feedback: Record<string, 1 | -1> }

/** The conversation's messages from the server; null when it is gone (archived, deleted) or cannot be read now. */
export async function fetchSession(sessionId: string, fetchImpl: Fetch = fetch): Promise<RestoredSession | null> {
  try {
    const res = await fetchImpl('/api/chat/session', { headers: { Accept: 'application/json', 'X-Chat-Session': sessionId }, cache: 'no-store' })
    if (!res.ok) return null
    const body = (await res.json()) as Partial<RestoredSession>
    if (!Array.isArray(body.messages)) return null
    return { messages: body.messages, feedback: body.feedback ?? {} }
  } catch {
    return null
  }
}

export type Outcome = { ok: true } | { ok: false; message: string }

/** Posts JSON to one of the chat's side routes (feedback, talk to the team); failures become a sentence. */
export async function postJson(url: string, body: unknown, fallback: string, fetchImpl: Fetch = fetch): Promise<Outcome> {
  try {
    const res = await fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
    if (res.ok) return { ok: true }
    const problem = (await res.json().catch(() => null)) as { suggestion?: unknown } | null
    return { ok: false, message: typeof problem?.suggestion === 'string' && problem.suggestion ? problem.suggestion : fallback }
  } catch {
    return { ok: false, message: WIDGET_TEXTS.unreachable }
  }
}
