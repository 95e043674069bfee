import type { AdapterDeps, ProviderAdapter, ProviderSettings } from '../types'
import { createOpenAiCompatibleAdapter } from './openai-compatible'
import type { ProviderCatalogueEntry, ProviderModule } from './module'

export const id = 'groq' as const
export const catalogue = {
  name: 'Groq',
  type: 'cloud',
  defaultBaseUrl: 'https://api.groq.com/openai/v1',
  basePriority: 90,
  rateLimit: 30,
  models: ['llama-3.3-70b-versatile', 'llama-3.1-8b-instant', 'qwen/qwen3-32b'],
  fallbackRank: 1,
} as const satisfies ProviderCatalogueEntry
export const adapter: ProviderModule['adapter'] = (settings, deps) => createGroqAdapter(settings, deps)

/** Groq: OpenAI chat completions with a Bearer key. */
export function createGroqAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  return createOpenAiCompatibleAdapter(settings, deps, { auth: 'bearer', explicitNoStream: false })
}
