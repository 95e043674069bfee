import { z } from 'zod'
import type { AdapterDeps, FinishReason, ProviderAdapter, ProviderSettings } from '../adapter-types'
import { jsonApi } from './http'
import { toPrompt } from './prompt'
import { finishFrom, replyId, usageOf } from './result'
import type { ProviderCatalogueEntry, ProviderModule } from './module'

export const id = 'cohere' as const
export const catalogue = { name: 'Cohere', type: 'cloud', defaultBaseUrl: 'https://api.cohere.ai/v1', basePriority: 45, rateLimit: 100, models: ['command', 'command-light'], fallbackRank: 8 } as const satisfies ProviderCatalogueEntry
export const adapter: ProviderModule['adapter'] = (settings, deps) => createCohereAdapter(settings, deps)

const generation = z.object({ text: z.string(), finish_reason: z.string().nullish() })
const reply = z.object({
  id: z.string().nullish(),
  // At least one generation: the adapter reads the first.
  generations: z.tuple([generation], generation),
  meta: z
    .object({
      billed_units: z.object({ input_tokens: z.number().nullish(), output_tokens: z.number().nullish() }).nullish(),
    })
    .nullish(),
})

const FINISH: Record<string, FinishReason> = { COMPLETE: 'stop', MAX_TOKENS: 'length', ERROR_TOXIC: 'content_filter' }

/** Cohere Generate (`POST {base}/generate`, Bearer key): a completion API, so the history becomes one prompt. */
export function createCohereAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  const api = jsonApi(settings, deps)
  return {
    id: settings.id,
    async generate(request, signal) {
      const body = { model: request.model, prompt: toPrompt(request.messages), max_tokens: request.maxTokens, temperature: request.temperature, p: request.topP }
      const { id, generations, meta } = api.parse(reply, await api.post('/generate', body, signal))
      const [first] = generations
      return {
        id: replyId(id),
        content: first.text,
        model: request.model,
        usage: usageOf(meta?.billed_units?.input_tokens, meta?.billed_units?.output_tokens),
        finishReason: finishFrom(FINISH, first.finish_reason),
      }
    },
    health: (signal) => api.health('/models', signal),
  }
}
