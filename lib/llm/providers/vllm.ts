import { llmErrors } from '../errors'
import type { AdapterDeps, ProviderAdapter, ProviderSettings } from '../types'
import { createOpenAiCompatibleAdapter } from './openai-compatible'

/** vLLM: OpenAI chat completions on the operator's own server, no key, `stream: false`; errors read 'vLLM error: …'. */
export function createVllmAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  return createOpenAiCompatibleAdapter(settings, deps, { auth: 'none', explicitNoStream: true, httpError: llmErrors.vllm })
}
