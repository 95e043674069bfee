import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { AdapterDeps, ProviderSettings, ResolvedLlmRequest } from '../adapter-types'
import { type HttpErrorFactory, apiErrorFactory, bearer, checkHealth, requireApiKey, requireBaseUrl } from './http'
import type { ProviderCatalogueEntry, ProviderModule } from './module'
import type { StreamingAdapter } from '../streaming'
import { generateWithSdk, streamWithSdk, trackFetch } from './sdk'

type OpenAiStyle = {
  /** Cloud APIs take `Authorization: Bearer {key}`; the local servers (LocalAI, vLLM) are reached without a key. */
  auth: 'bearer' | 'none'
  /** LocalAI and vLLM stream unless told not to: the body carries `stream: false`. */
  explicitNoStream: boolean
  /** vLLM words its HTTP errors its own way; the others read '{Provider} API error …'. */
  httpError?: HttpErrorFactory
}

const noStream = (body: Record<string, unknown>) => ({ ...body, stream: false })

/**
 * One provider that speaks OpenAI chat completions, as a row of ./openai-compatible-table.ts. Its style follows from
 * its type: a cloud API takes a Bearer key; an operator's own server (LocalAI, vLLM) is reached without one and told
 * `stream: false`, since those stream unless told not to. `httpError` words a provider's HTTP errors its own way.
 */
export function openAiCompatible<const Id extends string, const C extends ProviderCatalogueEntry>(
  id: Id,
  catalogue: C,
  httpError?: HttpErrorFactory,
): { readonly id: Id; readonly catalogue: C; readonly adapter: ProviderModule['adapter'] } {
  const cloud = catalogue.type === 'cloud'
  const style: OpenAiStyle = { auth: cloud ? 'bearer' : 'none', explicitNoStream: !cloud, httpError }
  return { id, catalogue, adapter: (settings, deps) => createOpenAiCompatibleAdapter(settings, deps, style) }
}

/**
 * OpenAI chat completions (`POST {base}/chat/completions`, health `GET {base}/models`), shared by Groq, OpenAI,
 * DeepSeek, LocalAI and vLLM through the AI SDK's OpenAI-compatible provider.
 */
function createOpenAiCompatibleAdapter(settings: ProviderSettings, deps: AdapterDeps, style: OpenAiStyle): StreamingAdapter {
  const httpError = style.httpError ?? apiErrorFactory(settings)
  const credentials = () => {
    const apiKey = style.auth === 'bearer' ? requireApiKey(settings) : undefined
    return { apiKey, baseUrl: requireBaseUrl(settings) }
  }

  /** The SDK call for one request; a streamed one leaves the body's `stream: true` as the SDK sets it. */
  const sdkCall = (request: ResolvedLlmRequest, signal: AbortSignal, streamed: boolean) => {
    const { apiKey, baseUrl } = credentials()
    const transport = trackFetch(deps.fetch)
    const provider = createOpenAICompatible({
      name: settings.id,
      baseURL: baseUrl,
      apiKey,
      fetch: transport.fetch,
      // Usage arrives in the stream's last chunk only when asked for.
      includeUsage: streamed,
      transformRequestBody: style.explicitNoStream && !streamed ? noStream : undefined,
    })
    return { model: provider.chatModel(request.model), messages: request.messages, request, signal, name: settings.name, httpError, thrown: transport.thrown }
  }

  return {
    id: settings.id,
    generate: async (request, signal) => generateWithSdk(sdkCall(request, signal, false)),
    stream: async (request, signal, onText) => streamWithSdk(sdkCall(request, signal, true), onText),
    async health(signal) {
      const { apiKey, baseUrl } = credentials()
      await checkHealth(deps, `${baseUrl}/models`, apiKey ? bearer(apiKey) : {}, signal, httpError)
    },
  }
}
