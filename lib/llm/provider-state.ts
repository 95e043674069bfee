import type { RateLimiter } from '@/lib/http/rate-limit'
import { type Cooldown, isCooling, nextCooldown } from './backoff'
import { isProviderFault } from './error-mapping'
import { LlmError, llmErrors } from './errors'
import { adoptViews, publishView, type ProviderBoard, type SharedHealth } from './shared-health'
import { LLM_DEFAULTS, isConfigured } from './settings'
import type { ProviderAdapter, ProviderId, ProviderSettings, ProviderStatus } from './types'

/**
 * What the registry knows about each provider: its last health check, its cool-down after failures, its requests
 * against the per-minute limit, and what other instances on one PostgreSQL told it about the provider. The registry
 * asks this which providers may be used and tells it how each call ended; nothing here calls a model.
 */

export type ProviderState = {
  settings: ProviderSettings
  adapter: ProviderAdapter
  /** The last health check's verdict (a failed generation no longer writes here: it starts a cool-down). */
  health: SharedHealth | null
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

export type ProviderStatesOptions = {
  settings: ProviderSettings[]
  adapterFor: (settings: ProviderSettings) => ProviderAdapter
  /** Counts a provider's per-minute requests across instances (on top of this process's own count). */
  limiterFor?: (id: ProviderId, limit: number) => RateLimiter
  now: () => number
  log: (line: string) => void
  /** A health check gets the shorter of this and LLM_DEFAULTS.healthTimeoutMs. */
  timeoutMs: number
  board?: ProviderBoard
  boardSyncMs: number
}

export class ProviderStates {
  private readonly states: Map<ProviderId, ProviderState>
  private readonly now: () => number
  private lastBoardSync = -Infinity

  constructor(private readonly options: ProviderStatesOptions) {
    this.now = options.now
    const { limiterFor } = options
    this.states = new Map(
      options.settings.map((settings) => {
        const limiter = settings.rateLimit !== null && limiterFor ? limiterFor(settings.id, settings.rateLimit) : null
        const fresh = { health: null, cooldown: null, lastError: null, sent: [], checking: null, changedAt: -Infinity, limitedUntil: -Infinity }
        return [settings.id, { settings, adapter: options.adapterFor(settings), limiter, ...fresh }]
      }),
    )
  }

  /** The provider's state; 'Provider not found: {id}' for one this registry does not hold. */
  get(id: ProviderId): ProviderState {
    const state = this.states.get(id)
    if (!state) throw llmErrors.providerNotFound(id)
    return state
  }

  find(id: ProviderId): ProviderState | undefined {
    return this.states.get(id)
  }

  list(): ProviderState[] {
    return [...this.states.values()]
  }

  // --- which providers may be used ------------------------------------------------------------------------------

  /**
   * Configured, not cooling down, under its rate limit. A failed health check blocks only for its cool-down: then
   * detect() checks again before the next generation, without waiting for the cache period.
   */
  usable(state: ProviderState): boolean {
    return isConfigured(state.settings) && !this.cooling(state) && !this.atLimit(state)
  }

  private cooling(state: ProviderState): boolean {
    return isCooling(state.cooldown, this.now())
  }

  /** "Reduced when unavailable": a failed health check or a cool-down after a failure. */
  priority(state: ProviderState): number {
    let priority = state.settings.basePriority
    if (!isConfigured(state.settings)) priority -= LLM_DEFAULTS.notConfiguredPenalty
    if (state.health?.ok === false || this.cooling(state)) priority -= LLM_DEFAULTS.unhealthyPenalty
    return priority
  }

  private requestsThisMinute(state: ProviderState): number {
    const since = this.now() - LLM_DEFAULTS.rateWindowMs
    while (state.sent.length > 0 && state.sent[0]! <= since) state.sent.shift()
    return state.sent.length
  }

  atLimit(state: ProviderState): boolean {
    const limit = state.settings.rateLimit
    return limit !== null && (this.requestsThisMinute(state) >= limit || this.now() < state.limitedUntil)
  }

  // --- how calls end --------------------------------------------------------------------------------------------

  /** Counts one request against the provider's limit; past the count all instances share, it rests until the window ends. */
  async take(state: ProviderState): Promise<LlmError | null> {
    const { settings } = state
    const limited = await state.limiter?.check('', this.now())
    if (limited && !limited.ok) {
      state.limitedUntil = this.now() + limited.retryAfterSeconds * 1000
      return new LlmError('budget-spent', `${settings.name}'s limit of ${settings.rateLimit} requests a minute is reached`)
    }
    state.sent.push(this.now())
    return null
  }

  async answered(state: ProviderState): Promise<void> {
    const news = state.cooldown !== null || state.lastError !== null || state.health?.ok === false
    this.succeeded(state)
    // An answer is the best health check there is: a provider whose check failed is plainly back.
    if (state.health?.ok === false) state.health = { ...state.health, ok: true, checkedAt: this.now(), error: null }
    // Only a change is published: a healthy provider answering costs the database nothing.
    if (news) await this.publish(state)
  }

  /** A failed call: the provider cools down unless the request itself was at fault; the line says so either way. */
  async failedCall(state: ProviderState, error: LlmError): Promise<void> {
    state.lastError = error.message
    const providerFault = isProviderFault(error)
    if (providerFault) this.failed(state, error)
    await this.publish(state)
    this.options.log(`${state.settings.id} failed: ${error.message}${providerFault ? `; ${this.coolingNote(state)}` : ''}`)
  }

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

  // --- health checks --------------------------------------------------------------------------------------------

  /**
   * Checks every configured provider whose verdict is missing, older than the cache period, or a failure whose
   * cool-down is over (or all, on refresh). One still cooling down is left alone: it is not called before its time.
   */
  async detect(refresh: boolean, signal?: AbortSignal): Promise<void> {
    const stale = this.list().filter((s) => isConfigured(s.settings) && (refresh || this.due(s)))
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
  check(state: ProviderState): Promise<SharedHealth> {
    if (!state.checking) {
      state.checking = this.runCheck(state).finally(() => {
        state.checking = null
      })
    }
    return state.checking.then(() => state.health!)
  }

  private async runCheck(state: ProviderState): Promise<void> {
    const timeoutMs = Math.min(this.options.timeoutMs, LLM_DEFAULTS.healthTimeoutMs)
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

  /** Records a change of the provider's state and tells the other instances, when they share a board. */
  private async publish(state: ProviderState): Promise<void> {
    state.changedAt = this.now()
    if (this.options.board) await publishView(this.options.board, state, this.options.log)
  }

  /** Adopts what other instances published, at most every boardSyncMs unless forced. */
  async syncBoard(force: boolean): Promise<void> {
    const { board, boardSyncMs, log } = this.options
    if (!board || (!force && this.now() - this.lastBoardSync < boardSyncMs)) return
    this.lastBoardSync = this.now()
    await adoptViews(board, this.states.values(), log)
  }

  status(state: ProviderState): ProviderStatus {
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
