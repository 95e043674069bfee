import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { Db } from '@/lib/db/client'
import { describeEachDb } from '@/tests/support/db'
import { applicationPipeline, formSubmissions, pipelineCountDeltas, submissionCountDeltas } from '../schema'
import { foldDeltas } from './count-deltas'
import { pipelineCounts } from './pipeline'
import { countByType } from './submissions-admin'

/** The counts as a full count of the rows finds them, per form type. */
async function countedRows(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ type: formSubmissions.formType, n: sql<number>`count(*)::int` }).from(formSubmissions).groupBy(formSubmissions.formType)
  return Object.fromEntries(rows.map((r) => [r.type, r.n]))
}

const nonZero = (byType: Record<string, number>) => Object.fromEntries(Object.entries(byType).filter(([, n]) => n !== 0))

describeEachDb('counts kept by triggers (migration 0015)', ({ handle }) => {
  it('keeps the per-type counts exact through single and bulk inserts, deletes and a fold', async () => {
    const { db } = handle()
    await db.insert(formSubmissions).values([
      { formType: 'contact', data: { n: 1 } },
      { formType: 'apply', data: { n: 2 } },
    ])
    await db.execute(sql`insert into form_submissions (form_type, data) select (array['demo', 'newsletter'])[1 + i % 2], '{}' from generate_series(1, 50) as i`)
    await db.delete(formSubmissions).where(eq(formSubmissions.formType, 'newsletter'))
    // Nothing inserted (a repeated idempotency key) adds no row.
    await db.insert(formSubmissions).values({ formType: 'chat', data: {}, idempotencyKey: 'k-1' })
    await db.insert(formSubmissions).values({ formType: 'chat', data: {}, idempotencyKey: 'k-1' }).onConflictDoNothing()

    const counts = await countByType(db)
    expect(nonZero(counts.byType)).toEqual(await countedRows(db))
    expect(counts.byType).toMatchObject({ contact: 1, apply: 1, demo: 25, newsletter: 0, chat: 1 })
    expect(counts.total).toBe(28)

    const before = (await db.select().from(submissionCountDeltas)).length
    await foldDeltas(db, 'submission_counts')
    const folded = await db.select().from(submissionCountDeltas)
    // One row per type that has submissions; newsletter's +25 and -25 leave none.
    expect(folded.length).toBeLessThan(before)
    expect(folded.map((r) => r.formType).sort()).toEqual(['apply', 'chat', 'contact', 'demo'])
    expect(await countByType(db)).toEqual(counts)
  })

  it('counts applications per status and assignee from the pipeline rows, a missing row as new, through changes and a fold', async () => {
    const { db } = handle()
    const apps = await db
      .insert(formSubmissions)
      .values(Array.from({ length: 4 }, (_, i) => ({ formType: 'apply' as const, data: { n: i } })))
      .returning({ id: formSubmissions.id })
    const before = await pipelineCounts(db)
    await db.insert(applicationPipeline).values(apps.slice(0, 3).map((a) => ({ submissionId: a.id, status: 'reviewing' as const, assigneeId: 'admin' })))
    await db.update(applicationPipeline).set({ status: 'declined' }).where(eq(applicationPipeline.submissionId, apps[0]!.id))
    // A change that moves no count (tags) writes no delta.
    const deltas = (await db.select().from(pipelineCountDeltas)).length
    await db.update(applicationPipeline).set({ tags: ['fintech'] }).where(eq(applicationPipeline.submissionId, apps[1]!.id))
    expect(await db.select().from(pipelineCountDeltas)).toHaveLength(deltas)
    // Deleting the submission deletes its pipeline row (cascade): both counts follow.
    await db.delete(formSubmissions).where(eq(formSubmissions.id, apps[2]!.id))

    const after = await pipelineCounts(db)
    // Before: the four new applications and the first test's, none with a pipeline row.
    expect(before).toEqual({ byStatus: expect.objectContaining({ new: 5, reviewing: 0 }), byAssignee: new Map([[null, 5]]), total: 5 })
    expect(after.total).toBe(4)
    expect(after.byStatus).toMatchObject({ new: 2, reviewing: 1, declined: 1, diligence: 0 })
    expect(after.byAssignee).toEqual(new Map([['admin', 2], [null, 2]]))

    await foldDeltas(db, 'pipeline_counts')
    expect(await db.select().from(pipelineCountDeltas)).toHaveLength(2)
    expect(await pipelineCounts(db)).toEqual(after)
  })
})
