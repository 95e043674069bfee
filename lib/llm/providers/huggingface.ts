import { z } from 'zod'
import type { AdapterDeps, ProviderAdapter, ProviderSettings } from '../adapter-types'
import { jsonApi } from './http'
import { toPrompt } from './prompt'
import { replyId, usageOf } from './result'
import type { ProviderCatalogueEntry, ProviderModule } from './module'

export const id = 'huggingface' as const
export const catalogue = { name: 'Hugging Face', type: 'cloud', defaultBaseUrl: 'https://api-inference.huggingface.co/models', basePriority: 40, rateLimit: 10, models: ['mistralai/Mistral-7B-Instruct-v0.3', 'HuggingFaceH4/zephyr-7b-beta'], fallbackRank: 3 } as const satisfies ProviderCatalogueEntry
export const adapter: ProviderModule['adapter'] = (settings, deps) => createHuggingFaceAdapter(settings, deps)

const generated = z.object({ generated_text: z.string() })
// Text generation answers with a list of one; some deployments answer with the object alone.
const reply = z.union([z.tuple([generated], generated), generated])

/**
 * A model id such as 'mistralai/Mistral-7B-Instruct-v0.3' is a path of its own: each segment is escaped, not the
 * slash. An id with a '.' or '..' segment is escaped whole, slashes too: URL parsing would otherwise resolve it (even
 * as %2e%2e) to a path outside the models API.
 */
function modelPath(model: string): string {
  const segments = model.split('/')
  return segments.some((s) => s === '.' || s === '..') ? encodeURIComponent(model) : segments.map(encodeURIComponent).join('/')
}

/**
 * Hugging Face Inference (`POST {base}/{model}`, Bearer key) with inputs and parameters. It reports neither token
 * counts nor a finish reason: usage is 0 and a returned text counts as finished.
 */
export function createHuggingFaceAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  const api = jsonApi(settings, deps)
  return {
    id: settings.id,
    async generate(request, signal) {
      const parameters = { max_new_tokens: request.maxTokens, temperature: request.temperature, top_p: request.topP, return_full_text: false }
      const json = await api.post(`/${modelPath(request.model)}`, { inputs: toPrompt(request.messages), parameters }, signal)
      const parsed = api.parse(reply, json)
      const [first] = Array.isArray(parsed) ? parsed : [parsed]
      return { id: replyId(undefined), content: first.generated_text, model: request.model, usage: usageOf(), finishReason: 'stop' }
    },
    health: (signal) => api.health(`/${modelPath(settings.models[0] ?? '')}`, signal),
  }
}
