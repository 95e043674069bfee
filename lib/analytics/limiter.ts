import { env } from '@/lib/env'
import type { RateLimiter } from '@/lib/http/rate-limit'
import { rateLimiter, windowBudget } from '@/lib/http/shared-limits'
import type { WindowBudget } from '@/lib/http/window-budget'

const KEY = Symbol.for('venture-studio.analytics-limiter')

/** 120 batches a minute per client: far above a real visitor (one batch every few seconds), far below a flood. */
export function analyticsRateLimiter(): RateLimiter {
  const holder = globalThis as { [KEY]?: RateLimiter }
  holder[KEY] ??= rateLimiter({ name: 'analytics', limit: 120, windowMs: 60_000 })
  return holder[KEY]
}

const BUDGET_KEY = Symbol.for('venture-studio.analytics-write-budget')

/** The global budget of events stored (lib/http/window-budget.ts), sized by env. */
export function analyticsWriteBudget(): WindowBudget {
  const holder = globalThis as { [BUDGET_KEY]?: WindowBudget }
  const { ANALYTICS_EVENTS_PER_MINUTE, ANALYTICS_EVENTS_PER_DAY } = env()
  holder[BUDGET_KEY] ??= windowBudget({ name: 'analytics-events', perMinute: ANALYTICS_EVENTS_PER_MINUTE, perDay: ANALYTICS_EVENTS_PER_DAY })
  return holder[BUDGET_KEY]
}
