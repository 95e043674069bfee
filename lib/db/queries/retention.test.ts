import { expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { analyticsEvents, formSubmissions } from '../schema'
import { countBefore, countOlderThan, cutoffFor, deleteBefore, deleteOlderThan } from './retention'

const NOW = new Date('2026-11-22T12:00:00Z')
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000)

describeEachDb('retention', ({ handle }) => {
  it('counts, then deletes only what is older than the cut-off (90 days by default)', async () => {
    const { db } = handle()
    await db.insert(formSubmissions).values([
      { formType: 'contact', data: { n: 'old' }, createdAt: daysAgo(120) },
      { formType: 'apply', data: { n: 'edge' }, createdAt: daysAgo(89) },
      { formType: 'newsletter', data: { n: 'new' }, createdAt: daysAgo(1) },
    ])
    await db.insert(analyticsEvents).values([
      { eventType: 'page_view', createdAt: daysAgo(91) },
      { eventType: 'click', createdAt: daysAgo(10) },
    ])
    expect(await countOlderThan(db, undefined, NOW)).toMatchObject({ submissions: 1, analyticsEvents: 1 })
    expect(await deleteOlderThan(db, undefined, NOW)).toMatchObject({ submissions: 1, analyticsEvents: 1 })
    const left = await db.select().from(formSubmissions)
    expect(left.map((r) => r.data.n).sort()).toEqual(['edge', 'new'])
    expect(await deleteOlderThan(db, 30, NOW)).toMatchObject({ submissions: 1, analyticsEvents: 0 })
  })

  it('counts and deletes by an explicit cut-off, keeping a row created exactly at it', async () => {
    const { db } = handle()
    const cutoff = daysAgo(200)
    await db.insert(formSubmissions).values([
      { formType: 'contact', data: { n: 'before' }, createdAt: new Date(cutoff.getTime() - 1) },
      { formType: 'contact', data: { n: 'at' }, createdAt: cutoff },
    ])
    await db.insert(analyticsEvents).values([{ eventType: 'click', createdAt: daysAgo(300) }])
    expect(await countBefore(db, cutoff)).toEqual({ submissions: 1, analyticsEvents: 1, cutoff })
    expect(await deleteBefore(db, cutoff)).toEqual({ submissions: 1, analyticsEvents: 1, mailJobIds: [], cutoff })
    expect(await countBefore(db, new Date(cutoff.getTime() + 1))).toMatchObject({ submissions: 1, analyticsEvents: 0 })
  })

  it('refuses a nonsensical number of days', () => {
    expect(() => cutoffFor(0)).toThrow('Retention must be a whole number of days, at least 1.')
    expect(() => cutoffFor(1.5)).toThrow()
  })
})
