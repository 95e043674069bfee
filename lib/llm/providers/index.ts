import * as anthropic from './anthropic'
import * as cohere from './cohere'
import * as huggingface from './huggingface'
import * as ollama from './ollama'
import { OPENAI_COMPATIBLE_PROVIDERS } from './openai-compatible-table'
import * as replicate from './replicate'
import { adaptersOf, idsOf } from './module'

/**
 * The registry of provider modules: the one list a new provider joins. Each module declares its id, catalogue entry
 * (name, priority, limit, default models, place in the fallback chain) and adapter; the id list (../types.ts), the
 * catalogue and fallback chain (../settings.ts) and the environment variables (lib/env.ts) are derived from this
 * list. A provider that speaks OpenAI chat completions is a row of ./openai-compatible-table.ts; one with a wire
 * format of its own is a module here (lib/llm/providers/<id>.ts) declaring the same three things at its top.
 *
 * Priorities and limits are the specification's. It gives no priority for cohere, huggingface and replicate: they rank below
 * the local servers (a self-hosted model answers without sending a founder's words to a third party).
 */
export const PROVIDER_MODULES = [...OPENAI_COMPATIBLE_PROVIDERS, anthropic, cohere, replicate, huggingface, ollama] as const

/** A listed provider's id (re-exported by ../types.ts). */
export type ProviderId = (typeof PROVIDER_MODULES)[number]['id']

export const PROVIDER_IDS: readonly ProviderId[] = idsOf(PROVIDER_MODULES)

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value)
}

/** The adapter speaking settings.id's wire format. Creating one sends nothing; keys are checked on each call. */
export const createAdapter = adaptersOf(PROVIDER_MODULES)
