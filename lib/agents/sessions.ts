import { keywordMatcher } from '@/lib/text/keywords'
import { CHAT_LIMITS } from './errors'
import type {
  ChatSession,
  ConversationStage,
  HistoryItem,
  ProfileStage,
  SessionContext,
  StoredMessage,
} from './types'

/**
 * A chat session's state, as pure functions: the orchestrator loads a session, calls recordExchange
 * once per answered message and saves what it returns (lib/db/queries/chat-sessions.ts).
 */

export const SESSION_LIMITS = {
  /** 10 recent messages for session context. */
  contextMessages: 10,
  /** Key topics capped at the last 10. */
  keyTopics: 10,
  /** Distinct topics remembered for 'topics covered'; only the most recent matter for routing. */
  topicsCovered: 50,
  /** Summary regenerated every 5 messages. */
  summaryEvery: 5,
  /** Active means activity within 30 minutes. */
  activeMs: 30 * 60_000,
  /** Archived after more than 7 days inactive. */
  archiveAfterMs: 7 * 24 * 60 * 60_000,
  /**
   * Messages kept in a session (and so in the transcript stored on close). CHAT_LIMITS caps a session at 50 visitor
   * messages, i.e. 100 with the replies, so in practice nothing is dropped; the cap bounds the row if that changes.
   */
  storedMessages: 2 * CHAT_LIMITS.maxUserMessagesPerSession,
  titleChars: 60,
  /** The response style becomes detailed once a reply exceeds 300 characters. */
  detailedReplyChars: 300,
  companyChars: 160,
} as const

// The words that move the state, matched on word boundaries: every form a visitor writes is listed,
// because 'fund' must not match 'fundamental'.
const FUNDING_WORDS = keywordMatcher([
  'invest', 'invests', 'investing', 'investment', 'investments', 'investor', 'investors', 'fund', 'funds', 'funded',
  'funding', 'fundraise', 'fundraising', 'raise', 'raising', 'capital', 'valuation', 'seed', 'pre-seed', 'series a',
  'series b', 'term sheet', 'equity', 'check size', 'cheque size', 'cap table', 'due diligence',
])
const ACTION_WORDS = keywordMatcher([
  'apply', 'applying', 'application', 'applications', 'contact', 'contacting', 'get in touch', 'reach out',
  'book a call', 'schedule a call', 'call me', 'email you', 'e-mail you', 'talk to someone', 'speak to someone',
  'meet the team', 'next step', 'next steps', 'submit',
])
const PARTNER_WORDS = keywordMatcher([
  'partner', 'partners', 'partnering', 'partnership', 'partnerships', 'co-found', 'co-founding', 'collaborate',
  'collaboration', 'apply', 'applying', 'application', 'join the studio', 'work with you', 'build with you',
])
/** A startup stage the visitor states about their company, for the extractive summary; first match wins. */
const STARTUP_STAGES = [
  { label: 'pre-seed', words: keywordMatcher(['pre-seed', 'preseed']) },
  { label: 'Series A', words: keywordMatcher(['series a']) },
  { label: 'seed', words: keywordMatcher(['seed stage', 'seed round', 'at seed', 'a seed']) },
  { label: 'idea', words: keywordMatcher(['idea stage', 'just an idea', 'pre-product']) },
  { label: 'MVP', words: keywordMatcher(['mvp', 'prototype', 'beta']) },
  { label: 'revenue', words: keywordMatcher(['paying customers', 'arr', 'mrr', 'in revenue']) },
] as const

/**
 * A session that exists only in memory until its first exchange is saved: one database write per message instead of
 * an insert followed by an update (the chat bench's throughput on the canned path doubled).
 */
export function newChatSession(options: { userId?: string; now?: Date } = {}): ChatSession {
  const now = options.now ?? new Date()
  return {
    id: crypto.randomUUID(),
    userId: options.userId ?? 'anonymous',
    agentId: null,
    title: '',
    messages: [],
    context: newSessionContext(),
    startTime: now,
    lastActivity: now,
    status: 'active',
    tags: [],
  }
}

export function newSessionContext(): SessionContext {
  return {
    userProfile: { company: null, stage: 'unknown' },
    keyTopics: [],
    conversationSummary: '',
    state: {
      topicsCovered: [],
      conversationStage: 'greeting',
      preferredResponseStyle: 'brief',
      repeatedQueries: 0,
      lastAgentUsed: null,
    },
  }
}

export type Exchange = {
  user: StoredMessage
  reply: StoredMessage
  /** Topics the orchestrator found in this message (MessageContext.previousTopics of the next one). */
  topics: string[]
  /** A company name the visitor stated, if any. */
  company?: string | null
}

/** The session after one visitor message and its reply. Pure: the caller saves the result. */
export function recordExchange(session: ChatSession, exchange: Exchange): ChatSession {
  const { user, reply } = exchange
  const before = session.context
  const topics = cleanTopics(exchange.topics)
  const topicsCovered = mergeRecent(before.state.topicsCovered, topics, SESSION_LIMITS.topicsCovered)
  const allMessages = [...session.messages, user, reply]
  const messages = allMessages.slice(-SESSION_LIMITS.storedMessages)
  const company = cleanCompany(exchange.company) ?? before.userProfile.company

  const context: SessionContext = {
    userProfile: { company, stage: nextProfileStage(before.userProfile.stage, user.content) },
    keyTopics: topicsCovered.slice(-SESSION_LIMITS.keyTopics),
    conversationSummary: before.conversationSummary,
    state: {
      topicsCovered,
      conversationStage: nextConversationStage(before.state.conversationStage, user.content, topics.length > 0),
      preferredResponseStyle:
        before.state.preferredResponseStyle === 'detailed' || reply.content.length > SESSION_LIMITS.detailedReplyChars ? 'detailed' : 'brief',
      repeatedQueries: before.state.repeatedQueries + (isRepeat(session.messages, user.content) ? 1 : 0),
      lastAgentUsed: reply.agentId ?? before.state.lastAgentUsed,
    },
  }
  // Every time the count passes a multiple of 5 (each exchange adds two messages, so after the 6th, 10th, 16th…).
  const every = SESSION_LIMITS.summaryEvery
  if (Math.floor(allMessages.length / every) > Math.floor(session.messages.length / every)) {
    context.conversationSummary = summarize(messages, context)
  }

  return {
    ...session,
    agentId: reply.agentId ?? session.agentId,
    title: session.title || titleFrom(user.content),
    messages,
    context,
    lastActivity: latest(session.lastActivity, user.timestamp, reply.timestamp),
    // A visitor who comes back to an archived conversation picks it up again.
    status: 'active',
  }
}

/**
 * The specification lists three moves without an order; this is the order a human operator would use. The most concrete
 * signal in the visitor's message wins: apply/contact words → action ("How do I apply for funding?" is someone
 * ready to act), else investment/funding words → specialized, else a message that covers a topic → information.
 * A message with none of these ("thanks!") keeps the stage it found.
 */
export function nextConversationStage(current: ConversationStage, text: string, coversTopic: boolean): ConversationStage {
  if (ACTION_WORDS.test(text)) return 'action'
  if (FUNDING_WORDS.test(text)) return 'specialized'
  if (coversTopic) return 'information'
  return current
}

/**
 * The visitor's relationship to the studio only moves forward: unknown → evaluation (funding or investment words)
 * → partnership (partner or apply words). Someone who asked to apply and then asks about valuations is still applying.
 */
export function nextProfileStage(current: ProfileStage, text: string): ProfileStage {
  if (current === 'partnership' || PARTNER_WORDS.test(text)) return 'partnership'
  if (current === 'evaluation' || FUNDING_WORDS.test(text)) return 'evaluation'
  return current
}

/** The last `n` messages as the model and the classifier see them (10 for session context). */
export function recentHistory(session: ChatSession, n: number = SESSION_LIMITS.contextMessages): HistoryItem[] {
  if (n <= 0) return []
  return session.messages.slice(-n).map((m) => ({ role: m.role, content: m.content }))
}

/** Active means activity within the last 30 minutes (and not archived). */
export function isActive(session: Pick<ChatSession, 'status' | 'lastActivity'>, now: Date = new Date()): boolean {
  return session.status === 'active' && now.getTime() - session.lastActivity.getTime() <= SESSION_LIMITS.activeMs
}

/** The first visitor message on one line, cut at a word boundary so that it fits 60 characters. */
export function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  const max = SESSION_LIMITS.titleChars
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space >= max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * An extractive summary (no model call): the topics, the company and startup stage the visitor stated, and what
 * they want from the studio — enough for the team to pick a transcript up.
 */
export function summarize(messages: readonly StoredMessage[], context: SessionContext): string {
  const visitor = messages.filter((m) => m.role === 'user').map((m) => m.content)
  const parts: string[] = []
  if (context.keyTopics.length > 0) parts.push(`Topics: ${context.keyTopics.join(', ')}.`)
  if (context.userProfile.company) parts.push(`Company: ${context.userProfile.company}.`)
  const stage = STARTUP_STAGES.find((s) => visitor.some((text) => s.words.test(text)))
  if (stage) parts.push(`Startup stage: ${stage.label}.`)
  if (context.userProfile.stage !== 'unknown') parts.push(`Interest: ${context.userProfile.stage}.`)
  const first = visitor[0]
  if (first) parts.push(`Opened with: "${titleFrom(first)}".`)
  parts.push(`${visitor.length} visitor message${visitor.length === 1 ? '' : 's'}.`)
  return parts.join(' ')
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim()

/** The same visitor text again, ignoring case, spacing and punctuation ('Hi!' repeats 'hi'). */
function isRepeat(previous: readonly StoredMessage[], text: string): boolean {
  const key = normalise(text)
  return key !== '' && previous.some((m) => m.role === 'user' && normalise(m.content) === key)
}

function cleanTopics(topics: readonly string[]): string[] {
  return [...new Set(topics.map((t) => t.trim().toLowerCase()).filter((t) => t !== ''))]
}

/** Appends `recent` to `list`, moving a topic seen again to the end, and keeps the last `max`. */
function mergeRecent(list: readonly string[], recent: readonly string[], max: number): string[] {
  return [...list.filter((t) => !recent.includes(t)), ...recent].slice(-max)
}

function cleanCompany(company: string | null | undefined): string | null {
  const clean = company?.replace(/\s+/g, ' ').trim().slice(0, SESSION_LIMITS.companyChars)
  return clean ? clean : null
}

function latest(current: Date, ...timestamps: string[]): Date {
  let best = current
  for (const t of timestamps) {
    const d = new Date(t)
    if (!Number.isNaN(d.getTime()) && d > best) best = d
  }
  return best
}
