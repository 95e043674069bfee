import 'server-only'
import type { Env } from '@/lib/env'
import type { ProviderId, ProviderSettings } from './types'

/** SPEC §9's constants for the language-model layer; the registry reads them from here only. */
export const LLM_DEFAULTS = {
  model: 'qwen2.5:latest',
  temperature: 0.7,
  topP: 0.9,
  // SPEC §9 gives 1000 in one reading and 1024 in another; issue 6 fixes 1024.
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
  /** Effective priority penalties (SPEC §9). */
  notConfiguredPenalty: 30,
  unhealthyPenalty: 50,
} as const

/** Tried in this order after the chosen provider fails (SPEC §9). vLLM is not in SPEC's chain; it is only chosen. */
export const FALLBACK_CHAIN: readonly ProviderId[] = [
  'groq',
  'deepseek',
  'huggingface',
  'ollama',
  'localai',
  'openai',
  'anthropic',
  'cohere',
  'replicate',
]

type CatalogEntry = {
  name: string
  type: 'cloud' | 'local'
  /** Cloud: the public API base; local providers have none and are configured by URL only. */
  defaultBaseUrl?: string
  basePriority: number
  rateLimit: number | null
  models: readonly string[]
}

/**
 * Priorities and limits are SPEC §9's. SPEC gives no priority for cohere, huggingface and replicate: they rank below
 * the local servers (a self-hosted model answers without sending a founder's words to a third party), and vLLM has no
 * request limit in SPEC (it is the operator's own server). Model lists are defaults, each overridable by
 * `<ID>_MODELS` (comma-separated; the first is the provider's default model).
 */
export const PROVIDER_CATALOG: Record<ProviderId, CatalogEntry> = {
  groq: {
    name: 'Groq',
    type: 'cloud',
    defaultBaseUrl: 'https://api.groq.com/openai/v1',
    basePriority: 90,
    rateLimit: 30,
    models: ['llama-3.3-70b-versatile', 'llama-3.1-8b-instant', 'qwen/qwen3-32b'],
  },
  openai: {
    name: 'OpenAI',
    type: 'cloud',
    defaultBaseUrl: 'https://api.openai.com/v1',
    basePriority: 85,
    rateLimit: 60,
    models: ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini'],
  },
  anthropic: {
    name: 'Anthropic',
    type: 'cloud',
    defaultBaseUrl: 'https://api.anthropic.com/v1',
    basePriority: 80,
    rateLimit: 50,
    models: ['claude-3-5-haiku-latest', 'claude-sonnet-4-5'],
  },
  deepseek: {
    name: 'DeepSeek',
    type: 'cloud',
    defaultBaseUrl: 'https://api.deepseek.com/v1',
    basePriority: 75,
    rateLimit: 60,
    models: ['deepseek-chat', 'deepseek-reasoner'],
  },
  cohere: {
    name: 'Cohere',
    type: 'cloud',
    defaultBaseUrl: 'https://api.cohere.ai/v1',
    basePriority: 45,
    rateLimit: 100,
    models: ['command', 'command-light'],
  },
  huggingface: {
    name: 'Hugging Face',
    type: 'cloud',
    defaultBaseUrl: 'https://api-inference.huggingface.co/models',
    basePriority: 40,
    rateLimit: 10,
    models: ['mistralai/Mistral-7B-Instruct-v0.3', 'HuggingFaceH4/zephyr-7b-beta'],
  },
  replicate: {
    name: 'Replicate',
    type: 'cloud',
    defaultBaseUrl: 'https://api.replicate.com/v1',
    basePriority: 35,
    rateLimit: 50,
    models: ['meta/meta-llama-3-8b-instruct', 'meta/meta-llama-3-70b-instruct'],
  },
  ollama: { name: 'Ollama', type: 'local', basePriority: 60, rateLimit: 60, models: ['qwen2.5:latest', 'llama3.2:latest'] },
  vllm: { name: 'vLLM', type: 'local', basePriority: 55, rateLimit: null, models: ['Qwen/Qwen2.5-7B-Instruct'] },
  localai: { name: 'LocalAI', type: 'local', basePriority: 50, rateLimit: 1000, models: ['qwen2.5:latest'] },
}

const ENV_PREFIX: Record<ProviderId, string> = {
  groq: 'GROQ',
  openai: 'OPENAI',
  anthropic: 'ANTHROPIC',
  deepseek: 'DEEPSEEK',
  cohere: 'COHERE',
  replicate: 'REPLICATE',
  huggingface: 'HUGGINGFACE',
  ollama: 'OLLAMA',
  localai: 'LOCALAI',
  vllm: 'VLLM',
}

function parseModels(value: string | undefined, defaults: readonly string[]): readonly string[] {
  const list = (value ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean)
  return list.length > 0 ? list : defaults
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** Every provider's settings from the validated environment (lib/env.ts is the only reader of process.env). */
export function providerSettingsFromEnv(e: Env): ProviderSettings[] {
  const vars = e as unknown as Record<string, string | undefined>
  return (Object.keys(PROVIDER_CATALOG) as ProviderId[]).map((id) => {
    const entry = PROVIDER_CATALOG[id]
    const prefix = ENV_PREFIX[id]
    const isCloud = entry.type === 'cloud'
    const url = isCloud ? (vars[`${prefix}_BASE_URL`] ?? entry.defaultBaseUrl) : vars[`${prefix}_URL`]
    return {
      id,
      name: entry.name,
      type: entry.type,
      baseUrl: url ? trimSlash(url) : undefined,
      apiKey: isCloud ? vars[id === 'replicate' ? 'REPLICATE_API_TOKEN' : `${prefix}_API_KEY`] : undefined,
      models: parseModels(vars[`${prefix}_MODELS`], entry.models),
      basePriority: entry.basePriority,
      rateLimit: entry.rateLimit,
    }
  })
}

/** Configured: a cloud provider has its key, a local one its URL. */
export function isConfigured(s: ProviderSettings): boolean {
  return s.type === 'cloud' ? Boolean(s.apiKey && s.baseUrl) : Boolean(s.baseUrl)
}
