import { describe, expect, it } from 'vitest'
import type { Db } from '@/lib/db/client'
import { createCallBudget } from '@/lib/llm/call-budget'
import { describeTwoInstances } from '@/tests/support/db'
import { createSharedRateLimiter, createSharedWindowBudget } from './shared-limits'

const T0 = Date.UTC(2026, 10, 25, 12, 0, 30)

describeTwoInstances('limits shared by two instances', ({ a, b }) => {
  it('a form rate limit holds across both: the (limit+1)th submission is refused, wherever it lands', async () => {
    const limit = 4
    const formsOn = (db: () => { db: Db }) => createSharedRateLimiter({ name: 'forms', limit, windowMs: 60_000, db: async () => db().db })
    const [onA, onB] = [formsOn(a), formsOn(b)]
    const results = await Promise.all(Array.from({ length: limit }, (_, i) => (i % 2 ? onA : onB).check('198.51.100.7', T0)))
    expect(results.every((r) => r.ok)).toBe(true)
    expect(await onA.check('198.51.100.7', T0 + 1_000)).toEqual({ ok: false, retryAfterSeconds: 29 })
    expect((await onB.check('198.51.100.7', T0 + 1_000)).ok).toBe(false)
    // Another client, and the next minute, are not affected.
    expect((await onB.check('198.51.100.8', T0 + 1_000)).ok).toBe(true)
    expect((await onA.check('198.51.100.7', T0 + 30_000)).ok).toBe(true)
  })

  it('the global model-call budget holds across both, and both see the refusal', async () => {
    const limits = { perMinute: 3, perDay: 100 }
    const budgetOn = (db: () => { db: Db }) => createCallBudget(limits, createSharedWindowBudget({ ...limits, name: 'llm-calls', db: async () => db().db }))
    const [onA, onB] = [budgetOn(a), budgetOn(b)]
    const taken = await Promise.all([onA.take(T0), onB.take(T0), onA.take(T0)])
    expect(taken).toEqual([null, null, null])
    expect((await onB.take(T0 + 1_000))?.message).toBe('The model call budget for this minute (3) is spent')
    expect(await onA.status(T0 + 2_000)).toMatchObject({ usedThisMinute: 3, usedToday: 3, refusedToday: 1, spent: 'minute' })
    expect(await onA.take(T0 + 60_000)).toBeNull()
  })
})

describe('a shared limit whose database does not answer', () => {
  it('counts in this process meanwhile instead of failing the request', async () => {
    const limiter = createSharedRateLimiter({ name: 'forms', limit: 1, windowMs: 60_000, db: () => Promise.reject(new Error('connection refused')) })
    expect((await limiter.check('203.0.113.1', T0)).ok).toBe(true)
    expect((await limiter.check('203.0.113.1', T0)).ok).toBe(false)
  })
})
