import 'server-only'
import type { Env } from '@/lib/env'
import { PROVIDER_MODULES } from './providers'
import { fallbackChainOf, settingsOf, type ProviderCatalogueEntry } from './providers/module'
import type { ProviderId, ProviderSettings } from './types'

/** The constants of the language-model layer; the registry reads them from here only. */
export const LLM_DEFAULTS = {
  model: 'qwen2.5:latest',
  temperature: 0.7,
  topP: 0.9,
  // The specification gives 1000 in one reading and 1024 in another; 1024 is the settled value.
  maxTokens: 1024,
  /** Non-system messages of the history sent with a request. */
  historyMessages: 6,
  /** How long a health check's verdict is believed. */
  detectionCacheMs: 5 * 60_000,
  /**
   * A provider that fails (a generation or a health check) rests this long before it is tried again, twice as long
   * after each further failure in a row, up to the cap; any success ends it (lib/llm/backoff.ts). Short, so a brief
   * outage costs seconds of canned answers, not the whole detection cache period.
   */
  backoffBaseMs: 15_000,
  backoffMaxMs: 5 * 60_000,
  /** A 429/503's Retry-After is obeyed up to this; a provider asking for a day is asked again after an hour. */
  retryAfterMaxMs: 60 * 60_000,
  /** A health check is a GET of a list: it gets less time than a generation. */
  healthTimeoutMs: 5_000,
  rateWindowMs: 60_000,
  fallbackPriority: 10,
  /** Effective priority penalties. */
  notConfiguredPenalty: 30,
  unhealthyPenalty: 50,
} as const

/** Tried in this order after the chosen provider fails: each module's `fallbackRank`. vLLM has none. */
export const FALLBACK_CHAIN: readonly ProviderId[] = fallbackChainOf(PROVIDER_MODULES)

/** Each provider's catalogue entry, as its module declares it. */
export const PROVIDER_CATALOG = Object.fromEntries(
  PROVIDER_MODULES.map((m): [string, ProviderCatalogueEntry] => [m.id, m.catalogue]),
) as Record<ProviderId, ProviderCatalogueEntry>

/** Every provider's settings from the validated environment (lib/env.ts is the only reader of process.env). */
export function providerSettingsFromEnv(e: Env): ProviderSettings[] {
  return settingsOf(PROVIDER_MODULES, e as unknown as Record<string, string | undefined>) as ProviderSettings[]
}

/** Configured: a cloud provider has its key, a local one its URL. */
export function isConfigured(s: ProviderSettings): boolean {
  return s.type === 'cloud' ? Boolean(s.apiKey && s.baseUrl) : Boolean(s.baseUrl)
}
