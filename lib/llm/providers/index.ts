import { llmErrors } from '../errors'
import type { AdapterDeps, ProviderAdapter, ProviderId, ProviderSettings } from '../types'
import { createAnthropicAdapter } from './anthropic'
import { createCohereAdapter } from './cohere'
import { createDeepSeekAdapter } from './deepseek'
import { createGroqAdapter } from './groq'
import { createHuggingFaceAdapter } from './huggingface'
import { createLocalAiAdapter } from './localai'
import { createOllamaAdapter } from './ollama'
import { createOpenAiAdapter } from './openai'
import { createReplicateAdapter } from './replicate'
import { createVllmAdapter } from './vllm'

type AdapterFactory = (settings: ProviderSettings, deps: AdapterDeps) => ProviderAdapter

const FACTORIES: Record<ProviderId, AdapterFactory> = {
  groq: createGroqAdapter,
  openai: createOpenAiAdapter,
  deepseek: createDeepSeekAdapter,
  anthropic: createAnthropicAdapter,
  cohere: createCohereAdapter,
  replicate: createReplicateAdapter,
  huggingface: createHuggingFaceAdapter,
  ollama: createOllamaAdapter,
  localai: createLocalAiAdapter,
  vllm: createVllmAdapter,
}

/** The adapter speaking settings.id's wire format. Creating one sends nothing; keys are checked on each call. */
export function createAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  const factory = Object.hasOwn(FACTORIES, settings.id) ? FACTORIES[settings.id] : undefined
  if (!factory) throw llmErrors.unknownProviderType()
  return factory(settings, deps)
}
