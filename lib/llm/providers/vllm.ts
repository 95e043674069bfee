import { llmErrors } from '../errors'
import type { AdapterDeps, ProviderAdapter, ProviderSettings } from '../types'
import { createOpenAiCompatibleAdapter } from './openai-compatible'
import type { ProviderCatalogueEntry, ProviderModule } from './module'

export const id = 'vllm' as const
export const catalogue = {
  name: 'vLLM',
  type: 'local',
  basePriority: 55,
  // The operator's own server: no request limit, and not in the fallback chain (it is only ever chosen).
  rateLimit: null,
  models: ['Qwen/Qwen2.5-7B-Instruct'],
} as const satisfies ProviderCatalogueEntry
export const adapter: ProviderModule['adapter'] = (settings, deps) => createVllmAdapter(settings, deps)

/** vLLM: OpenAI chat completions on the operator's own server, no key, `stream: false`; errors read 'vLLM error: …'. */
export function createVllmAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  return createOpenAiCompatibleAdapter(settings, deps, { auth: 'none', explicitNoStream: true, httpError: llmErrors.vllm })
}
