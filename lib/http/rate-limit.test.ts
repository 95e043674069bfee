import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit'

describe('per-client rate limiter', () => {
  it('counts every address of one IPv6 /64 as one client, so rotating addresses gains nothing', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 })
    expect(limiter.check('2001:db8:1:2::a', 0).ok).toBe(true)
    expect(limiter.check('2001:db8:1:2:ffff::b', 1).ok).toBe(true)
    expect(limiter.check('2001:db8:1:2:1234:5678:9abc:def0', 2)).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect(limiter.check('2001:db8:1:3::a', 3).ok).toBe(true)
  })

  it('keeps IPv4 clients apart and starts over after the window', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 })
    expect(limiter.check('203.0.113.7', 0).ok).toBe(true)
    expect(limiter.check('203.0.113.8', 0).ok).toBe(true)
    expect(limiter.check('203.0.113.7', 1).ok).toBe(false)
    expect(limiter.check('203.0.113.7', 60_000).ok).toBe(true)
  })
})
