import { staticKnowledge } from '@/lib/agents/knowledge'
import type { OrchestratorDeps } from '@/lib/agents/orchestrator'
import { llmErrors } from '@/lib/llm/errors'

/** Orchestrator dependencies with no model and no database: every answer takes the canned path, as without a provider. */
export function noModelDeps(): OrchestratorDeps {
  return {
    db: () => Promise.reject(new Error('no database')),
    generate: async () => {
      throw llmErrors.noProviderForModel('qwen2.5:latest')
    },
    knowledge: async () => staticKnowledge(),
    metrics: { record: () => {} },
    log: () => {},
  }
}
