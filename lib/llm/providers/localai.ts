import type { AdapterDeps, ProviderAdapter, ProviderSettings } from '../types'
import { createOpenAiCompatibleAdapter } from './openai-compatible'

/** LocalAI: OpenAI chat completions on the operator's own server, no key, `stream: false`. */
export function createLocalAiAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  return createOpenAiCompatibleAdapter(settings, deps, { auth: 'none', explicitNoStream: true })
}
