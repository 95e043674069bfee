import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { formSubmissions, SUBMISSION_REFERENCE_PATTERN } from './schema'

describeEachDb('the reference the database gives a submission', ({ handle }) => {
  it('is M3-<year>-<four digits> and grows past 9999 instead of repeating a reference already given', async () => {
    const { db } = handle()
    await db.execute(sql`select setval('submission_reference_seq', 9998)`)
    const rows = await db
      .insert(formSubmissions)
      .values([0, 1, 2].map((n) => ({ formType: 'contact' as const, data: { n } })))
      .returning({ reference: formSubmissions.reference })
    const year = new Date().getUTCFullYear()
    expect(rows.map((r) => r.reference).sort()).toEqual([`M3-${year}-10000`, `M3-${year}-10001`, `M3-${year}-9999`])
    for (const r of rows) expect(r.reference).toMatch(SUBMISSION_REFERENCE_PATTERN)
    await db.execute(sql`select setval('submission_reference_seq', 41)`)
    const [small] = await db.insert(formSubmissions).values({ formType: 'contact', data: {} }).returning({ reference: formSubmissions.reference })
    expect(small!.reference).toBe(`M3-${year}-0042`)
  })
})
