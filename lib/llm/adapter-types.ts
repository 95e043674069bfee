/**
 * CONTRACT between the language-model layer and its provider adapters (./providers/): what an adapter is sent, what
 * it returns and what it is given. Every adapter maps its wire format to these; nothing outside lib/llm sees a
 * provider's raw request or response.
 *
 * The provider id is a type parameter here, a plain string by default: the id list is derived from the provider
 * modules (./providers/index.ts), which read this file, so this file cannot read the list back without an import
 * cycle. ./types.ts narrows the id to the listed providers for the rest of the app.
 */

export type ChatRole = 'system' | 'user' | 'assistant'
export type LlmMessage = { role: ChatRole; content: string }

/** A request with every default applied and the history already cut to what is sent. Adapters receive this. */
export type ResolvedLlmRequest = {
  model: string
  messages: LlmMessage[]
  temperature: number
  maxTokens: number
  topP: number
}

export type LlmUsage = { promptTokens: number; completionTokens: number; totalTokens: number }

/** Normalised finish reasons; 'length' and 'content_filter' lower the confidence. */
export type FinishReason = 'stop' | 'length' | 'content_filter' | 'other'

export type ProviderType = 'cloud' | 'local' | 'fallback'

/** What an adapter returns from one successful call. */
export type AdapterResult = {
  id: string
  content: string
  /** The model the provider says answered (falls back to the requested one). */
  model: string
  usage: LlmUsage
  finishReason: FinishReason
}

/**
 * One provider's adapter (lib/llm/providers/<id>.ts). It speaks that provider's wire format and throws
 * LlmError (./errors.ts) with the exact error texts. It never retries and never reads process.env: the registry
 * passes it its settings, an abort signal (the timeout) and a fetch.
 */
export interface ProviderAdapter<Id extends string = string> {
  readonly id: Id
  generate(request: ResolvedLlmRequest, signal: AbortSignal): Promise<AdapterResult>
  /** Resolves when the provider answers its health endpoint with a 2xx; throws LlmError otherwise. */
  health(signal: AbortSignal): Promise<void>
}

/** A provider's settings, built from the environment by ./settings.ts. */
export type ProviderSettings<Id extends string = string> = {
  id: Id
  name: string
  type: Exclude<ProviderType, 'fallback'>
  /** No trailing slash. For local providers: the configured URL, or undefined when not set. */
  baseUrl: string | undefined
  /** Cloud providers only. */
  apiKey: string | undefined
  /** Models this provider serves; the first is its default. */
  models: readonly string[]
  basePriority: number
  /** Requests per minute; null = no limit. */
  rateLimit: number | null
}

/** What the registry gives an adapter besides its settings. */
export type AdapterDeps = {
  fetch: typeof fetch
  /** Replicate polls its prediction this often (every 1 s); tests shorten it. */
  pollIntervalMs: number
}
