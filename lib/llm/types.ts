import type { PROVIDER_MODULES } from './providers'

/**
 * CONTRACT: the language-model layer's own types. Every provider adapter maps its wire format to
 * these; nothing outside lib/llm sees a provider's raw request or response.
 */

export type ChatRole = 'system' | 'user' | 'assistant'
export type LlmMessage = { role: ChatRole; content: string }

/** What a caller asks for (LLM request). Unset fields take LLM_DEFAULTS. */
export type LlmRequest = {
  model?: string
  messages: LlmMessage[]
  temperature?: number
  maxTokens?: number
  topP?: number
}

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

/** The ids come from the registry of provider modules (./providers/index.ts): a new provider is a new module there. */
export type ProviderId = (typeof PROVIDER_MODULES)[number]['id']
export { PROVIDER_IDS, isProviderId } from './providers'
/** The built-in keyword agent answers as the provider 'fallback'. */
export type AnyProviderId = ProviderId | 'fallback'
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

/** LLM response, plus which provider answered and the reply's confidence. */
export type LlmResponse = AdapterResult & {
  processingTime: number
  provider: AnyProviderId
  confidence: number
  /** Providers tried before this one answered, with the error each gave (empty when the first one answered). */
  failures: { provider: AnyProviderId; error: string }[]
}

/** Provider status, plus what the admin page shows. */
export type ProviderStatus = {
  id: AnyProviderId
  name: string
  available: boolean
  configured: boolean
  /** Milliseconds of the last health check, null before the first. */
  latency: number | null
  /** The last error (health check or generation), null when the last thing it did succeeded. */
  error: string | null
  type: ProviderType
  /** Effective priority: base, −30 when not configured, −50 when its health check failed or it is cooling down. */
  priority: number
  basePriority: number
  /** Requests sent in the last 60 s against the per-minute limit (limit null = none). */
  requestsThisMinute: number
  rateLimit: number | null
  models: readonly string[]
  /** When availability was last checked (ms since epoch), null before the first check. */
  checkedAt: number | null
  /** While the provider rests after a failure (lib/llm/backoff.ts): when it will be tried again (ms since epoch). */
  coolingUntil: number | null
}

/**
 * One provider's adapter (lib/llm/providers/<id>.ts). It speaks that provider's wire format and throws
 * LlmError (./errors.ts) with the exact error texts. It never retries and never reads process.env: the registry
 * passes it its settings, an abort signal (the timeout) and a fetch.
 */
export interface ProviderAdapter {
  readonly id: ProviderId
  generate(request: ResolvedLlmRequest, signal: AbortSignal): Promise<AdapterResult>
  /** Resolves when the provider answers its health endpoint with a 2xx; throws LlmError otherwise. */
  health(signal: AbortSignal): Promise<void>
}

/** A provider's settings, built from the environment by ./settings.ts. */
export type ProviderSettings = {
  id: ProviderId
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
