import { createRateLimiter, type RateLimiter } from '@/lib/http/rate-limit'

const KEY = Symbol.for('venture-studio.analytics-limiter')

/** 120 batches a minute per client: far above a real visitor (one batch every few seconds), far below a flood. */
export function analyticsRateLimiter(): RateLimiter {
  const holder = globalThis as { [KEY]?: RateLimiter }
  holder[KEY] ??= createRateLimiter({ limit: 120, windowMs: 60_000 })
  return holder[KEY]
}
