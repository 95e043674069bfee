import { z } from 'zod'
import { llmErrors } from '../errors'
import type { AdapterDeps, FinishReason, ProviderAdapter, ProviderSettings } from '../adapter-types'
import { jsonApi } from './http'
import { finishFrom, replyId, usageOf } from './result'
import type { ProviderCatalogueEntry, ProviderModule } from './module'

export const id = 'ollama' as const
export const catalogue = { name: 'Ollama', type: 'local', basePriority: 60, rateLimit: 60, models: ['qwen2.5:latest', 'llama3.2:latest'], fallbackRank: 4 } as const satisfies ProviderCatalogueEntry
export const adapter: ProviderModule['adapter'] = (settings, deps) => createOllamaAdapter(settings, deps)

const reply = z.object({
  model: z.string().nullish(),
  message: z.object({ content: z.string() }),
  done_reason: z.string().nullish(),
  prompt_eval_count: z.number().nullish(),
  eval_count: z.number().nullish(),
})

// Ollama also reports 'load' and 'unload' (a model loaded or unloaded instead of answering): those are 'other'.
const FINISH: Record<string, FinishReason> = { stop: 'stop', length: 'length' }

/** Ollama chat (`POST {url}/api/chat`, no key, `stream: false`); HTTP errors read 'Ollama error: {status} {text}'. */
export function createOllamaAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  const api = jsonApi(settings, deps, llmErrors.ollama)
  return {
    id: settings.id,
    async generate(request, signal) {
      const body = {
        model: request.model,
        messages: request.messages.map(({ role, content }) => ({ role, content })),
        options: { temperature: request.temperature, top_p: request.topP, num_predict: request.maxTokens },
        stream: false,
      }
      const parsed = api.parse(reply, await api.post('/api/chat', body, signal))
      return {
        id: replyId(undefined),
        content: parsed.message.content,
        model: parsed.model || request.model,
        usage: usageOf(parsed.prompt_eval_count, parsed.eval_count),
        // Older servers omit done_reason on a finished answer.
        finishReason: parsed.done_reason ? finishFrom(FINISH, parsed.done_reason) : 'stop',
      }
    },
    health: (signal) => api.health('/api/tags', signal),
  }
}
