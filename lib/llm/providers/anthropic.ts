import { createAnthropic } from '@ai-sdk/anthropic'
import type { AdapterDeps, ProviderSettings, ResolvedLlmRequest } from '../adapter-types'
import { apiErrorFactory, checkHealth, requireApiKey, requireBaseUrl } from './http'
import { splitSystem } from './prompt'
import type { StreamingAdapter } from '../streaming'
import { generateWithSdk, streamWithSdk, trackFetch } from './sdk'
import type { ProviderCatalogueEntry, ProviderModule } from './module'

export const id = 'anthropic' as const
export const catalogue = { name: 'Anthropic', type: 'cloud', defaultBaseUrl: 'https://api.anthropic.com/v1', basePriority: 80, rateLimit: 50, models: ['claude-3-5-haiku-latest', 'claude-sonnet-4-5'], fallbackRank: 7 } as const satisfies ProviderCatalogueEntry
export const adapter: ProviderModule['adapter'] = (settings, deps) => createAnthropicAdapter(settings, deps)

/** The Messages API version the AI SDK speaks; the health check sends the same. */
export const ANTHROPIC_VERSION = '2023-06-01'

/**
 * Anthropic Messages (`POST {base}/messages`, `x-api-key` and `anthropic-version`) through the AI SDK. Every system
 * message goes to the `system` field, wherever it stood in the history: the API has no system role. For Claude
 * models the SDK sends temperature and drops top_p (recent models refuse both together).
 */
export function createAnthropicAdapter(settings: ProviderSettings, deps: AdapterDeps): StreamingAdapter {
  const httpError = apiErrorFactory(settings)

  const sdkCall = (request: ResolvedLlmRequest, signal: AbortSignal) => {
    const apiKey = requireApiKey(settings)
    const transport = trackFetch(deps.fetch)
    const provider = createAnthropic({ baseURL: requireBaseUrl(settings), apiKey, fetch: transport.fetch })
    const { system, conversation } = splitSystem(request.messages)
    return { model: provider.messages(request.model), system, messages: conversation, request, signal, name: settings.name, httpError, thrown: transport.thrown }
  }

  return {
    id: settings.id,
    generate: async (request, signal) => generateWithSdk(sdkCall(request, signal)),
    stream: async (request, signal, onText) => streamWithSdk(sdkCall(request, signal), onText),
    async health(signal) {
      const apiKey = requireApiKey(settings)
      const headers = { 'x-api-key': apiKey, 'anthropic-version': ANTHROPIC_VERSION }
      await checkHealth(deps, `${requireBaseUrl(settings)}/models`, headers, signal, httpError)
    },
  }
}
