import { expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { addToCounters, deleteExpiredCounters, readCounters } from './limit-counters'

const W = { key: 'k', windowMs: 60_000 }

describeEachDb('limit counters', ({ handle }) => {
  it('adds within a cap and leaves a counter as it was when a hit would pass it', async () => {
    const { db } = handle()
    const hit = (amount: number) => ({ ...W, name: 'capped', windowStart: 0, amount, cap: 5 })
    expect(await addToCounters(db, [hit(3)])).toEqual([3])
    expect(await addToCounters(db, [hit(3)])).toEqual([null])
    expect(await addToCounters(db, [hit(2)])).toEqual([5])
    expect((await readCounters(db, [{ name: 'capped', key: 'k', windowStart: 0 }]))[0]?.count).toBe(5)
  })

  it('prunes windows that have ended and keeps the running one', async () => {
    const { db } = handle()
    await addToCounters(db, [
      { ...W, name: 'old', windowStart: 0, amount: 1, cap: null },
      { ...W, name: 'now', windowStart: 120_000, amount: 1, cap: null },
    ])
    await deleteExpiredCounters(db, 150_000)
    const [old, now] = await readCounters(db, [
      { name: 'old', key: 'k', windowStart: 0 },
      { name: 'now', key: 'k', windowStart: 120_000 },
    ])
    expect(old?.count).toBe(0)
    expect(now?.count).toBe(1)
  })
})
