import 'server-only'
import { getDb, usesPostgres } from '@/lib/db/client'
import { env } from '@/lib/env'
import type { RateLimiter } from '@/lib/http/rate-limit'
import { createSharedRateLimiter, windowBudget } from '@/lib/http/shared-limits'
import { countLlmCall } from '@/lib/metrics/count'
import { type Cooldown, halfOpenPick, isCooling, nextCooldown } from './backoff'
import { createCallBudget, type CallBudget, type CallBudgetStatus } from './call-budget'
import { replyConfidence } from './confidence'
import { LlmError, llmErrors } from './errors'
import { FALLBACK_MODEL, fallbackReply } from './fallback'
import { createAdapter as createProviderAdapter } from './providers'
import { dbProviderBoard, type ProviderBoard } from './shared-health'
import { canStream, type StreamHooks } from './streaming'
import { FALLBACK_CHAIN, LLM_DEFAULTS, isConfigured, providerSettingsFromEnv } from './settings'
import {
  isProviderId,
  type AdapterDeps,
  type AdapterResult,
  type AnyProviderId,
  type LlmRequest,
  type LlmResponse,
  type ProviderAdapter,
  type ProviderId,
  type ProviderSettings,
  type ProviderStatus,
  type ResolvedLlmRequest,
} from './types'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/process-singleton'

/**
 * CONTRACT: the only entry to language models. Chooses a provider by model and effective
 * priority, keeps each provider's availability for 5 minutes, counts requests against per-minute limits, aborts a
 * call at the timeout, walks the fallback chain and ends with the built-in keyword agent.
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

type Health = { ok: boolean; checkedAt: number; latency: number | null; error: string | null }

type ProviderState = {
  settings: ProviderSettings
  adapter: ProviderAdapter
  /** The last health check's verdict (a failed generation no longer writes here: it starts a cool-down). */
  health: Health | null
  /** Set by a failure, cleared by any success. */
  cooldown: Cooldown | null
  lastError: string | null
  /** Send times within the last rate window. */
  sent: number[]
  checking: Promise<void> | null
  /** When health, cool-down or error last changed here or were adopted from the board (the newer state wins). */
  changedAt: number
  /** The per-minute count all instances share, when there is one; past it the provider rests until `limitedUntil`. */
  limiter: RateLimiter | null
  limitedUntil: number
}

/** Statuses that mean "this request was wrong", not "this provider is down". */
const REQUEST_FAULT_STATUSES = new Set([400, 404, 422])

export class LlmRegistry {
  readonly timeoutMs: number
  private readonly states: Map<ProviderId, ProviderState>
  private readonly now: () => number
  private readonly log: (line: string) => void
  private readonly fallbackAgentEnabled: boolean
  private readonly budget: CallBudget | undefined
  private readonly board: ProviderBoard | undefined
  private readonly boardSyncMs: number
  private lastBoardSync = -Infinity

  constructor(options: RegistryOptions) {
    this.budget = options.budget
    this.board = options.board
    this.boardSyncMs = options.boardSyncMs ?? 2_000
    this.timeoutMs = options.timeoutMs
    this.now = options.now ?? Date.now
    this.log = options.log ?? ((line) => log('llm').warn(line))
    this.fallbackAgentEnabled = options.fallbackAgent
    const deps: AdapterDeps = { fetch: options.fetch ?? globalThis.fetch, pollIntervalMs: options.pollIntervalMs ?? 1000 }
    const create = options.createAdapter ?? createProviderAdapter
    this.states = new Map(
      options.settings.map((settings) => [
        settings.id,
        {
          settings,
          adapter: create(settings, deps),
          health: null,
          cooldown: null,
          lastError: null,
          sent: [],
          checking: null,
          changedAt: -Infinity,
          limiter: settings.rateLimit !== null && options.providerLimiter ? options.providerLimiter(settings.id, settings.rateLimit) : null,
          limitedUntil: -Infinity,
        },
      ]),
    )
  }

  /** The model call budget's use and refusals, for /admin/assistant; null when calls are not budgeted. */
  async budgetStatus(): Promise<CallBudgetStatus | null> {
    return (await this.budget?.status(this.now())) ?? null
  }

  settings(id: ProviderId): ProviderSettings {
    return this.state(id).settings
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

    await this.syncBoard(false)
    await this.detect(false, options.signal)
    const failures: LlmResponse['failures'] = []
    let firstError: LlmError | undefined
    const tried = new Set<ProviderId>()

    const chosen = options.provider ? this.state(options.provider) : this.chooseFor(resolved.model)
    if (!chosen) firstError = llmErrors.noProviderForModel(resolved.model)
    else if (!this.usable(chosen)) firstError = unusableError(chosen.settings, resolved.model)
    else {
      tried.add(chosen.settings.id)
      const outcome = await this.attempt(chosen, withModel(resolved, chosen.settings), options.signal, hooks)
      if ('response' in outcome) return { ...outcome.response, failures }
      firstError = outcome.error
      failures.push({ provider: chosen.settings.id, error: outcome.error.message })
      this.beforeNext(outcome.error, hooks)
    }

    if (options.fallback !== false) {
      for (const id of FALLBACK_CHAIN) {
        const state = this.states.get(id)
        if (!state || tried.has(id) || !this.usable(state)) continue
        tried.add(id)
        const outcome = await this.attempt(state, withModel(resolved, state.settings), options.signal, hooks)
        if ('response' in outcome) return { ...outcome.response, failures }
        failures.push({ provider: id, error: outcome.error.message })
        this.beforeNext(outcome.error, hooks)
      }
    }

    const probe = tried.size === 0 ? this.halfOpenProbe(resolved.model, options) : undefined
    if (probe) {
      const outcome = await this.attempt(probe, withModel(resolved, probe.settings), options.signal, hooks)
      if ('response' in outcome) return { ...outcome.response, failures }
      // What the provider really said beats "no available provider", should the caller see an error.
      firstError = outcome.error
      failures.push({ provider: probe.settings.id, error: outcome.error.message })
      this.beforeNext(outcome.error, hooks)
    }

    if (useFallbackAgent && this.fallbackAgentEnabled) return this.fallbackResponse(resolved, failures, hooks)
    throw firstError ?? llmErrors.noProviderForModel(resolved.model)
  }

  /** Every provider's status, the keyword agent last; by effective priority, highest first. */
  async statuses(options: { refresh?: boolean } = {}): Promise<ProviderStatus[]> {
    await this.syncBoard(true)
    await this.detect(options.refresh ?? false)
    const list: ProviderStatus[] = [...this.states.values()].map((state) => this.status(state))
    list.push({
      id: 'fallback',
      name: 'Fallback agent',
      type: 'fallback',
      configured: this.fallbackAgentEnabled,
      available: this.fallbackAgentEnabled,
      latency: null,
      error: this.fallbackAgentEnabled ? null : llmErrors.fallbackDisabled().message,
      priority: LLM_DEFAULTS.fallbackPriority,
      basePriority: LLM_DEFAULTS.fallbackPriority,
      requestsThisMinute: 0,
      rateLimit: null,
      models: [FALLBACK_MODEL],
      checkedAt: null,
      coolingUntil: null,
    })
    return list.sort((a, b) => b.priority - a.priority)
  }

  /** Every provider's status as this instance last knew it, checking none: the metrics read it at each scrape. */
  knownStatuses(): ProviderStatus[] {
    return [...this.states.values()].map((state) => this.status(state))
  }

  /** The admin page's Test button. Updates the cached availability. */
  async testProvider(id: string): Promise<ProviderTestResult> {
    if (id === 'fallback') return this.fallbackAgentEnabled ? { ok: true, latency: 0 } : { ok: false, error: 'Provider not available' }
    if (!isProviderId(id) || !this.states.has(id)) return { ok: false, error: 'Provider not found' }
    const state = this.state(id)
    if (!isConfigured(state.settings)) return { ok: false, error: 'Provider not available' }
    const health = await this.check(state)
    if (health.ok) return { ok: true, latency: health.latency ?? 0 }
    return { ok: false, error: health.error ?? 'Health check failed' }
  }

  // --- choosing -------------------------------------------------------------------------------------------------

  private state(id: ProviderId): ProviderState {
    const state = this.states.get(id)
    if (!state) throw llmErrors.providerNotFound(id)
    return state
  }

  private chooseFor(model: string): ProviderState | undefined {
    return [...this.states.values()]
      .filter((s) => s.settings.models.includes(model) && this.usable(s))
      .sort((a, b) => this.priority(b) - this.priority(a))[0]
  }

  /**
   * Configured, not cooling down, under its rate limit. A failed health check blocks only for its cool-down: then
   * detect() checks again before the next generation, without waiting for the cache period.
   */
  private usable(state: ProviderState): boolean {
    return isConfigured(state.settings) && !this.cooling(state) && !this.atLimit(state)
  }

  private cooling(state: ProviderState): boolean {
    return isCooling(state.cooldown, this.now())
  }

  /** "Reduced when unavailable": a failed health check or a cool-down after a failure. */
  private priority(state: ProviderState): number {
    let priority = state.settings.basePriority
    if (!isConfigured(state.settings)) priority -= LLM_DEFAULTS.notConfiguredPenalty
    if (state.health?.ok === false || this.cooling(state)) priority -= LLM_DEFAULTS.unhealthyPenalty
    return priority
  }

  /**
   * The provider to try anyway when this request found none usable (lib/llm/backoff.ts halfOpenPick): among those
   * the request may use — the one serving its model when the fallback chain is off — configured and under their
   * rate limit.
   */
  private halfOpenProbe(model: string, options: GenerateOptions): ProviderState | undefined {
    const allowed = (s: ProviderState) =>
      options.fallback !== false || (options.provider ? s.settings.id === options.provider : s.settings.models.includes(model))
    const candidates = [...this.states.values()]
      .filter((s) => isConfigured(s.settings) && allowed(s) && !this.atLimit(s))
      .map((s) => ({ item: s, cooldown: s.cooldown, priority: this.priority(s) }))
    return halfOpenPick(candidates, this.now())
  }

  private requestsThisMinute(state: ProviderState): number {
    const since = this.now() - LLM_DEFAULTS.rateWindowMs
    while (state.sent.length > 0 && state.sent[0]! <= since) state.sent.shift()
    return state.sent.length
  }

  private atLimit(state: ProviderState): boolean {
    const limit = state.settings.rateLimit
    return limit !== null && (this.requestsThisMinute(state) >= limit || this.now() < state.limitedUntil)
  }

  // --- calling --------------------------------------------------------------------------------------------------

  /**
   * A streamed answer whose provider failed: once the visitor has seen part of it, nobody else may finish it (the
   * error goes to the caller); before that, its text is forgotten and the next provider starts afresh.
   */
  private beforeNext(error: LlmError, hooks: StreamHooks | undefined): void {
    if (!hooks) return
    if (hooks.released()) throw error
    hooks.onRestart()
  }

  /** The adapter's call: streamed when the caller streams and the adapter can, else the whole reply (handed on whole). */
  private async call(adapter: ProviderAdapter, request: ResolvedLlmRequest, signal: AbortSignal, hooks: StreamHooks | undefined): Promise<AdapterResult> {
    if (!hooks) return adapter.generate(request, signal)
    if (canStream(adapter)) return adapter.stream(request, signal, hooks.onText)
    const result = await adapter.generate(request, signal)
    hooks.onText(result.content)
    return result
  }

  private async attempt(
    state: ProviderState,
    request: ResolvedLlmRequest,
    callerSignal: AbortSignal | undefined,
    hooks?: StreamHooks,
  ): Promise<{ response: Omit<LlmResponse, 'failures'> } | { error: LlmError }> {
    const { settings, adapter } = state
    // Spent budget: no call, and no mark against the provider (it did nothing wrong).
    const refused = await this.budget?.take(this.now())
    if (refused) {
      countLlmCall(settings.id, refused.code)
      return { error: refused }
    }
    // The provider's per-minute limit counted across instances: past it, rest it until the window ends.
    const limited = await state.limiter?.check('', this.now())
    if (limited && !limited.ok) {
      state.limitedUntil = this.now() + limited.retryAfterSeconds * 1000
      countLlmCall(settings.id, 'budget-spent')
      return { error: new LlmError('budget-spent', `${settings.name}'s limit of ${settings.rateLimit} requests a minute is reached`) }
    }
    // A whole reply must come within the timeout; a streamed one within the timeout of its last piece (idleTimeout).
    const timeout = hooks ? idleTimeout(this.timeoutMs) : { signal: AbortSignal.timeout(this.timeoutMs), touch: () => {}, stop: () => {} }
    const signal = callerSignal ? AbortSignal.any([timeout.signal, callerSignal]) : timeout.signal
    const watched = hooks && {
      ...hooks,
      onText: (delta: string) => {
        timeout.touch()
        hooks.onText(delta)
      },
    }
    state.sent.push(this.now())
    const started = performance.now()
    try {
      const result = await this.call(adapter, request, signal, watched).finally(timeout.stop)
      const processingTime = Math.round(performance.now() - started)
      const news = state.cooldown !== null || state.lastError !== null || state.health?.ok === false
      this.succeeded(state)
      countLlmCall(settings.id, 'ok')
      // An answer is the best health check there is: a provider whose check failed is plainly back.
      if (state.health?.ok === false) state.health = { ...state.health, ok: true, checkedAt: this.now(), error: null }
      // Only a change is published: a healthy provider answering costs the database nothing.
      if (news) await this.publish(state)
      return { response: this.respond(result, settings.id, processingTime) }
    } catch (err) {
      // The visitor went away: stop here instead of spending other providers' quota on nobody.
      if (callerSignal?.aborted && !timeout.signal.aborted) throw callerSignal.reason
      const error = withoutSecret(toLlmError(settings.name, err, timeout.signal.aborted, this.timeoutMs, Boolean(hooks)), settings)
      state.lastError = error.message
      countLlmCall(settings.id, error.code)
      const providerFault = !(error.status !== undefined && REQUEST_FAULT_STATUSES.has(error.status))
      if (providerFault) this.failed(state, error)
      await this.publish(state)
      this.log(`${settings.id} failed: ${error.message}${providerFault ? `; ${this.coolingNote(state)}` : ''}`)
      return { error }
    }
  }

  private respond(result: AdapterResult, provider: AnyProviderId, processingTime: number): Omit<LlmResponse, 'failures'> {
    return {
      ...result,
      provider,
      processingTime,
      confidence: replyConfidence({ content: result.content, finishReason: result.finishReason, processingTime }),
    }
  }

  private fallbackResponse(request: ResolvedLlmRequest, failures: LlmResponse['failures'], hooks?: StreamHooks): LlmResponse {
    const started = performance.now()
    const result = fallbackReply(request.messages)
    hooks?.onText(result.content)
    return { ...this.respond(result, 'fallback', Math.round(performance.now() - started)), failures }
  }

  // --- availability ---------------------------------------------------------------------------------------------

  private succeeded(state: ProviderState): void {
    state.cooldown = null
    state.lastError = null
  }

  private failed(state: ProviderState, error: { status?: number; retryAfter?: string }): void {
    state.cooldown = nextCooldown(state.cooldown, { now: this.now(), status: error.status, retryAfter: error.retryAfter })
  }

  private coolingNote(state: ProviderState): string {
    const seconds = state.cooldown ? Math.ceil((state.cooldown.until - this.now()) / 1000) : 0
    return `cooling down for ${seconds} s`
  }

  /**
   * Checks every configured provider whose verdict is missing, older than the cache period, or a failure whose
   * cool-down is over (or all, on refresh). One still cooling down is left alone: it is not called before its time.
   */
  private async detect(refresh: boolean, signal?: AbortSignal): Promise<void> {
    const stale = [...this.states.values()].filter((s) => isConfigured(s.settings) && (refresh || this.due(s)))
    const checks = Promise.all(stale.map((s) => this.check(s)))
    if (!signal) return void (await checks)
    await Promise.race([checks, new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))])
  }

  private due(state: ProviderState): boolean {
    const { health } = state
    if (this.cooling(state)) return false
    return !health || !health.ok || this.now() - health.checkedAt >= LLM_DEFAULTS.detectionCacheMs
  }

  /** One health check per provider at a time: concurrent callers share it. */
  private check(state: ProviderState): Promise<Health> {
    if (!state.checking) {
      state.checking = this.runCheck(state).finally(() => {
        state.checking = null
      })
    }
    return state.checking.then(() => state.health!)
  }

  private async runCheck(state: ProviderState): Promise<void> {
    const timeoutMs = Math.min(this.timeoutMs, LLM_DEFAULTS.healthTimeoutMs)
    const signal = AbortSignal.timeout(timeoutMs)
    const started = performance.now()
    try {
      await state.adapter.health(signal)
      state.health = { ok: true, checkedAt: this.now(), latency: Math.round(performance.now() - started), error: null }
      this.succeeded(state)
      await this.publish(state)
    } catch (err) {
      const failure = err instanceof LlmError ? err : undefined
      const error = failure?.status !== undefined ? `HTTP ${failure.status}` : 'Health check failed'
      state.health = { ok: false, checkedAt: this.now(), latency: null, error }
      state.lastError = error
      this.failed(state, { status: failure?.status, retryAfter: failure?.retryAfter })
      await this.publish(state)
    }
  }

  // --- sharing with other instances -----------------------------------------------------------------------------

  /** Tells the other instances what this one learnt about a provider; a board that does not answer costs only a log line. */
  private async publish(state: ProviderState): Promise<void> {
    state.changedAt = this.now()
    if (!this.board) return
    const { health, cooldown, lastError, changedAt: at } = state
    await this.board.publish(state.settings.id, { health, cooldown, lastError, at }).catch((err: unknown) => {
      this.log(`could not share ${state.settings.id}'s state: ${errorMessage(err)}`)
    })
  }

  /** Adopts what other instances published, when newer than this one's view; at most every boardSyncMs unless forced. */
  private async syncBoard(force: boolean): Promise<void> {
    if (!this.board || (!force && this.now() - this.lastBoardSync < this.boardSyncMs)) return
    this.lastBoardSync = this.now()
    try {
      const shared = await this.board.load()
      for (const state of this.states.values()) {
        const s = shared.get(state.settings.id)
        if (!s || s.at <= state.changedAt) continue
        Object.assign(state, { health: s.health, cooldown: s.cooldown, lastError: s.lastError, changedAt: s.at })
      }
    } catch (err) {
      this.log(`could not read the providers' shared state: ${errorMessage(err)}`)
    }
  }

  private status(state: ProviderState): ProviderStatus {
    const { settings, health } = state
    const configured = isConfigured(settings)
    const cooldown = isCooling(state.cooldown, this.now()) ? state.cooldown : null
    return {
      id: settings.id,
      name: settings.name,
      type: settings.type,
      configured,
      available: configured && health?.ok === true && cooldown === null,
      latency: health?.latency ?? null,
      error: configured ? (state.lastError ?? health?.error ?? null) : null,
      priority: this.priority(state),
      basePriority: settings.basePriority,
      requestsThisMinute: this.requestsThisMinute(state),
      rateLimit: settings.rateLimit,
      models: settings.models,
      checkedAt: health?.checkedAt ?? null,
      coolingUntil: cooldown?.until ?? null,
    }
  }
}

/** Defaults applied, system messages kept, and only the last messages of the conversation sent. */
export function resolveRequest(request: LlmRequest): ResolvedLlmRequest {
  const system = request.messages.filter((m) => m.role === 'system')
  const conversation = request.messages.filter((m) => m.role !== 'system').slice(-LLM_DEFAULTS.historyMessages)
  return {
    model: request.model ?? LLM_DEFAULTS.model,
    messages: [...system, ...conversation],
    temperature: request.temperature ?? LLM_DEFAULTS.temperature,
    maxTokens: request.maxTokens ?? LLM_DEFAULTS.maxTokens,
    topP: request.topP ?? LLM_DEFAULTS.topP,
  }
}

/** A provider gets the requested model when it serves it, otherwise its own default model. */
function withModel(request: ResolvedLlmRequest, settings: ProviderSettings): ResolvedLlmRequest {
  if (settings.models.includes(request.model)) return request
  return { ...request, model: settings.models[0] ?? request.model }
}

/** Why an explicitly asked-for provider cannot be used: a missing key is named, anything else is "not available". */
function unusableError(settings: ProviderSettings, model: string): LlmError {
  if (settings.type === 'cloud' && !settings.apiKey) return llmErrors.apiKeyNotConfigured(settings.name)
  return llmErrors.noProviderForModel(model)
}

/**
 * The timeout of a streamed answer: it runs from the request to the first piece of text and then from each piece to
 * the next, so a long answer written steadily is never cut while a provider that falls silent still is.
 */
function idleTimeout(ms: number): { signal: AbortSignal; touch: () => void; stop: () => void } {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const touch = () => {
    clearTimeout(timer)
    timer = setTimeout(() => controller.abort(new DOMException(`No text for ${ms} ms`, 'TimeoutError')), ms)
  }
  touch()
  return { signal: controller.signal, touch, stop: () => clearTimeout(timer) }
}

function toLlmError(name: string, err: unknown, timedOut: boolean, timeoutMs: number, streamed = false): LlmError {
  if (err instanceof LlmError) return err
  if (timedOut && streamed) return llmErrors.generateFailed(`${name} sent nothing for ${timeoutMs} ms`)
  if (timedOut) return llmErrors.generateFailed(`${name} did not answer within ${timeoutMs} ms`)
  // Network errors name the host and port; the message says only which provider could not be reached and why.
  const code = errorCode(err)
  return llmErrors.generateFailed(`${name} could not be reached${code ? ` (${code})` : ''}`)
}

/** A provider that echoes the key it was sent in its error message must not put it into our logs or the admin page. */
export function withoutSecret(error: LlmError, settings: ProviderSettings): LlmError {
  const secrets = [settings.apiKey, settings.baseUrl].filter((s): s is string => Boolean(s && s.length >= 8))
  if (!secrets.some((secret) => error.message.includes(secret))) return error
  const message = secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), error.message)
  return new LlmError(error.code, message, error.status, error.retryAfter)
}

function errorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

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
