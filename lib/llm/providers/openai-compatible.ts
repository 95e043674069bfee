import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { AdapterDeps, ProviderAdapter, ProviderSettings } from '../types'
import { type HttpErrorFactory, apiErrorFactory, bearer, checkHealth, requireApiKey, requireBaseUrl } from './http'
import { generateWithSdk, trackFetch } from './sdk'

export type OpenAiStyle = {
  /** Cloud APIs take `Authorization: Bearer {key}`; the local servers (LocalAI, vLLM) are reached without a key. */
  auth: 'bearer' | 'none'
  /** LocalAI and vLLM stream unless told not to: the body carries `stream: false`. */
  explicitNoStream: boolean
  /** vLLM words its HTTP errors its own way (SPEC §8); the others read '{Provider} API error …'. */
  httpError?: HttpErrorFactory
}

const noStream = (body: Record<string, unknown>) => ({ ...body, stream: false })

/**
 * OpenAI chat completions (`POST {base}/chat/completions`, health `GET {base}/models`), shared by Groq, OpenAI,
 * DeepSeek, LocalAI and vLLM through the AI SDK's OpenAI-compatible provider.
 */
export function createOpenAiCompatibleAdapter(settings: ProviderSettings, deps: AdapterDeps, style: OpenAiStyle): ProviderAdapter {
  const httpError = style.httpError ?? apiErrorFactory(settings)
  const credentials = () => {
    const apiKey = style.auth === 'bearer' ? requireApiKey(settings) : undefined
    return { apiKey, baseUrl: requireBaseUrl(settings) }
  }

  return {
    id: settings.id,
    async generate(request, signal) {
      const { apiKey, baseUrl } = credentials()
      const transport = trackFetch(deps.fetch)
      const provider = createOpenAICompatible({
        name: settings.id,
        baseURL: baseUrl,
        apiKey,
        fetch: transport.fetch,
        transformRequestBody: style.explicitNoStream ? noStream : undefined,
      })
      return generateWithSdk({
        model: provider.chatModel(request.model),
        messages: request.messages,
        request,
        signal,
        name: settings.name,
        httpError,
        thrown: transport.thrown,
      })
    },
    async health(signal) {
      const { apiKey, baseUrl } = credentials()
      await checkHealth(deps, `${baseUrl}/models`, apiKey ? bearer(apiKey) : {}, signal, httpError)
    },
  }
}
