import { expect, it } from 'vitest'
import { claimLoginAttempt, countLoginFailure, loginBlockStatus, cleanExpiredLoginAttempts, LOGIN_LIMITS, rateLimitMessage, resetLoginFailures } from '@/lib/auth/rate-limit'
import { describeEachDb, describeTwoInstances } from '@/tests/support/db'
import { getAttempt } from './login-attempts'

const T0 = new Date('2026-05-01T10:00:00Z')
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000)

describeEachDb('login rate limit', ({ handle }) => {
  it('blocks a client for an hour at the 5th failure within 15 minutes', async () => {
    const { db } = handle()
    for (let i = 1; i <= 4; i++) {
      const r = await countLoginFailure(db, 'ip-a', at(i))
      expect(r.failures).toBe(i)
      expect(r.status.blocked).toBe(false)
    }
    const fifth = await countLoginFailure(db, 'ip-a', at(5))
    expect(fifth.status).toMatchObject({ blocked: true, minutesLeft: 60 })
    expect(await loginBlockStatus(db, 'ip-a', at(6))).toMatchObject({ blocked: true, minutesLeft: 59 })
    expect(await loginBlockStatus(db, 'ip-a', at(64.5))).toMatchObject({ blocked: true, minutesLeft: 1 })
    expect(await loginBlockStatus(db, 'ip-a', at(65))).toEqual({ blocked: false })
    expect(await loginBlockStatus(db, 'ip-b', at(6))).toEqual({ blocked: false })
  })

  it('rounds the minutes left up, in the lockout text', () => {
    expect(rateLimitMessage(60)).toBe('Rate limit exceeded. Try again in 60 minutes.')
  })

  it('starts the count over once the 15-minute window has passed', async () => {
    const { db } = handle()
    for (let i = 0; i < 4; i++) await countLoginFailure(db, 'ip-w', at(i))
    const afterWindow = await countLoginFailure(db, 'ip-w', at(16))
    expect(afterWindow.failures).toBe(1)
    expect(afterWindow.status.blocked).toBe(false)
  })

  it('keeps a running block: more failures do not extend it, a success does not lift it', async () => {
    const { db } = handle()
    for (let i = 0; i < 5; i++) await countLoginFailure(db, 'ip-s', at(0))
    const again = await countLoginFailure(db, 'ip-s', at(30))
    expect(again.status).toMatchObject({ blocked: true, minutesLeft: 30 })
    await resetLoginFailures(db, 'ip-s', at(31))
    expect((await loginBlockStatus(db, 'ip-s', at(31))).blocked).toBe(true)
  })

  it('a success clears the failures of an unblocked client', async () => {
    const { db } = handle()
    await countLoginFailure(db, 'ip-ok', at(0))
    await resetLoginFailures(db, 'ip-ok', at(1))
    expect(await getAttempt(db, 'ip-ok')).toBeNull()
  })

  it('counts concurrent failures exactly (one atomic upsert each)', async () => {
    const { db } = handle()
    const results = await Promise.all(Array.from({ length: 8 }, () => countLoginFailure(db, 'ip-c', at(0))))
    expect(results.map((r) => r.failures).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect((await getAttempt(db, 'ip-c'))?.failures).toBe(8)
  })

  it('cleans rows whose window and block have both passed', async () => {
    const { db } = handle()
    await countLoginFailure(db, 'ip-old', at(0))
    for (let i = 0; i < 5; i++) await countLoginFailure(db, 'ip-blocked', at(0))
    await cleanExpiredLoginAttempts(db, at(20))
    expect(await getAttempt(db, 'ip-old')).toBeNull()
    expect(await getAttempt(db, 'ip-blocked')).not.toBeNull()
    await cleanExpiredLoginAttempts(db, at(61))
    expect(await getAttempt(db, 'ip-blocked')).toBeNull()
    expect(LOGIN_LIMITS).toEqual({ maxFailures: 5, windowMs: 900_000, blockMs: 3_600_000 })
  })
})

describeTwoInstances('login rate limit shared by two instances', ({ a, b }) => {
  it('failures spread over both handles add up to one block, seen by both', async () => {
    await Promise.all([
      countLoginFailure(a().db, 'ip-x', at(0)),
      countLoginFailure(b().db, 'ip-x', at(0)),
      countLoginFailure(a().db, 'ip-x', at(0)),
      countLoginFailure(b().db, 'ip-x', at(0)),
    ])
    expect((await loginBlockStatus(a().db, 'ip-x', at(1))).blocked).toBe(false)
    const fifth = await countLoginFailure(b().db, 'ip-x', at(1))
    expect(fifth.failures).toBe(5)
    expect((await loginBlockStatus(a().db, 'ip-x', at(2))).blocked).toBe(true)
  })

  it('parallel attempts claimed through both handles are numbered 1..n: only the first 5 may be evaluated', async () => {
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => claimLoginAttempt(i % 2 ? a().db : b().db, 'ip-p', at(0))))
    expect(claims.map((c) => c.attempt).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(claims.filter((c) => !c.status.blocked).map((c) => c.attempt).sort()).toEqual([1, 2, 3, 4, 5])
    expect((await loginBlockStatus(a().db, 'ip-p', at(1))).blocked).toBe(true)
  })
})
