import type { AdapterResult, LlmMessage, ProviderAdapter as AdapterOf, ProviderSettings as SettingsOf, ProviderType } from './adapter-types'
import type { ProviderId } from './providers'

/**
 * CONTRACT: the language-model layer's own types, for the rest of the app. What an adapter is sent and returns is in
 * ./adapter-types.ts (re-exported here); this file narrows the provider id to the providers listed in
 * ./providers/index.ts.
 */

export type {
  AdapterDeps,
  AdapterResult,
  ChatRole,
  FinishReason,
  LlmMessage,
  LlmUsage,
  ProviderType,
  ResolvedLlmRequest,
} from './adapter-types'

/** What a caller asks for (LLM request). Unset fields take LLM_DEFAULTS. */
export type LlmRequest = {
  model?: string
  messages: LlmMessage[]
  temperature?: number
  maxTokens?: number
  topP?: number
}

/** The ids come from the registry of provider modules (./providers/index.ts): a new provider is a new module there. */
export type { ProviderId }
export { PROVIDER_IDS, isProviderId } from './providers'
/** The built-in keyword agent answers as the provider 'fallback'. */
export type AnyProviderId = ProviderId | 'fallback'

/** One listed provider's adapter (./adapter-types.ts). */
export type ProviderAdapter = AdapterOf<ProviderId>
/** One listed provider's settings, built from the environment by ./settings.ts. */
export type ProviderSettings = SettingsOf<ProviderId>

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
