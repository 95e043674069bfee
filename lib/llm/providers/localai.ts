import type { AdapterDeps, ProviderAdapter, ProviderSettings } from '../types'
import { createOpenAiCompatibleAdapter } from './openai-compatible'
import type { ProviderCatalogueEntry, ProviderModule } from './module'

export const id = 'localai' as const
export const catalogue = {
  name: 'LocalAI',
  type: 'local',
  basePriority: 50,
  rateLimit: 1000,
  models: ['qwen2.5:latest'],
  fallbackRank: 5,
} as const satisfies ProviderCatalogueEntry
export const adapter: ProviderModule['adapter'] = (settings, deps) => createLocalAiAdapter(settings, deps)

/** LocalAI: OpenAI chat completions on the operator's own server, no key, `stream: false`. */
export function createLocalAiAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  return createOpenAiCompatibleAdapter(settings, deps, { auth: 'none', explicitNoStream: true })
}
