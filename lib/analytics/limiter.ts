import { env } from '@/lib/env'
import type { RateLimiter } from '@/lib/http/rate-limit'
import { rateLimiter, windowBudget } from '@/lib/http/shared-limits'
import type { WindowBudget } from '@/lib/http/window-budget'
import { processSingleton } from '@/lib/process-singleton'

/** 120 batches a minute per client: far above a real visitor (one batch every few seconds), far below a flood. */
export function analyticsRateLimiter(): RateLimiter {
  return processSingleton('venture-studio.analytics-limiter', () => rateLimiter({ name: 'analytics', limit: 120, windowMs: 60_000 }))
}

/** The global budget of events stored (lib/http/window-budget.ts), sized by env. */
export function analyticsWriteBudget(): WindowBudget {
  return processSingleton('venture-studio.analytics-write-budget', () => {
    const { ANALYTICS_EVENTS_PER_MINUTE, ANALYTICS_EVENTS_PER_DAY } = env()
    return windowBudget({ name: 'analytics-events', perMinute: ANALYTICS_EVENTS_PER_MINUTE, perDay: ANALYTICS_EVENTS_PER_DAY })
  })
}
