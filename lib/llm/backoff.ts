import { LLM_DEFAULTS } from './settings'

/**
 * When a provider that failed may be tried again. Pure: the registry passes its clock's `now`, so
 * the rules are tested without waiting. A provider in cool-down is skipped; the registry still probes one when every
 * provider is cooling (half-open), so the assistant finds a recovered model at the next message instead of answering
 * from canned text.
 */

export type Cooldown = {
  /** Failures in a row (generations and health checks) since the last success. */
  failures: number
  /** Until when the provider is skipped (ms since epoch, on the registry's clock). */
  until: number
  /** The time the provider itself named in Retry-After (capped), or null: before it, not even a probe is sent. */
  retryAt: number | null
}

export type BackoffRule = { baseMs: number; maxMs: number; retryAfterMaxMs: number }

export const BACKOFF: BackoffRule = {
  baseMs: LLM_DEFAULTS.backoffBaseMs,
  maxMs: LLM_DEFAULTS.backoffMaxMs,
  retryAfterMaxMs: LLM_DEFAULTS.retryAfterMaxMs,
}

/** Statuses whose Retry-After means "come back then": rate limited, or down for maintenance. */
export const RETRY_AFTER_STATUSES: ReadonlySet<number> = new Set([429, 503])

/** The rest after `failures` failures in a row: base, doubling with each further one, capped. */
export function backoffStep(failures: number, rule: BackoffRule = BACKOFF): number {
  const doublings = Math.min(Math.max(0, failures - 1), 30) // 2^30 × 15 s is far past any cap; no Infinity
  return Math.min(rule.maxMs, rule.baseMs * 2 ** doublings)
}

// RFC 9110 §5.6.7: senders must write IMF-fixdate ('Sun, 06 Nov 1994 08:49:37 GMT'). Anything looser is refused
// rather than handed to Date.parse, which reads '1.5' as a date in 2001.
const IMF_FIXDATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/

/** Retry-After as milliseconds from `now`: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: number): number | null {
  const value = header?.trim()
  if (!value) return null
  if (/^\d+$/.test(value)) return Number(value) * 1000
  if (!IMF_FIXDATE.test(value)) return null
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}

export type Failure = { now: number; status?: number; retryAfter?: string }

/**
 * The cool-down after one more failure. A 429/503 with Retry-After rests until then (at most retryAfterMaxMs), but
 * never less than the back-off step: a provider that keeps failing must not be called every second because it asks
 * for one second each time.
 */
export function nextCooldown(previous: Cooldown | null, failure: Failure, rule: BackoffRule = BACKOFF): Cooldown {
  const failures = (previous?.failures ?? 0) + 1
  const step = backoffStep(failures, rule)
  const honoured = failure.status !== undefined && RETRY_AFTER_STATUSES.has(failure.status)
  const asked = honoured ? retryAfterMs(failure.retryAfter, failure.now) : null
  const retryAt = asked === null ? null : failure.now + Math.min(asked, rule.retryAfterMaxMs)
  return { failures, until: Math.max(failure.now + step, retryAt ?? 0), retryAt }
}

export function isCooling(cooldown: Cooldown | null, now: number): cooldown is Cooldown {
  return cooldown !== null && now < cooldown.until
}

export type ProbeCandidate<T> = { item: T; cooldown: Cooldown | null; priority: number }

/**
 * Half-open: the one cooling provider to try when no provider is usable, or undefined. Chosen by the earliest end
 * of cool-down, then by priority — not by priority alone: the provider that has failed least recently or least
 * often is the likeliest to be back, and since a failed probe doubles its cool-down, the next request probes
 * another provider, so an outage is probed across providers instead of hammering the favourite on every message.
 * A provider still inside the time its Retry-After named is never probed: calling earlier only earns another 429.
 */
export function halfOpenPick<T>(candidates: readonly ProbeCandidate<T>[], now: number): T | undefined {
  return candidates
    .filter((c): c is ProbeCandidate<T> & { cooldown: Cooldown } => isCooling(c.cooldown, now) && (c.cooldown.retryAt ?? 0) <= now)
    .sort((a, b) => a.cooldown.until - b.cooldown.until || b.priority - a.priority)[0]?.item
}
