import { z } from 'zod'
import { llmErrors } from '../errors'
import type { AdapterDeps, AdapterResult, ProviderAdapter, ProviderSettings, ResolvedLlmRequest } from '../adapter-types'
import { jsonApi } from './http'
import { splitSystem, toPrompt } from './prompt'
import { replyId, usageOf } from './result'
import type { ProviderCatalogueEntry, ProviderModule } from './module'

export const id = 'replicate' as const
export const catalogue = { name: 'Replicate', type: 'cloud', defaultBaseUrl: 'https://api.replicate.com/v1', basePriority: 35, rateLimit: 50, models: ['meta/meta-llama-3-8b-instruct', 'meta/meta-llama-3-70b-instruct'], fallbackRank: 9, keyVariable: 'REPLICATE_API_TOKEN' } as const satisfies ProviderCatalogueEntry
export const adapter: ProviderModule['adapter'] = (settings, deps) => createReplicateAdapter(settings, deps)

const prediction = z.object({
  id: z.string().min(1),
  model: z.string().nullish(),
  status: z.string(),
  output: z.union([z.array(z.string()), z.string()]).nullish(),
  metrics: z.object({ input_token_count: z.number().nullish(), output_token_count: z.number().nullish() }).nullish(),
})
type Prediction = z.infer<typeof prediction>

const RUNNING = new Set(['starting', 'processing'])
// 'aborted' is a prediction stopped before it started (e.g. its deadline passed).
const STOPPED = new Set(['failed', 'canceled', 'aborted'])

/** Waits, but gives up at once with the signal's own reason when it aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

function result(p: Prediction, request: ResolvedLlmRequest, name: string): AdapterResult {
  if (STOPPED.has(p.status)) throw llmErrors.predictionFailed()
  if (p.status !== 'succeeded' || p.output == null) throw llmErrors.invalidResponse(name)
  return {
    id: replyId(p.id),
    // Language models stream their output as a list of tokens.
    content: Array.isArray(p.output) ? p.output.join('') : p.output,
    model: p.model || request.model,
    usage: usageOf(p.metrics?.input_token_count, p.metrics?.output_token_count),
    finishReason: 'stop',
  }
}

/**
 * Replicate (`POST {base}/predictions` with the model as `version`, Bearer token), then `GET {base}/predictions/{id}`
 * every deps.pollIntervalMs while the prediction is starting or processing. The poll URL is built from the configured
 * base, not taken from the reply's `urls.get`, so a reply cannot send the token elsewhere.
 */
export function createReplicateAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  const api = jsonApi(settings, deps)
  return {
    id: settings.id,
    async generate(request, signal) {
      const { system, conversation } = splitSystem(request.messages)
      const input = {
        prompt: toPrompt(conversation),
        system_prompt: system,
        max_new_tokens: request.maxTokens,
        temperature: request.temperature,
        top_p: request.topP,
      }
      let current = api.parse(prediction, await api.post('/predictions', { version: request.model, input }, signal))
      while (RUNNING.has(current.status)) {
        await pause(deps.pollIntervalMs, signal)
        current = api.parse(prediction, await api.get(`/predictions/${encodeURIComponent(current.id)}`, signal))
      }
      return result(current, request, settings.name)
    },
    health: (signal) => api.health('/account', signal),
  }
}
