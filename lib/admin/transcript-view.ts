/**
 * A chat submission's data as the team reads it: the conversation in order, with who said what and which agent
 * answered, instead of a JSON dump. Stored data is checked again here (it is only as trusted as the row it came from);
 * anything unreadable leaves the generic field list to show it.
 */
import type { ChatSession } from '@/lib/agents/types'
import type { ChatFeedback } from '@/lib/db/schema'

export type TranscriptLine = {
  role: 'visitor' | 'assistant'
  content: string
  timestamp: string | null
  agentId: string | null
  /** The visitor's verdict on this answer, when they gave one. */
  rating?: { helpful: boolean; comment: string | null }
}
export type TranscriptView = { lines: TranscriptLine[]; duration: string | null; summary: string | null; rest: Record<string, unknown> }

const text = (v: unknown) => (typeof v === 'string' ? v : null)

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  return minutes < 60 ? `${minutes} min ${seconds % 60} s` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

export function transcriptView(data: Record<string, unknown>): TranscriptView | null {
  if (!Array.isArray(data.messages)) return null
  const lines: TranscriptLine[] = []
  for (const m of data.messages as unknown[]) {
    if (typeof m !== 'object' || m === null) return null
    const { role, content, timestamp, agentId } = m as Record<string, unknown>
    if ((role !== 'user' && role !== 'assistant') || typeof content !== 'string') return null
    lines.push({ role: role === 'user' ? 'visitor' : 'assistant', content, timestamp: text(timestamp), agentId: text(agentId) })
  }
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'messages' && key !== 'duration'))
  const duration = data.duration
  const context = typeof data.context === 'object' && data.context !== null ? (data.context as Record<string, unknown>) : {}
  return {
    lines,
    duration: typeof duration === 'number' && Number.isFinite(duration) && duration >= 0 ? formatDuration(Math.floor(duration)) : null,
    summary: text(context.conversationSummary) || null,
    rest,
  }
}

/** A live conversation (chat_sessions) read the same way, with each rated answer's verdict beside it. */
export function conversationView(session: ChatSession, feedback: readonly Pick<ChatFeedback, 'messageId' | 'rating' | 'comment'>[]): TranscriptView {
  const verdicts = new Map(feedback.map((f) => [f.messageId, { helpful: f.rating === 1, comment: f.comment }]))
  const seconds = Math.max(0, Math.floor((session.lastActivity.getTime() - session.startTime.getTime()) / 1000))
  return {
    lines: session.messages.map((m) => ({
      role: m.role === 'user' ? 'visitor' : 'assistant',
      content: m.content,
      timestamp: m.timestamp,
      agentId: m.agentId ?? null,
      ...(verdicts.has(m.id) ? { rating: verdicts.get(m.id) } : {}),
    })),
    duration: formatDuration(seconds),
    summary: session.context.conversationSummary || null,
    rest: {},
  }
}

/**
 * A chat submission in one line for the submissions table, whose name, e-mail and message columns a transcript does
 * not fill: how long the conversation was and what the visitor asked first (or the assistant's summary of it).
 */
export function transcriptLine(data: Record<string, unknown>): string {
  const view = transcriptView(data)
  if (!view) return ''
  const count = `${view.lines.length} ${view.lines.length === 1 ? 'message' : 'messages'}`
  const first = view.summary ?? view.lines.find((l) => l.role === 'visitor')?.content ?? ''
  return first ? `${count}: ${first}` : count
}
