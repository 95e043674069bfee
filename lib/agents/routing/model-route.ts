import { isLlmError } from '@/lib/llm/errors'
import type { LlmMessage } from '@/lib/llm/types'
import type { Generate } from '../run-agent'
import { errorMessage } from '@/lib/error-message'
import { DEFAULT_OPTIONS } from '../specialists/define'
import type { AgentDefinition, AgentId, MessageContext, RoutingInput, Selection } from '../types'
import { AGENT_LIST, isAgentId } from '../specialists'
import { localRouter, type RouteDetail } from './router'

/**
 * Routing by a language model, when one is configured: a one-line classification prompt listing the agents, answered
 * with strict JSON {"agent": "<id>"}. A model reads intent the keyword lists and a classifier trained on a few hundred
 * messages miss; but it can be slow, down or wrong in form, so it has 1.5 s, and on a timeout, an error, an answer
 * that is not that JSON, or an id that is no agent, the local router (router.ts) decides as it would without a model.
 */

export const MODEL_ROUTING = {
  timeoutMs: 1_500,
  /** The agents' default model is the cheapest the site runs (a small local model); routing needs no more. */
  model: DEFAULT_OPTIONS.preferredModel,
} as const

export function routingPrompt(agents: readonly AgentDefinition[], input: RoutingInput): LlmMessage[] {
  const list = agents.map((a) => `${a.id}: ${a.description}`).join('; ')
  const previous = input.lastAgentId ? ` The previous answer came from ${input.lastAgentId}.` : ''
  return [
    { role: 'system', content: `Choose the agent for the visitor's message. Agents: ${list}.${previous} Reply with JSON only: {"agent": "<id>"}` },
    { role: 'user', content: input.message },
  ]
}

/** The agent id of a strict {"agent": "<id>"} reply; undefined for anything else (prose, fences, other keys, unknown ids). */
export function parseChoice(text: string): AgentId | undefined {
  let value: unknown
  try {
    value = JSON.parse(text.trim())
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const keys = Object.keys(value)
  const agent = (value as { agent?: unknown }).agent
  return keys.length === 1 && typeof agent === 'string' && isAgentId(agent) ? agent : undefined
}

class Timeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/**
 * The model's choice, or the local one with the reason the model was not used. Greetings are not sent: they are
 * answered at once, and the keywords are sure of them.
 */
export async function routeWithModel(
  agents: readonly AgentDefinition[],
  input: RoutingInput,
  context: MessageContext,
  local: RouteDetail,
  generate: Generate,
  timeoutMs: number = MODEL_ROUTING.timeoutMs,
): Promise<Selection> {
  if (context.messageType === 'greeting') return local
  const fallback = (problem: string): Selection => ({ ...local, reason: `Model routing: ${problem}; the local router decided. ${local.reason}` })
  let content: string
  try {
    const reply = await within(generate({ model: MODEL_ROUTING.model, messages: routingPrompt(agents, input) }, { fallback: true }), timeoutMs)
    content = reply.content
  } catch (err) {
    if (isLlmError(err) && err.code === 'no-provider-for-model') return fallback('no model is configured')
    return fallback(err instanceof Timeout ? errorMessage(err) : `the model failed (${errorMessage(err)})`)
  }
  const choice = parseChoice(content)
  if (!choice) return fallback(`the answer was not {"agent": "<id>"} with a known id (${JSON.stringify(content.slice(0, 80))})`)
  const localView = local.ranked.find((r) => r.agentId === choice)?.probability ?? 0
  const agreed = choice === local.agentId ? 'agrees with' : 'overrules'
  const { clarify: _asked, ...rest } = local
  void _asked // the model named an agent: nothing left to ask
  return { ...rest, agentId: choice, reason: `The model chose ${choice} (${agreed} the local router, which gave it ${Math.round(localView * 100)} %). ${local.reason}` }
}

/** The orchestrator's routing: the local router, then the model when a generate is given (a model is configured). */
export async function routeMessage(input: RoutingInput, context: MessageContext, generate?: Generate): Promise<Selection> {
  const local = localRouter(input, context)
  return generate ? routeWithModel(AGENT_LIST, input, context, local, generate) : local
}
