import { llmErrors } from '../errors'
import type { AdapterDeps, ProviderAdapter, ProviderId, ProviderSettings } from '../types'
import * as anthropic from './anthropic'
import * as cohere from './cohere'
import * as deepseek from './deepseek'
import * as groq from './groq'
import * as huggingface from './huggingface'
import * as localai from './localai'
import * as ollama from './ollama'
import * as openai from './openai'
import * as replicate from './replicate'
import { idsOf } from './module'
import * as vllm from './vllm'

/**
 * The registry of provider modules: the one list a new provider joins. Each module declares its id, catalogue entry
 * (name, priority, limit, default models, place in the fallback chain) and adapter at its top; the id list
 * (../types.ts), the catalogue and fallback chain (../settings.ts) and the environment variables (lib/env.ts) are
 * derived from this list. The order is the admin page's.
 *
 * Priorities and limits are the specification's. It gives no priority for cohere, huggingface and replicate: they rank below
 * the local servers (a self-hosted model answers without sending a founder's words to a third party).
 */
export const PROVIDER_MODULES = [groq, openai, anthropic, deepseek, cohere, replicate, huggingface, ollama, localai, vllm] as const

export const PROVIDER_IDS: readonly ProviderId[] = idsOf(PROVIDER_MODULES)

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value)
}

const ADAPTERS = new Map<string, (settings: ProviderSettings, deps: AdapterDeps) => ProviderAdapter>(PROVIDER_MODULES.map((m) => [m.id, m.adapter]))

/** The adapter speaking settings.id's wire format. Creating one sends nothing; keys are checked on each call. */
export function createAdapter(settings: ProviderSettings, deps: AdapterDeps): ProviderAdapter {
  const factory = ADAPTERS.get(settings.id)
  if (!factory) throw llmErrors.unknownProviderType()
  return factory(settings, deps)
}
