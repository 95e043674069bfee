import type { AdapterDeps, ProviderAdapter, ProviderSettings } from '../types'
import { createOpenAiCompatibleAdapter } from './openai-compatible'
import type { ProviderCatalogueEntry, ProviderModule } from './module'

export const id = 'deepseek' as const
export const catalogue = {
  name: 'DeepSeek',
  type: 'cloud',
  defaultBaseUrl: 'https://api.deepseek.com/v1',
  basePriority: 75,
  rateLimit: 60,
  models: ['deepseek-chat', 'deepseek-reasoner'],
  fallbackRank: 2,
} as const satisfies ProviderCatalogueEntry
export const adapter: ProviderModule['adapter'] = (settings, deps) => createDeepSeekAdapter(settings, deps)

/** DeepSeek: OpenAI chat completions with a Bearer key. */
export function createDeepSeekAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  return createOpenAiCompatibleAdapter(settings, deps, { auth: 'bearer', explicitNoStream: false })
}
