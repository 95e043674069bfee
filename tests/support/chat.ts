import { staticKnowledge } from '@/lib/agents/knowledge'
import type { OrchestratorDeps } from '@/lib/agents/orchestrator'
import { llmErrors } from '@/lib/llm/errors'
import type { LlmResponse } from '@/lib/llm/types'

/**
 * What the chat tests and the conversation bench hand the orchestrator. Free of vitest, so the bench's tsx child can
 * load it: a test wraps these in its own spies (`vi.fn(noModel)`).
 */

/** A model's whole reply saying `content`, as a provider adapter returns it; `overrides` name another model or provider. */
export function modelReply(content: string, overrides: Partial<LlmResponse> = {}): LlmResponse {
  return {
    id: 'r1',
    content,
    model: 'qwen2.5:latest',
    usage: { promptTokens: 1, completionTokens: 1, totalTokens: 2 },
    finishReason: 'stop',
    processingTime: 5,
    provider: 'ollama',
    confidence: 0.8,
    failures: [],
    ...overrides,
  }
}

/** Fails the way llm() does when no provider serves the model, so every answer takes the canned path. */
export async function noModel(): Promise<LlmResponse> {
  throw llmErrors.noProviderForModel('qwen2.5:latest')
}

/** Orchestrator dependencies with no model and no database, as without a provider; `overrides` replace any of them. */
export function noModelDeps(overrides: Partial<OrchestratorDeps> = {}): OrchestratorDeps {
  return {
    db: () => Promise.reject(new Error('no database')),
    generate: noModel,
    knowledge: async () => staticKnowledge(),
    metrics: { record: () => {} },
    log: () => {},
    ...overrides,
  }
}
