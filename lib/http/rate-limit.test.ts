import { describe, expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { createRateLimiter, type RateLimiter } from './rate-limit'
import { createSharedRateLimiter } from './shared-limits'

type Make = (options: { limit: number; windowMs: number }) => RateLimiter

// The same behaviours hold in memory (one process) and in the database (every instance on one PostgreSQL).
function behaviours(make: Make) {
  it('counts every address of one IPv6 /64 as one client, so rotating addresses gains nothing', async () => {
    const limiter = make({ limit: 2, windowMs: 60_000 })
    expect((await limiter.check('2001:db8:1:2::a', 0)).ok).toBe(true)
    expect((await limiter.check('2001:db8:1:2:ffff::b', 1)).ok).toBe(true)
    expect(await limiter.check('2001:db8:1:2:1234:5678:9abc:def0', 2)).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect((await limiter.check('2001:db8:1:3::a', 3)).ok).toBe(true)
  })

  it('keeps IPv4 clients apart and starts over after the window', async () => {
    const limiter = make({ limit: 1, windowMs: 60_000 })
    expect((await limiter.check('203.0.113.7', 0)).ok).toBe(true)
    expect((await limiter.check('203.0.113.8', 0)).ok).toBe(true)
    expect((await limiter.check('203.0.113.7', 1)).ok).toBe(false)
    expect((await limiter.check('203.0.113.7', 60_000)).ok).toBe(true)
  })

  it('is off at a limit of 0', async () => {
    const limiter = make({ limit: 0, windowMs: 60_000 })
    for (let i = 0; i < 5; i++) expect((await limiter.check('203.0.113.9', 0)).ok).toBe(true)
  })
}

describe('per-client rate limiter [memory]', () => behaviours((o) => createRateLimiter(o)))

let n = 0
describeEachDb('per-client rate limiter, shared in the database', ({ handle }) =>
  behaviours((o) => createSharedRateLimiter({ ...o, name: `test-${++n}`, db: async () => handle().db })),
)
