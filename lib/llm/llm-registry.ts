import type { RateLimiter } from '@/lib/http/rate-limit'
import { log } from '@/lib/log'
import { halfOpenPick } from './backoff'
import type { CallBudget, CallBudgetStatus } from './call-budget'
import { unusableError } from './error-mapping'
import { type LlmError, llmErrors } from './errors'
import { fallbackReply, fallbackStatus } from './fallback'
import { createAdapter as createProviderAdapter } from './providers'
import { callProvider, respond, type Attempt, type CallContext } from './provider-call'
import { ProviderStates, type ProviderState } from './provider-state'
import type { ProviderBoard } from './shared-health'
import type { StreamHooks } from './streaming'
import { resolveRequest, withModel } from './request'
import { FALLBACK_CHAIN, isConfigured } from './settings'
import {
  isProviderId,
  type AdapterDeps,
  type AnyProviderId,
  type LlmRequest,
  type LlmResponse,
  type ProviderAdapter,
  type ProviderId,
  type ProviderSettings,
  type ProviderStatus,
  type ResolvedLlmRequest,
} from './types'

/**
 * CONTRACT: the only entry to language models. Chooses a provider by model and effective
 * priority, keeps each provider's availability for 5 minutes, counts requests against per-minute limits, aborts a
 * call at the timeout, walks the fallback chain and ends with the built-in keyword agent. What it knows about each
 * provider lives in ./provider-state.ts, one call of one provider in ./provider-call.ts, the wording of failures in
 * ./error-mapping.ts, and the process-wide instance in ./registry.ts.
 *
 * Decisions where the specification is silent:
 * - The chosen provider answers with the requested model; providers of the fallback chain answer with their own
 *   default model when they do not serve it (a founder wants an answer, not that model).
 * - A provider that fails a generation or a health check (other than a request it refused as malformed:
 *   400/404/422) cools down: it is skipped for 15 s, doubling while it keeps failing, up to 5 minutes, or as long
 *   as a 429/503's Retry-After asks (lib/llm/backoff.ts). So a hung provider costs the timeout once, not on every
 *   message, and a recovered one answers again within seconds rather than after the 5-minute cache.
 * - When no provider can be used because all are cooling down, one of them is still tried per request (half-open)
 *   before the keyword agent answers.
 * - A provider with no health verdict yet is checked before it is used (all stale ones at once, in parallel, with a
 *   shorter timeout than generations).
 */

export type GenerateOptions = {
  /** Ask this provider first (an agent's preferredProvider); 'fallback' asks the keyword agent directly. */
  provider?: AnyProviderId
  /** The caller's cancellation (e.g. the visitor left); ends the whole generation. */
  signal?: AbortSignal
  /** Walk the fallback chain when the chosen provider fails (default true). */
  fallback?: boolean
  /** End with the built-in keyword agent (default: LLM_FALLBACK_AGENT). Agents with canned answers of their own turn it off. */
  fallbackAgent?: boolean
}

export type ProviderTestResult = { ok: true; latency: number } | { ok: false; error: string }

export type RegistryOptions = {
  settings: ProviderSettings[]
  timeoutMs: number
  fallbackAgent: boolean
  fetch?: typeof fetch
  /** The clock of the availability cache and the rate limits; tests pass a fake one. */
  now?: () => number
  pollIntervalMs?: number
  /** Where one-line failure reports go; never given a key (errors carry none). */
  log?: (line: string) => void
  createAdapter?: (settings: ProviderSettings, deps: AdapterDeps) => ProviderAdapter
  /** The global budget of model calls (call-budget.ts); without one, calls are not budgeted. */
  budget?: CallBudget
  /** Where instances sharing one PostgreSQL publish provider health and cool-downs (shared-health.ts); none: this process only. */
  board?: ProviderBoard
  /** How often the board is read before a generation (the admin page always reads it). */
  boardSyncMs?: number
  /** Counts each provider's per-minute requests across instances (on top of this process's own count). */
  providerLimiter?: (id: ProviderId, limit: number) => RateLimiter
}

export class LlmRegistry {
  readonly timeoutMs: number
  private readonly states: ProviderStates
  private readonly calls: CallContext
  private readonly now: () => number
  private readonly fallbackAgentEnabled: boolean
  private readonly budget: CallBudget | undefined

  constructor(options: RegistryOptions) {
    this.budget = options.budget
    this.timeoutMs = options.timeoutMs
    this.now = options.now ?? Date.now
    this.fallbackAgentEnabled = options.fallbackAgent
    const deps: AdapterDeps = { fetch: options.fetch ?? globalThis.fetch, pollIntervalMs: options.pollIntervalMs ?? 1000 }
    this.states = new ProviderStates({
      settings: options.settings,
      adapterFor: (settings) => (options.createAdapter ?? createProviderAdapter)(settings, deps),
      limiterFor: options.providerLimiter,
      now: this.now,
      log: options.log ?? ((line) => log('llm').warn(line)),
      timeoutMs: options.timeoutMs,
      board: options.board,
      boardSyncMs: options.boardSyncMs ?? 2_000,
    })
    this.calls = { states: this.states, budget: this.budget, timeoutMs: this.timeoutMs, now: this.now }
  }

  /** The model call budget's use and refusals, for /admin/assistant; null when calls are not budgeted. */
  async budgetStatus(): Promise<CallBudgetStatus | null> {
    return (await this.budget?.status(this.now())) ?? null
  }

  settings(id: ProviderId): ProviderSettings {
    return this.states.get(id).settings
  }

  async generate(request: LlmRequest, options: GenerateOptions = {}): Promise<LlmResponse> {
    return this.run(request, options)
  }

  /**
   * generate(), with the text handed to `hooks.onText` as the provider writes it (providers that cannot stream hand
   * theirs on whole). The fallback chain is walked only while nothing has been released to the visitor
   * (`hooks.released()`): after that, a failure throws its LlmError and the caller ends the answer.
   */
  async stream(request: LlmRequest, options: GenerateOptions & StreamHooks): Promise<LlmResponse> {
    return this.run(request, options, options)
  }

  private async run(request: LlmRequest, options: GenerateOptions, hooks?: StreamHooks): Promise<LlmResponse> {
    const resolved = resolveRequest(request)
    const useFallbackAgent = options.fallbackAgent ?? this.fallbackAgentEnabled
    if (options.provider === 'fallback') {
      if (!this.fallbackAgentEnabled) throw llmErrors.fallbackDisabled()
      return this.fallbackResponse(resolved, [], hooks)
    }
    if (options.provider !== undefined && !isProviderId(options.provider)) throw llmErrors.providerNotFound(options.provider)

    await this.states.syncBoard(false)
    await this.states.detect(false, options.signal)
    const failures: LlmResponse['failures'] = []
    let firstError: LlmError | undefined
    const tried = new Set<ProviderId>()
    /** One provider's turn: its answer, or its failure noted before the next one is asked. */
    const ask = async (state: ProviderState): Promise<Attempt> => {
      const outcome = await callProvider(this.calls, state, withModel(resolved, state.settings), options.signal, hooks)
      if ('error' in outcome) {
        failures.push({ provider: state.settings.id, error: outcome.error.message })
        this.beforeNext(outcome.error, hooks)
      }
      return outcome
    }

    const chosen = options.provider ? this.states.get(options.provider) : this.chooseFor(resolved.model)
    if (!chosen) firstError = llmErrors.noProviderForModel(resolved.model)
    else if (!this.states.usable(chosen)) firstError = unusableError(chosen.settings, resolved.model)
    else {
      tried.add(chosen.settings.id)
      const outcome = await ask(chosen)
      if ('response' in outcome) return { ...outcome.response, failures }
      firstError = outcome.error
    }

    if (options.fallback !== false) {
      for (const id of FALLBACK_CHAIN) {
        const state = this.states.find(id)
        if (!state || tried.has(id) || !this.states.usable(state)) continue
        tried.add(id)
        const outcome = await ask(state)
        if ('response' in outcome) return { ...outcome.response, failures }
      }
    }

    const probe = tried.size === 0 ? this.halfOpenProbe(resolved.model, options) : undefined
    if (probe) {
      const outcome = await ask(probe)
      if ('response' in outcome) return { ...outcome.response, failures }
      // What the provider really said beats "no available provider", should the caller see an error.
      firstError = outcome.error
    }

    if (useFallbackAgent && this.fallbackAgentEnabled) return this.fallbackResponse(resolved, failures, hooks)
    throw firstError ?? llmErrors.noProviderForModel(resolved.model)
  }

  /** Every provider's status, the keyword agent last; by effective priority, highest first. */
  async statuses(options: { refresh?: boolean } = {}): Promise<ProviderStatus[]> {
    await this.states.syncBoard(true)
    await this.states.detect(options.refresh ?? false)
    const list: ProviderStatus[] = this.states.list().map((state) => this.states.status(state))
    list.push(fallbackStatus(this.fallbackAgentEnabled))
    return list.sort((a, b) => b.priority - a.priority)
  }

  /** Every provider's status as this instance last knew it, checking none: the metrics read it at each scrape. */
  knownStatuses(): ProviderStatus[] {
    return this.states.list().map((state) => this.states.status(state))
  }

  /** The admin page's Test button. Updates the cached availability. */
  async testProvider(id: string): Promise<ProviderTestResult> {
    if (id === 'fallback') return this.fallbackAgentEnabled ? { ok: true, latency: 0 } : { ok: false, error: 'Provider not available' }
    if (!isProviderId(id) || !this.states.find(id)) return { ok: false, error: 'Provider not found' }
    const state = this.states.get(id)
    if (!isConfigured(state.settings)) return { ok: false, error: 'Provider not available' }
    const health = await this.states.check(state)
    return health.ok ? { ok: true, latency: health.latency ?? 0 } : { ok: false, error: health.error ?? 'Health check failed' }
  }

  private chooseFor(model: string): ProviderState | undefined {
    return this.states
      .list()
      .filter((s) => s.settings.models.includes(model) && this.states.usable(s))
      .sort((a, b) => this.states.priority(b) - this.states.priority(a))[0]
  }

  /**
   * The provider to try anyway when this request found none usable (lib/llm/backoff.ts halfOpenPick): among those
   * the request may use — the one serving its model when the fallback chain is off — configured and under their
   * rate limit.
   */
  private halfOpenProbe(model: string, options: GenerateOptions): ProviderState | undefined {
    const allowed = (s: ProviderState) =>
      options.fallback !== false || (options.provider ? s.settings.id === options.provider : s.settings.models.includes(model))
    const candidates = this.states
      .list()
      .filter((s) => isConfigured(s.settings) && allowed(s) && !this.states.atLimit(s))
      .map((s) => ({ item: s, cooldown: s.cooldown, priority: this.states.priority(s) }))
    return halfOpenPick(candidates, this.now())
  }

  /**
   * A streamed answer whose provider failed: once the visitor has seen part of it, nobody else may finish it (the
   * error goes to the caller); before that, its text is forgotten and the next provider starts afresh.
   */
  private beforeNext(error: LlmError, hooks: StreamHooks | undefined): void {
    if (!hooks) return
    if (hooks.released()) throw error
    hooks.onRestart()
  }

  private fallbackResponse(request: ResolvedLlmRequest, failures: LlmResponse['failures'], hooks?: StreamHooks): LlmResponse {
    const started = performance.now()
    const result = fallbackReply(request.messages)
    hooks?.onText(result.content)
    return { ...respond(result, 'fallback', Math.round(performance.now() - started)), failures }
  }
}
