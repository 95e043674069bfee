import { env } from '@/lib/env'
import { createRateLimiter, type RateLimiter } from '@/lib/http/rate-limit'
import { createWriteBudget, type WriteBudget } from './write-budget'

const KEY = Symbol.for('venture-studio.analytics-limiter')

/** 120 batches a minute per client: far above a real visitor (one batch every few seconds), far below a flood. */
export function analyticsRateLimiter(): RateLimiter {
  const holder = globalThis as { [KEY]?: RateLimiter }
  holder[KEY] ??= createRateLimiter({ limit: 120, windowMs: 60_000 })
  return holder[KEY]
}

const BUDGET_KEY = Symbol.for('venture-studio.analytics-write-budget')

/** The global budget of events stored (lib/analytics/write-budget.ts), sized by env. */
export function analyticsWriteBudget(): WriteBudget {
  const holder = globalThis as { [BUDGET_KEY]?: WriteBudget }
  const { ANALYTICS_EVENTS_PER_MINUTE, ANALYTICS_EVENTS_PER_DAY } = env()
  holder[BUDGET_KEY] ??= createWriteBudget({ perMinute: ANALYTICS_EVENTS_PER_MINUTE, perDay: ANALYTICS_EVENTS_PER_DAY })
  return holder[BUDGET_KEY]
}
