/**
 * CONTRACT: the chat assistant's own types (agent entities and conversation states). Routing (classify.ts,
 * select.ts, agents/), canned answers (canned/), tools (tools/ + lib/tools/), knowledge (knowledge/), caps (caps.ts),
 * sessions (sessions.ts, lib/db/queries/chat-sessions.ts), metrics (metrics.ts) and the orchestrator all speak these.
 */
import type { ProviderId } from '@/lib/llm/types'

/**
 * The registered agents, by id. lib/agents/specialists/index.ts — the one list an agent joins — declares its ids into
 * this interface (declaration merging): the agents import this file, so it cannot import their list back without an
 * import cycle. The runtime list and its check are there too (AGENT_IDS, isAgentId).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the agent list
export interface RegisteredAgents {}
export type AgentId = Extract<keyof RegisteredAgents, string>

export type MessageType = 'greeting' | 'about' | 'simple_question' | 'complex_request' | 'follow_up'
export type UserIntent = 'investment' | 'research' | 'support' | 'action' | 'information'
export type Complexity = 'minimal' | 'brief' | 'detailed'

/** Conversation history item. */
export type HistoryItem = { role: 'user' | 'assistant'; content: string }

/** Message context, decided by classify.ts before an agent is chosen. */
export type MessageContext = {
  messageType: MessageType
  /** Messages in the conversation before this one (user and assistant). */
  conversationLength: number
  previousTopics: string[]
  userIntent: UserIntent
  responseComplexity: Complexity
}

/** Attachment: a link to a real page of the site (config/routes.ts) or an action. */
export type Attachment = { type: 'link' | 'action'; title: string; url: string; action?: string }
/** Quick action: a value starting with '/' navigates there; any other value is sent as the next message. */
export type QuickAction = { label: string; value: string }

/** What routing knows besides the message itself. */
export type RoutingInput = {
  message: string
  /** The conversation so far, oldest first (may be empty). */
  history: readonly HistoryItem[]
  lastAgentId?: AgentId | null
}

/** Agent capabilities, plus the keyword data routing reads (data beside the agent: docs/ARCHITECTURE.md, Layers and imports). */
export type AgentCapabilities<Id extends string = AgentId> = {
  id: Id
  name: string
  description: string
  specialties: readonly string[]
  tools: readonly ToolId[]
  priority: number
  /** Words/phrases naming this agent ('legal agent', 'research'); +25 when the message names it or a specialty. */
  mentions: readonly string[]
  /** Each found in the message adds +20 (boost keywords). */
  boostKeywords: readonly string[]
  canHandle(input: RoutingInput): boolean
}

/** Agent options. */
export type AgentOptions = {
  preferredModel: string
  preferredProvider?: ProviderId
  enableLLM: boolean
}

/** An agent as the orchestrator runs it: routing data, its system prompt (never sent to a visitor) and options. */
export type AgentDefinition<Id extends string = AgentId> = AgentCapabilities<Id> & { systemPrompt: string; options: AgentOptions }

/** One line of the score table the admin agent test box shows (agent selection score). */
export type ScoreBreakdown = {
  agentId: AgentId
  canHandle: boolean
  priority: number
  specialtyMatches: string[]
  lastUsedBonus: number
  mentionBonus: number
  boostMatches: string[]
  total: number
}

export type Selection = {
  agentId: AgentId
  scores: ScoreBreakdown[]
  reason: string
  /** The router's calibrated probability that agentId is right (absent for keywords alone). */
  confidence?: number
  /** Set when the router was not sure: the two most likely agents, for a "Do you mean X or Y?" question. */
  clarify?: readonly [AgentId, AgentId]
}

/** A canned answer an agent gives when no model answers, chosen by keyword. Content is markdown with site links. */
export type CannedAnswer = {
  id: string
  keywords: readonly string[]
  content: string
  attachments: Attachment[]
  quickActions: QuickAction[]
}

export const TOOL_IDS = [
  'market-data', 'valuation', 'kpi-analysis', 'funding-calculator',
  // The founder tools of /tools, over the same math in lib/tools.
  'burn-runway', 'cash-flow', 'unit-economics', 'roi',
] as const
export type ToolId = (typeof TOOL_IDS)[number]

/** Tool. `parameters` describes the JSON the model passes in a `[TOOL:id]{json}` marker. */
export type ToolDefinition = {
  id: ToolId
  name: string
  description: string
  category: 'market' | 'finance' | 'analysis'
  parameters: Record<string, { type: 'string' | 'number'; description: string; required: boolean }>
}

/** Failure → success false with the error text or 'Unknown error occurred'. */
export type ToolResult = { success: true; data: unknown; summary: string } | { success: false; error: string }

/** Knowledge item; `url` is the real page it comes from (used for attachments). */
export type KnowledgeItem = {
  id: string
  title: string
  content: string
  category: 'company' | 'services' | 'process' | 'faq' | 'blog' | 'legal' | 'resources'
  tags: readonly string[]
  lastUpdated: string
  url: string
}

export type ResponseMetadata = {
  messageType: MessageType
  complexity: Complexity
  /** True when the answer is canned (no model answered or the agent skipped the model). */
  fallback: boolean
  processingTime: number
  toolsUsed: string[]
  error?: string
  /** The provider that answered, when a model did. */
  provider?: string
}

/** Agent response as POST /api/chat returns it. */
export type AgentResponse = {
  id: string
  role: 'assistant'
  content: string
  timestamp: string
  agentId: AgentId
  confidence: number
  attachments: Attachment[]
  quickActions: QuickAction[]
  metadata: ResponseMetadata
}

export type ChatReply = AgentResponse & { sessionId: string }

/** A message as stored in a chat session (chat message). */
export type StoredMessage = {
  id: string
  role: 'user' | 'assistant'
  content: string
  timestamp: string
  agentId?: AgentId
  /** Assistant messages: what the classifier made of the question, and whether a model wrote the answer (answer feedback reads both). */
  messageType?: MessageType
  modelAnswered?: boolean
  /** Assistant messages: the links and suggested options shown with the answer, so a reload shows them again. */
  attachments?: Attachment[]
  quickActions?: QuickAction[]
}

/** A stored message as its visitor sees it again after a reload (GET /api/chat/session). */
export type VisitorMessage = { id: string; role: 'user' | 'assistant'; content: string } & Pick<StoredMessage, 'attachments' | 'quickActions'>

export type ConversationStage = 'greeting' | 'specialized' | 'action' | 'information'
export type ProfileStage = 'unknown' | 'evaluation' | 'partnership'

/** Conversation state, kept inside the session's context. */
export type ConversationState = {
  topicsCovered: string[]
  conversationStage: ConversationStage
  preferredResponseStyle: 'brief' | 'detailed'
  repeatedQueries: number
  lastAgentUsed: AgentId | null
}

/** Chat session context. */
export type SessionContext = {
  userProfile: { company: string | null; stage: ProfileStage }
  /** The last 10. */
  keyTopics: string[]
  conversationSummary: string
  state: ConversationState
}

/** Chat session (table chat_sessions). */
export type ChatSession = {
  id: string
  userId: string
  agentId: AgentId | null
  title: string
  messages: StoredMessage[]
  context: SessionContext
  startTime: Date
  lastActivity: Date
  status: 'active' | 'archived'
  tags: string[]
}

/** Agent performance. */
export type AgentPerformance = {
  agentId: AgentId
  agentName: string
  totalRequests: number
  averageResponseTime: number
  successRate: number
  errorCount: number
  lastUsed: string | null
  popularQueries: { query: string; count: number }[]
}

export type HealthStatus = 'excellent' | 'good' | 'warning' | 'critical'
