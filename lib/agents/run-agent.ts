import 'server-only'
import { replyConfidence } from '@/lib/llm/confidence'
import { isLlmError, type LlmErrorCode } from '@/lib/llm/errors'
import type { StreamHooks } from '@/lib/llm/streaming'
import type { LlmMessage, LlmResponse } from '@/lib/llm/types'
import { cannedAnswer, isIntroduction } from './canned'
import { definitionFor } from './definitions'
import { keepKnownLinks } from './links'
import { leaksPrompt, SentenceReleaser } from './sentence-releaser'
import { conversationFigures } from './conversation-figures'
import { runTool } from './tools'
import { applyToolMarkers } from './tools/markers'
import type { AgentDefinition, Attachment, CannedAnswer, HistoryItem, KnowledgeItem, MessageContext, QuickAction } from './types'

/**
 * Runs one chosen agent on one message: its model (through the provider layer) when it has one and the message is
 * worth it, else — or when the model fails — its canned answer, with the specification's confidence rules.
 */

type GenerateOptions = { provider?: AgentDefinition['options']['preferredProvider']; fallback?: boolean }

export type Generate = (request: { model: string; messages: LlmMessage[] }, options: GenerateOptions) => Promise<LlmResponse>

/** Generate, streamed (the registry's stream()); `signal` stops the model (the visitor left, or nothing more will be shown). */
export type StreamGenerate = (
  request: { model: string; messages: LlmMessage[] },
  options: GenerateOptions & StreamHooks & { signal?: AbortSignal },
) => Promise<LlmResponse>

/**
 * A streamed run: the model's answer goes to `onSentence` a checked sentence at a time (lib/agents/sentence-releaser.ts).
 * `signal` is the visitor's request: when it ends (the visitor closed the chat or left), so does the model's answer.
 */
export type Streaming = { stream: StreamGenerate; onSentence: (text: string) => void; signal?: AbortSignal }

/** Ends an answer whose model failed after part of it was shown: the part stays, and the visitor knows it is not all. */
export const CUT_SHORT_NOTE = '_The answer was cut short. Please ask again for the rest, or contact the team._'

/** Why a streamed answer ended when the visitor went away before it was complete (kept as the reply's error). */
export const VISITOR_LEFT = 'The visitor left before the answer was complete'

export type AgentRun = {
  content: string
  confidence: number
  attachments: Attachment[]
  quickActions: QuickAction[]
  fallback: boolean
  toolsUsed: string[]
  /** Topics this answer covered (for the session's key topics). */
  topics: string[]
  provider?: string
  error?: string
  /** The language model's error code when its failure led to this answer (the caller tells "no model" from "model broke"). */
  errorCode?: LlmErrorCode
  /** Shown after the (capped) content: why a streamed answer ends early. */
  note?: string
}

/** The venture and competitive agents' canned answers are fixed at 0.5. */
const FIXED_CANNED_CONFIDENCE: Partial<Record<AgentDefinition['id'], number>> = {
  'venture-launch-builder': 0.5,
  'competitive-intelligence': 0.5,
}
/** Elsewhere an agent failure falls back to a canned answer at 0.7 with the error attached. */
const CANNED_CONFIDENCE = 0.7
const INVESTMENT_FLOOR = 0.6

/**
 * The investment agent's canned confidence is "model confidence − 0.1, floor 0.6". No model answered, so the model
 * confidence is what the confidence table (lib/llm/confidence.ts) gives the canned text itself as a reply (length-based), then minus 0.1.
 */
export function cannedConfidence(agentId: AgentDefinition['id'], content: string): number {
  if (agentId === 'investment-specialist') {
    const asReply = replyConfidence({ content, finishReason: 'stop', processingTime: 0 })
    return Math.max(INVESTMENT_FLOOR, Math.round((asReply - 0.1) * 100) / 100)
  }
  return FIXED_CANNED_CONFIDENCE[agentId] ?? CANNED_CONFIDENCE
}

/** The general agent answers greetings and follow-ups ("thanks!") without a model. */
export function skipsModel(agent: AgentDefinition, context: MessageContext): boolean {
  if (!agent.options.enableLLM) return true
  return agent.id === 'general-conversation' && context.responseComplexity === 'minimal'
}

/** The knowledge items that match the message, as grounding for the model (titles, content and their page). */
function grounding(items: readonly KnowledgeItem[]): string {
  if (items.length === 0) return ''
  const facts = items.map((i) => `- ${i.title} (${i.url}): ${i.content.slice(0, 600)}`).join('\n')
  return `\n\nFacts from the studio's own pages that may answer this question (prefer them over anything else):\n${facts}`
}

/** A definition question grounds the model on the glossary's definition first, as the canned answer would give it. */
function withDefinition(message: string, knowledge: readonly KnowledgeItem[]): readonly KnowledgeItem[] {
  const defined = definitionFor(message)
  return defined ? [defined, ...knowledge.filter((k) => k.id !== defined.id)] : knowledge
}

/**
 * Without a model, the calculations the visitor's figures allow (from this message, or earlier ones it continues) still
 * run and lead the answer; a calculation asked for without its figures asks for them.
 */
function messageTools(agent: AgentDefinition, message: string, history: readonly HistoryItem[]): { lines: string[]; toolsUsed: string[] } {
  const known = conversationFigures(message, history, agent.tools)
  const lines: string[] = []
  const toolsUsed: string[] = []
  for (const call of known.calls) {
    const result = runTool(call.id, call.params)
    if (!result.success) continue
    lines.push(result.summary)
    toolsUsed.push(call.id)
  }
  lines.push(...known.extra)
  // "What is runway?" asks for a definition, not for a calculation.
  if (known.missing && lines.length === 0 && !definitionFor(message)) lines.push(known.missing)
  return { lines, toolsUsed }
}

/**
 * A prepared answer's sentences that name no amount of money. Beside a result worked out from the visitor's figures,
 * an amount from the prepared text (the studio's cheque size, an example) reads as a second, contradicting answer.
 */
function withoutAmounts(content: string): string {
  return content
    .split('\n\n')
    .map((paragraph) => (paragraph.match(/[^.!?]+(?:[.!?]+["'”’)*_]*|$)\s*/g) ?? []).filter((s) => !/[$€£]\s?\d/.test(s)).join('').trim())
    .filter(Boolean)
    .join('\n\n')
}

function fromCanned(agent: AgentDefinition, canned: CannedAnswer, input: Pick<RunInput, 'message' | 'history'>, error?: string): AgentRun {
  const tools = messageTools(agent, input.message, input.history)
  // The visitor's own figures lead, or the question for them. A result (or that question) stands alone rather than
  // before the agent's self-introduction, which would read as if the question had not been understood; the answer's
  // links and options still offer the next step.
  const rest = tools.lines.length === 0 ? canned.content : isIntroduction(agent.id, canned) ? '' : withoutAmounts(canned.content)
  return {
    content: [...tools.lines, rest].filter(Boolean).join('\n\n'),
    confidence: cannedConfidence(agent.id, canned.content),
    attachments: canned.attachments,
    quickActions: canned.quickActions,
    fallback: true,
    toolsUsed: tools.toolsUsed,
    topics: canned.id === 'default' ? [] : [canned.id],
    ...(error ? { error } : {}),
  }
}

type RunInput = { message: string; history: readonly HistoryItem[]; context: MessageContext; knowledge: readonly KnowledgeItem[]; knownPaths: ReadonlySet<string> }

export async function runAgent(agent: AgentDefinition, input: RunInput, generate: Generate, streaming?: Streaming): Promise<AgentRun> {
  // The canned answer is chosen either way: on the model path its links and options (matched to the same keywords)
  // still point the visitor onwards.
  const chosen = cannedAnswer(agent.id, input.message, input.context)
  const canned = () => chosen
  if (skipsModel(agent, input.context)) return fromCanned(agent, canned(), input)

  const request = {
    model: agent.options.preferredModel,
    messages: [
      { role: 'system' as const, content: agent.systemPrompt + grounding(withDefinition(input.message, input.knowledge)) },
      ...input.history.map((h) => ({ role: h.role, content: h.content })),
      { role: 'user' as const, content: input.message },
    ],
  }
  const options = { provider: agent.options.preferredProvider }
  const releaser = streaming
    ? new SentenceReleaser({ messageType: input.context.messageType, systemPrompt: agent.systemPrompt, knownPaths: input.knownPaths })
    : null
  const fromModel = (content: string, extra: Partial<AgentRun>): AgentRun => ({
    content,
    confidence: extra.confidence ?? 0,
    attachments: chosen.attachments,
    quickActions: chosen.quickActions,
    fallback: false,
    toolsUsed: [],
    topics: chosen.id === 'default' ? [] : [chosen.id],
    ...extra,
  })

  // Ends the model's answer once the releaser has stopped with part of it shown (the cap is reached, or the rest
  // would repeat the instructions) or before anything was (the instructions): nothing more of it would be shown,
  // and the provider should not be paid to write it.
  const stop = new AbortController()
  const started = performance.now()
  let response: Pick<LlmResponse, 'content' | 'confidence'> & { provider?: LlmResponse['provider'] }
  try {
    response =
      streaming && releaser
        ? await streaming.stream(request, {
            ...options,
            signal: streaming.signal ? AbortSignal.any([streaming.signal, stop.signal]) : stop.signal,
            onText: (delta) => {
              const piece = releaser.push(delta)
              if (piece) streaming.onSentence(piece)
              const stopped = releaser.stopped()
              if (stopped === 'leak' || (stopped === 'cap' && releaser.released())) stop.abort()
            },
            released: () => releaser.released(),
            onRestart: () => releaser.reset(),
          })
        : await generate(request, options)
  } catch (err) {
    if (!releaser || !stop.signal.aborted) return afterFailure(err)
    // Stopped by us: the answer so far goes through the whole answer's checks below, as if the model had ended there.
    const content = releaser.settledText()
    response = { content, confidence: replyConfidence({ content, finishReason: 'stop', processingTime: Math.round(performance.now() - started) }) }
  }

  const withheld = 'Reply withheld: it repeated the instructions'
  if (releaser?.stopped() === 'leak' || leaksPrompt(response.content, agent.systemPrompt)) {
    // What was shown passed the check; the rest must not be. Before anything was shown, the canned answer stands in.
    if (releaser?.released()) return fromModel(releaser.releasedText(), { confidence: response.confidence, error: withheld, provider: response.provider })
    return fromCanned(agent, canned(), input, withheld)
  }
  const tools = applyToolMarkers(response.content)
  const content = keepKnownLinks(tools.text, input.knownPaths).trim()
  if (content === '') return fromCanned(agent, canned(), input, 'The model returned an empty reply')
  return fromModel(content, { confidence: response.confidence, toolsUsed: tools.toolsUsed, provider: response.provider })

  function afterFailure(err: unknown): AgentRun {
    // An LlmError's message is safe to keep (no key, no URL); anything else is summarised.
    const left = streaming?.signal?.aborted === true
    const error = left ? VISITOR_LEFT : isLlmError(err) ? err.message : 'The language model could not be used'
    const errorCode = isLlmError(err) ? err.code : undefined
    if (releaser?.released()) {
      // Part of the answer is on the visitor's screen: it stays, whole sentences only, and says it was cut short.
      const content = releaser.releasedText()
      return fromModel(content, { confidence: replyConfidence({ content, finishReason: 'other', processingTime: 0 }), error, errorCode, note: CUT_SHORT_NOTE })
    }
    return { ...fromCanned(agent, canned(), input, error), ...(errorCode ? { errorCode } : {}) }
  }
}
