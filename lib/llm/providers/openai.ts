import type { AdapterDeps, ProviderAdapter, ProviderSettings } from '../types'
import { createOpenAiCompatibleAdapter } from './openai-compatible'
import type { ProviderCatalogueEntry, ProviderModule } from './module'

export const id = 'openai' as const
export const catalogue = {
  name: 'OpenAI',
  type: 'cloud',
  defaultBaseUrl: 'https://api.openai.com/v1',
  basePriority: 85,
  rateLimit: 60,
  models: ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini'],
  fallbackRank: 6,
} as const satisfies ProviderCatalogueEntry
export const adapter: ProviderModule['adapter'] = (settings, deps) => createOpenAiAdapter(settings, deps)

/** OpenAI: chat completions with a Bearer key. */
export function createOpenAiAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  return createOpenAiCompatibleAdapter(settings, deps, { auth: 'bearer', explicitNoStream: false })
}
