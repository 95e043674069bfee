import 'server-only'
import { getDb, usesPostgres } from '@/lib/db/client'
import { env } from '@/lib/env'
import { processSingleton } from '@/lib/process-singleton'
import { createSharedRateLimiter, windowBudget } from '@/lib/http/shared-limits'
import { createCallBudget } from './call-budget'
import { LlmRegistry, type RegistryOptions } from './llm-registry'
import { dbProviderBoard } from './shared-health'
import { LLM_DEFAULTS, providerSettingsFromEnv } from './settings'

/**
 * The language-model registry as the app uses it: one per process, built from the environment. The registry itself
 * (choosing and calling) is ./llm-registry.ts; callers import both from here.
 */
export { LlmRegistry, type GenerateOptions, type ProviderTestResult, type RegistryOptions } from './llm-registry'
export { withoutSecret } from './error-mapping'
export { resolveRequest } from './request'

/**
 * The process-wide registry, built from the environment on first use. It lives on globalThis because Next.js may
 * load this module in several bundles of one process, and the availability cache and rate limits must be one.
 */
export function llm(): LlmRegistry {
  return processSingleton('venture-studio.llm-registry', () => {
    const e = env()
    return new LlmRegistry({
      settings: providerSettingsFromEnv(e),
      timeoutMs: e.LLM_TIMEOUT_MS,
      fallbackAgent: e.LLM_FALLBACK_AGENT,
      ...(usesPostgres() ? sharedOptions(e.LLM_CALLS_PER_MINUTE, e.LLM_CALLS_PER_DAY) : inProcessOptions(e.LLM_CALLS_PER_MINUTE, e.LLM_CALLS_PER_DAY)),
    })
  })
}

/** One process (the embedded database): budget, counts and health in memory. */
function inProcessOptions(perMinute: number, perDay: number): Partial<RegistryOptions> {
  return { budget: createCallBudget({ perMinute, perDay }) }
}

/** Several instances on one PostgreSQL: the budget, the providers' per-minute counts and their health are shared there. */
function sharedOptions(perMinute: number, perDay: number): Partial<RegistryOptions> {
  return {
    budget: createCallBudget({ perMinute, perDay }, windowBudget({ name: 'llm-calls', perMinute, perDay })),
    board: dbProviderBoard(getDb),
    providerLimiter: (id, limit) => createSharedRateLimiter({ name: `llm-provider:${id}`, limit, windowMs: LLM_DEFAULTS.rateWindowMs, db: getDb }),
  }
}
