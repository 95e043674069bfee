import { LLM_DEFAULTS } from './settings'
import type { LlmRequest, ProviderSettings, ResolvedLlmRequest } from './types'

/** What is sent for a caller's request: the defaults filled in, the history cut, the model a provider serves. */

/** Defaults applied, system messages kept, and only the last messages of the conversation sent. */
export function resolveRequest(request: LlmRequest): ResolvedLlmRequest {
  const system = request.messages.filter((m) => m.role === 'system')
  const conversation = request.messages.filter((m) => m.role !== 'system').slice(-LLM_DEFAULTS.historyMessages)
  return {
    model: request.model ?? LLM_DEFAULTS.model,
    messages: [...system, ...conversation],
    temperature: request.temperature ?? LLM_DEFAULTS.temperature,
    maxTokens: request.maxTokens ?? LLM_DEFAULTS.maxTokens,
    topP: request.topP ?? LLM_DEFAULTS.topP,
  }
}

/** A provider gets the requested model when it serves it, otherwise its own default model. */
export function withModel(request: ResolvedLlmRequest, settings: ProviderSettings): ResolvedLlmRequest {
  if (settings.models.includes(request.model)) return request
  return { ...request, model: settings.models[0] ?? request.model }
}
