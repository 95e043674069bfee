import 'server-only'
import { randomUUID } from 'node:crypto'
import { getDb, type Db } from '@/lib/db/client'
import { appendChatExchange, getChatSession } from '@/lib/db/queries/chat-sessions'
import { llm } from '@/lib/llm/registry'
import { AGENTS, getAgent } from './specialists'
import { cannedAnswer, emergencyAnswer, openingAnswer } from './canned'
import { capContent, rankAttachments } from './caps'
import { classifyMessage } from './classify'
import { CHAT_LIMITS, CHAT_TEXTS, ChatInputError, checkMessage } from './errors'
import { knowledgeBase, searchKnowledge, staticKnowledge } from './knowledge'
import type { AgentMetrics } from './metrics'
import { recordingMetrics } from './shared-metrics'
import type { ChatSource } from './chat-request'
import { runAgent, type AgentRun, type Generate, type StreamGenerate } from './run-agent'
import { clarifyingQuestion } from './routing/clarify'
import { routeMessage } from './routing/model-route'
import { asksForPerson, personAnswer } from './person-request'
import { newChatSession, recentHistory, recordExchange } from './sessions'
import type { AgentDefinition, AgentId, AgentResponse, ChatReply, ChatSession, HistoryItem, KnowledgeItem, MessageContext, Selection, StoredMessage } from './types'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/**
 * The chat assistant's pipeline: classify the message → choose the agent → its model or canned answer →
 * tools and link checks → caps → session state → metrics. `respond` serves POST /api/chat; `testAgent` the admin's
 * test box (no session, no metrics).
 */

export type ChatInput = {
  message: string
  /** Omitted or unknown → a new session is started and its id returned. */
  sessionId?: string
  /** Who is asking (client IP), for logs only. */
  clientId: string
  /** Set when the site wrote the message for the visitor (a launch plan section): not a question visitors ask. */
  source?: ChatSource
  /**
   * Set for a streamed reply: a model's answer is handed here a checked sentence at a time as it is written (canned
   * answers arrive whole, in the reply). The session is saved once, at the end, as for any reply.
   */
  onSentence?: (text: string) => void
  /**
   * The visitor's request (streamed replies): once it ends, the model is stopped. The exchange is still saved, with
   * what the visitor was shown and the cut-short note, as an answer whose model failed midway is.
   */
  signal?: AbortSignal
}

export type OrchestratorDeps = {
  db: () => Promise<Db>
  generate: Generate
  /** The streamed generate; without it, streamed requests are answered whole. */
  stream?: StreamGenerate
  knowledge: () => Promise<KnowledgeItem[]>
  metrics: Pick<AgentMetrics, 'record'>
  log: (line: string) => void
  /** Asks a model which agent should answer (routing/model-route.ts); without it the local router decides alone. */
  routeGenerate?: Generate
}

const defaultDeps = (): OrchestratorDeps => ({
  db: getDb,
  // Agents bring their own canned answers, so the provider layer's keyword agent is not asked (fallbackAgent false).
  generate: (request, options) => llm().generate(request, { provider: options.provider, fallback: options.fallback, fallbackAgent: false }),
  stream: (request, options) => llm().stream(request, { ...options, fallbackAgent: false }),
  knowledge: knowledgeBase,
  metrics: recordingMetrics(),
  log: (line) => log('chat').error(line),
  // With no model configured the registry refuses at once, and the local router decides.
  routeGenerate: (request, options) => llm().generate(request, { fallback: options.fallback, fallbackAgent: false }),
})

/** A greeting that opens a conversation is answered at once, without a specialist or a model. */
const GREETING_CONFIDENCE = 0.9
/** The short emergency answer after an unexpected failure. */
const EMERGENCY_CONFIDENCE = { general: 0.6, others: 0.7 } as const
/** A request for a person is recognised by its own words, as surely as a greeting. */
const PERSON_CONFIDENCE = 0.9
const GREETERS: ReadonlySet<AgentId> = new Set(['general-conversation', 'meta3-primary'])
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Answer = { context: MessageContext; selection: Selection; response: AgentResponse; topics: string[]; failed: boolean }

async function answer(
  input: {
    message: string
    history: readonly HistoryItem[]
    lastAgentId: AgentId | null
    previousTopics: string[]
    forced?: AgentDefinition
    onSentence?: (text: string) => void
    signal?: AbortSignal
  },
  deps: OrchestratorDeps,
): Promise<Answer> {
  const started = Date.now()
  const routing = { message: input.message, history: input.history, lastAgentId: input.lastAgentId }
  const context = classifyMessage(routing, input.previousTopics)
  // A forced agent (the admin's test box) still shows how the message would have been routed, without asking a model.
  const selection = await routeMessage(routing, context, input.forced ? undefined : deps.routeGenerate)
  const agent = input.forced ?? AGENTS[selection.agentId]

  let run: AgentRun
  let failed = false
  let knowledge: KnowledgeItem[] = []
  if (!input.forced && asksForPerson(input.message)) {
    // Whichever agent the words route to, a visitor who asks for a person gets the way to reach one.
    run = { ...personAnswer(), confidence: PERSON_CONFIDENCE, fallback: true, toolsUsed: [], topics: [] }
  } else if (!input.forced && selection.clarify) {
    // Not sure which specialist: the primary agent asks rather than let the wrong one answer.
    const question = clarifyingQuestion(selection.clarify, input.message)
    run = { ...question, confidence: selection.confidence ?? 0, fallback: true, toolsUsed: [], topics: [] }
  } else if (!input.forced && context.messageType === 'greeting' && context.conversationLength === 0 && GREETERS.has(agent.id)) {
    // The general agent's canned set answers "thanks!" and "bye" in kind, and greets for the rest.
    const greeting = agent.id === 'general-conversation' ? cannedAnswer(agent.id, input.message, context) : openingAnswer(input.message)
    run = { ...greeting, confidence: GREETING_CONFIDENCE, fallback: true, toolsUsed: [], topics: [] }
  } else {
    try {
      const items = await deps.knowledge().catch(() => staticKnowledge())
      knowledge = searchKnowledge(input.message, items).map((hit) => hit.item)
      const knownPaths = new Set(items.map((item) => item.url))
      const streaming = input.onSentence && deps.stream ? { stream: deps.stream, onSentence: input.onSentence, signal: input.signal } : undefined
      run = await runAgent(agent, { message: input.message, history: input.history, context, knowledge, knownPaths }, deps.generate, streaming)
      // No model configured is how the site runs without one, not a failure of the agent; nor is a visitor leaving.
      failed = run.error !== undefined && run.errorCode !== 'no-provider-for-model' && input.signal?.aborted !== true
    } catch (err) {
      // Something of ours broke (not the model): a short answer that still points somewhere useful.
      deps.log(`${agent.id} failed unexpectedly: ${errorMessage(err)}`)
      const emergency = emergencyAnswer(agent.id)
      const confidence = agent.id === 'general-conversation' ? EMERGENCY_CONFIDENCE.general : EMERGENCY_CONFIDENCE.others
      run = { ...emergency, confidence, fallback: true, toolsUsed: [], topics: [], error: 'The assistant hit an unexpected problem' }
      failed = true
    }
  }

  // Prepared answers (no model) are fitted to the cap; only a model's reply cut short invites the visitor to ask more.
  const fits = { invite: !run.fallback }
  const linkAttachments = knowledge.map((item) => ({ type: 'link' as const, title: item.title, url: item.url }))
  const response: AgentResponse = {
    id: randomUUID(),
    role: 'assistant',
    content: run.note ? `${capContent(run.content, context.messageType, fits)}\n\n${run.note}` : capContent(run.content, context.messageType, fits),
    timestamp: new Date().toISOString(),
    agentId: agent.id,
    confidence: run.confidence,
    attachments: rankAttachments([...run.attachments, ...linkAttachments], context.userIntent, context.messageType),
    quickActions: run.quickActions.slice(0, 4),
    metadata: {
      messageType: context.messageType,
      complexity: context.responseComplexity,
      fallback: run.fallback,
      processingTime: Date.now() - started,
      toolsUsed: run.toolsUsed,
      ...(run.error ? { error: run.error } : {}),
      ...(run.provider ? { provider: run.provider } : {}),
    },
  }
  const topics = [...new Set([...selection.scores.find((s) => s.agentId === agent.id)!.specialtyMatches, ...run.topics])]
  return { context, selection, response, topics, failed }
}

/**
 * The visitor's session, or a new one (saved with its first exchange) when the id is unknown or archived. With the
 * database unreadable the visitor still gets an answer, in a session that is not kept.
 */
async function openSession(db: Db | null, sessionId: string | undefined, log: OrchestratorDeps['log']): Promise<{ session: ChatSession; db: Db | null }> {
  if (!db) return { session: newChatSession(), db: null }
  try {
    const existing = sessionId && UUID.test(sessionId) ? await getChatSession(db, sessionId) : null
    return { session: existing && existing.status === 'active' ? existing : newChatSession(), db }
  } catch (err) {
    log(`session unavailable: ${errorMessage(err)}`)
    return { session: newChatSession(), db: null }
  }
}

/** The visitor's message and the reply as the session keeps them. */
function storedExchange(message: string, started: number, response: AgentResponse): { user: StoredMessage; reply: StoredMessage } {
  return {
    user: { id: randomUUID(), role: 'user', content: message, timestamp: new Date(started).toISOString() },
    reply: {
      id: response.id,
      role: 'assistant',
      content: response.content,
      timestamp: response.timestamp,
      agentId: response.agentId,
      messageType: response.metadata.messageType,
      modelAnswered: !response.metadata.fallback,
      attachments: response.attachments,
      quickActions: response.quickActions,
    },
  }
}

/**
 * One turn of a conversation kept in memory: the same answer and the same session record as `respond`, without a
 * database or metrics. The conversation tests and the conversation bench play scripted conversations through it.
 */
export async function converse(session: ChatSession, message: string, deps: OrchestratorDeps = defaultDeps()): Promise<{ reply: AgentResponse; session: ChatSession }> {
  const started = Date.now()
  const text = checkMessage(message)
  const input = { message: text, history: recentHistory(session), lastAgentId: session.context.state.lastAgentUsed, previousTopics: session.context.keyTopics }
  const { response, topics } = await answer(input, deps)
  return { reply: response, session: recordExchange(session, { ...storedExchange(text, started, response), topics }) }
}

/** Answers one visitor message. Throws ChatInputError (lib/agents/errors.ts) for input the visitor must fix. */
export async function respond(input: ChatInput, deps: OrchestratorDeps = defaultDeps()): Promise<ChatReply> {
  const started = Date.now()
  const message = checkMessage(input.message)
  // The answer matters more than its record: with the database down the visitor still gets one (and no history).
  const { session, db } = await openSession(await deps.db().catch(() => null), input.sessionId, deps.log)
  if (session.messages.filter((m) => m.role === 'user').length >= CHAT_LIMITS.maxUserMessagesPerSession) {
    throw new ChatInputError(429, CHAT_TEXTS.sessionFull)
  }

  const result = await answer(
    {
      message,
      history: recentHistory(session),
      lastAgentId: session.context.state.lastAgentUsed,
      previousTopics: session.context.keyTopics,
      onSentence: input.onSentence,
      signal: input.signal,
    },
    deps,
  )
  const { response } = result
  response.metadata.processingTime = Date.now() - started
  // A section of a launch plan is no question: counted as a request, kept out of the popular questions.
  const query = input.source ? undefined : message
  deps.metrics.record({ agentId: response.agentId, responseMs: response.metadata.processingTime, ok: !result.failed, query })

  if (db) {
    const { user, reply } = storedExchange(message, started, response)
    const next = recordExchange(session, { user, reply, topics: result.topics })
    const repeatedQueries = next.context.state.repeatedQueries - session.context.state.repeatedQueries
    let saved = true
    try {
      saved = await appendChatExchange(db, { session: next, added: [user, reply], repeatedQueries, maxUserMessages: CHAT_LIMITS.maxUserMessagesPerSession })
    } catch (err) {
      deps.log(`session ${session.id} not saved: ${errorMessage(err)}`)
    }
    // Messages sent at once through other instances filled the session after it was read: the cap holds for them too.
    if (!saved) throw new ChatInputError(429, CHAT_TEXTS.sessionFull)
  }
  return { ...response, sessionId: session.id }
}

export type AgentTestResult =
  | { ok: true; context: MessageContext; selection: Selection; reply: AgentResponse }
  | { ok: false; error: string }

/**
 * The admin agent test box: routes the message (or forces `agentId`) and answers it without touching any session or
 * the metrics. An unknown id → { ok: false, error: 'Agent {id} not found' }.
 */
export async function testAgent(message: string, agentId?: string, deps: OrchestratorDeps = defaultDeps()): Promise<AgentTestResult> {
  const forced = agentId && agentId !== 'auto' ? getAgent(agentId) : undefined
  if (agentId && agentId !== 'auto' && !forced) return { ok: false, error: CHAT_TEXTS.agentNotFound(agentId) }
  let text: string
  try {
    text = checkMessage(message)
  } catch (err) {
    return { ok: false, error: err instanceof ChatInputError ? err.suggestion : 'Invalid message' }
  }
  const result = await answer({ message: text, history: [], lastAgentId: null, previousTopics: [], forced }, deps)
  return { ok: true, context: result.context, selection: result.selection, reply: result.response }
}
