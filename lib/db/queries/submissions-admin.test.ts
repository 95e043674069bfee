import { sql, TransactionRollbackError, type SQL, type SQLWrapper } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { Db } from '@/lib/db/client'
import { describeEachDb } from '@/tests/support/db'
import { formSubmissions } from '../schema'
import {
  countByType,
  dailyCounts,
  deleteSubmission,
  exportBatches,
  exportBatchQuery,
  filterWhere,
  getSubmission,
  likePattern,
  listSubmissions,
  pageQuery,
  recentSubmissions,
  type SubmissionRow,
} from './submissions-admin'

const NOW = new Date('2026-11-22T12:00:00Z')

/** The plan PostgreSQL chooses for a statement, as text. */
async function planOf(db: Db, statement: SQLWrapper): Promise<string> {
  const result = await db.execute(sql`explain ${statement}`)
  return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n')
}

/**
 * The plan with scans and sorts discouraged: few rows make a scan and sort cheapest, so only this shows whether an
 * index fits the order.
 */
function planOnIndexes(db: Db, statement: SQLWrapper): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    await tx.execute(sql`set local enable_bitmapscan = off`)
    await tx.execute(sql`set local enable_sort = off`)
    return planOf(tx as unknown as Db, statement)
  })
}

describeEachDb('submission queries for the admin dashboard', ({ handle }) => {
  beforeAll(async () => {
    const { db } = handle()
    await db.insert(formSubmissions).values([
      { formType: 'contact', data: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello, 100% sure_thing' }, createdAt: new Date('2026-11-22T10:00:00Z') },
      { formType: 'apply', data: { founderName: 'Grace', companyName: 'Hopper Labs', pitch: 'Compilers "for all"' }, createdAt: new Date('2026-11-21T23:59:59.999Z') },
      { formType: 'newsletter', data: { email: 'NEWS@example.com' }, createdAt: new Date('2026-11-21T00:00:00Z') },
      { formType: 'contact', data: { name: 'Old', message: 'ancient 100 percent' }, createdAt: new Date('2026-10-01T08:00:00Z') },
      ...Array.from({ length: 30 }, (_, i) => ({
        formType: 'demo' as const,
        data: { email: `demo${i}@example.com` },
        createdAt: new Date(Date.parse('2026-09-01T00:00:00Z') + i * 60_000),
      })),
    ])
    // Rows whose created_at differ only in microseconds, and two with the very same instant: the keyset walk
    // must neither skip nor repeat any of them.
    await db.execute(sql`insert into form_submissions (form_type, data, created_at) values
      ('chat', '{"n":1}', '2026-08-01 00:00:00.000001+00'),
      ('chat', '{"n":2}', '2026-08-01 00:00:00.000002+00'),
      ('chat', '{"n":3}', '2026-08-01 00:00:00.000003+00'),
      ('chat', '{"n":4}', '2026-08-01 00:00:00.000003+00'),
      ('chat', '{"n":5}', '2026-08-01 00:00:00.000004+00'),
      ('chat', '{"n":6}', '2026-08-01 00:00:00.000999+00'),
      ('chat', '{"n":7}', '2026-08-01 00:00:00.001+00')`)
  })

  it('counts submissions per form type, with zero for unused types, and the total', async () => {
    const counts = await countByType(handle().db)
    expect(counts.byType).toMatchObject({ contact: 2, apply: 1, newsletter: 1, demo: 30, chat: 7, contact_media: 0, 'early-access': 0 })
    expect(Object.keys(counts.byType)).toHaveLength(11)
    expect(counts.total).toBe(41)
  })

  it('counts per UTC day over the last 30 days, oldest first, with every empty day as 0', async () => {
    const days = await dailyCounts(handle().db, 30, NOW)
    expect(days).toHaveLength(30)
    expect(days[0]).toEqual({ day: '2026-10-24', count: 0 })
    expect(days.at(-1)).toEqual({ day: '2026-11-22', count: 1 })
    // 23:59:59.999 and 00:00:00 of the 21st fall on the same UTC day.
    expect(days.at(-2)).toEqual({ day: '2026-11-21', count: 2 })
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(3)
  })

  it('lists the 10 most recent submissions, newest first', async () => {
    const recent = await recentSubmissions(handle().db)
    expect(recent).toHaveLength(10)
    expect(recent.slice(0, 4).map((r) => r.formType)).toEqual(['contact', 'apply', 'newsletter', 'contact'])
    expect(recent[4]?.data).toEqual({ email: 'demo29@example.com' })
  })

  it('pages 25 at a time with the total, and clamps a page past the end to the last page', async () => {
    const first = await listSubmissions(handle().db, { type: 'demo' })
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2, pageSize: 25 })
    expect(first.rows).toHaveLength(25)
    expect(first.rows[0]?.data).toEqual({ email: 'demo29@example.com' })
    const second = await listSubmissions(handle().db, { type: 'demo' }, { page: 2 })
    expect(second.rows.map((r) => r.data.email)).toEqual([4, 3, 2, 1, 0].map((i) => `demo${i}@example.com`))
    const beyond = await listSubmissions(handle().db, { type: 'demo' }, { page: 99 })
    expect(beyond.page).toBe(2)
    const all = await listSubmissions(handle().db, {})
    expect(all).toMatchObject({ total: 41, pageCount: 2 })
  })

  it('stops counting a filtered list at the cap and says there are more, with the pages up to it', async () => {
    const capped = await listSubmissions(handle().db, { type: 'demo' }, { countCap: 26, page: 9 })
    expect(capped).toMatchObject({ total: 26, atLeast: true, pageCount: 2, page: 2 })
    expect(capped.rows.map((r) => r.data.email)).toEqual([4, 3, 2, 1, 0].map((i) => `demo${i}@example.com`))
    // At or under the cap the count is exact, and so is a count without a cap (the CSV export's audit record).
    expect(await listSubmissions(handle().db, { type: 'demo' }, { countCap: 30 })).toMatchObject({ total: 30, atLeast: false })
    expect(await listSubmissions(handle().db, { type: 'demo' })).toMatchObject({ total: 30, atLeast: false })
    // The unfiltered dashboard passes the total it already has; the cap does not apply to it.
    expect(await listSubmissions(handle().db, {}, { knownTotal: 41, countCap: 5 })).toMatchObject({ total: 41, atLeast: false })
  })

  it('filters by form type', async () => {
    const page = await listSubmissions(handle().db, { type: 'contact' })
    expect(page.rows.map((r) => r.data.name)).toEqual(['Ada Lovelace', 'Old'])
  })

  it('searches the submitted data case-insensitively', async () => {
    const byName = await listSubmissions(handle().db, { q: 'lovelace' })
    expect(byName.rows.map((r) => r.data.name)).toEqual(['Ada Lovelace'])
    const byEmail = await listSubmissions(handle().db, { q: 'news@EXAMPLE' })
    expect(byEmail.rows.map((r) => r.formType)).toEqual(['newsletter'])
    const byQuote = await listSubmissions(handle().db, { q: '"for all"' })
    expect(byQuote.rows.map((r) => r.formType)).toEqual(['apply'])
    expect((await listSubmissions(handle().db, { q: 'nobody-has-this' })).total).toBe(0)
  })

  it('treats % and _ in the search as plain characters, not wildcards', async () => {
    expect(likePattern('100%_')).toBe('%100\\%\\_%')
    const percent = await listSubmissions(handle().db, { q: '100%' })
    expect(percent.rows.map((r) => r.data.name)).toEqual(['Ada Lovelace'])
    expect((await listSubmissions(handle().db, { q: 'sure_thing' })).total).toBe(1)
    expect((await listSubmissions(handle().db, { q: 'sure%thing' })).total).toBe(0)
    expect((await listSubmissions(handle().db, { q: '_' })).total).toBe(1)
  })

  it('answers a free-text search, of every type or of one, from the GIN index on the very expression it searches (migration 0015)', async () => {
    const { db } = handle()
    // Few rows make reading them all cheapest; forbid that so the plan shows whether the index fits the query.
    // With so few rows the btree on (form_type, created_at) is as cheap for the type alone; the plan is taken without
    // it (dropped in a transaction that is rolled back) to show what the GIN index does with both conditions.
    const planFor = async (filter: Parameters<typeof filterWhere>[0]) => {
      let plan = ''
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`)
          await tx.execute(sql`drop index form_submissions_type_created_idx`)
          plan = await planOf(tx as unknown as Db, sql`select count(*) from ${formSubmissions} where ${filterWhere(filter)}`)
          tx.rollback()
        })
        .catch((err: unknown) => {
          if (!(err instanceof TransactionRollbackError)) throw err
        })
      return plan
    }
    expect(await planFor({ q: 'Lovelace' })).toContain('form_submissions_type_data_trgm_idx')
    // One index condition holds both the type and the term: the type is not left to a filter over every match.
    const ofOneType = await planFor({ type: 'apply', q: 'Hopper' })
    expect(ofOneType).toMatch(/Index Cond: \(\(form_type = 'apply'::text\) AND \(\(data\)::text ~~\* /)
    expect(ofOneType).not.toContain('BitmapAnd')
  })

  it('finds the same rows through the index as by reading every row, whatever the term', async () => {
    const { db } = handle()
    const extra = await db
      .insert(formSubmissions)
      .values({ formType: 'chat', data: { text: 'Back\\slash, new\nline, tab\there; Ünïcödé ÉCOLE, 50% off a_b' }, createdAt: new Date('2026-07-01T00:00:00Z') })
      .returning({ id: formSubmissions.id })
    const idsFor = (q: string, setting: SQL) =>
      db.transaction(async (tx) => {
        await tx.execute(setting)
        const rows = await tx.select({ id: formSubmissions.id }).from(formSubmissions).where(filterWhere({ q }))
        return rows.map((r) => r.id).sort()
      })
    try {
      const terms = ['lovelace', 'LOVELACE', 'news@EXAMPLE', '"for all"', '100%', 'sure_thing', 'sure%thing', '_', '%', 'a_b', '50%', 'ad', 'x', 'Back\\slash', 'new\nline', 'tab\th', 'ünïcödé', 'École', 'demo1', 'nobody-has-this']
      for (const q of terms) {
        const viaIndex = await idsFor(q, sql`set local enable_seqscan = off`)
        const byReading = await idsFor(q, sql`set local enable_bitmapscan = off`)
        expect(viaIndex, JSON.stringify(q)).toEqual(byReading)
      }
      expect(await idsFor('back\\SLASH', sql`set local enable_seqscan = off`)).toEqual([extra[0]!.id])
      expect(await idsFor('new\nline', sql`set local enable_seqscan = off`)).toEqual([extra[0]!.id])
      expect(await idsFor('a_b', sql`set local enable_seqscan = off`)).toEqual([extra[0]!.id])
      expect((await idsFor('demo1', sql`set local enable_seqscan = off`)).length).toBe(11)
    } finally {
      await deleteSubmission(db, extra[0]!.id)
    }
  })

  it('filters by an inclusive range of UTC days', async () => {
    const day21 = await listSubmissions(handle().db, { from: '2026-11-21', to: '2026-11-21' })
    expect(day21.rows.map((r) => r.formType)).toEqual(['apply', 'newsletter'])
    const since = await listSubmissions(handle().db, { from: '2026-11-22' })
    expect(since.rows.map((r) => r.formType)).toEqual(['contact'])
    const until = await listSubmissions(handle().db, { to: '2026-08-01' })
    expect(until.total).toBe(7)
    const combined = await listSubmissions(handle().db, { type: 'contact', q: 'percent', from: '2026-09-30', to: '2026-10-01' })
    expect(combined.rows.map((r) => r.data.name)).toEqual(['Old'])
  })

  it('finds one submission by id with its metadata, and null for unknown or malformed ids', async () => {
    const [newest] = await recentSubmissions(handle().db, 1)
    const found = await getSubmission(handle().db, newest!.id)
    expect(found).toMatchObject({ id: newest!.id, formType: 'contact', metadata: {} })
    expect(await getSubmission(handle().db, '00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(await getSubmission(handle().db, "x' or 1=1 --")).toBeNull()
  })

  it('walks every filtered row exactly once in export batches, newest first, across equal timestamps', async () => {
    const { db } = handle()
    const seen: SubmissionRow[] = []
    let batches = 0
    for await (const batch of exportBatches(db, { type: 'chat' }, 2)) {
      batches++
      expect(batch.length).toBeLessThanOrEqual(2)
      seen.push(...batch)
    }
    expect(batches).toBe(4)
    expect(seen.map((r) => r.data.n)).toEqual([7, 6, 5, expect.any(Number), expect.any(Number), 2, 1])
    expect(new Set(seen.map((r) => r.id)).size).toBe(7)
    expect(seen.slice(3, 5).map((r) => r.data.n).sort()).toEqual([3, 4])

    let all = 0
    for await (const batch of exportBatches(db, {}, 7)) all += batch.length
    expect(all).toBe(41)
    let none = 0
    for await (const batch of exportBatches(db, { q: 'nobody-has-this' })) none += batch.length
    expect(none).toBe(0)
  })

  it('walks the export and the newest-first order on the (created_at, id) index, without sorting', async () => {
    const { db } = handle()
    const plan = await planOnIndexes(db, exportBatchQuery(db, {}, { at: '2026-11-01 00:00:00+00', id: '00000000-0000-4000-8000-000000000000' }))
    expect(plan).toContain('form_submissions_created_idx')
    expect(plan).not.toMatch(/\bSort\b/)
  })

  it('reads a page in the older half from the oldest end, with the same rows in the same order as from the newest', async () => {
    const { db } = handle()
    const everything = (await listSubmissions(db, {}, { pageSize: 100 })).rows.map((r) => r.id)
    expect(everything).toHaveLength(41)
    for (const options of [{}, { knownTotal: 41 }, { countCap: 1_000 }]) {
      for (let page = 1; page <= 11; page++) {
        const listed = await listSubmissions(db, {}, { ...options, page, pageSize: 4 })
        expect(listed.rows.map((r) => r.id), `page ${page} of 11`).toEqual(everything.slice((page - 1) * 4, page * 4))
      }
    }
    // A filtered list counted exactly, and its last page of one row.
    const demo = (await listSubmissions(db, { type: 'demo' }, { pageSize: 100 })).rows.map((r) => r.id)
    expect((await listSubmissions(db, { type: 'demo' }, { page: 3, pageSize: 14 })).rows.map((r) => r.id)).toEqual(demo.slice(28))
    // Which end each page is read from: the older half from the oldest, and never when the count is capped.
    expect(pageQuery(db, undefined, { offset: 0, pageSize: 4, total: 41 }).reversed).toBe(false)
    expect(pageQuery(db, undefined, { offset: 20, pageSize: 4, total: 41 }).reversed).toBe(true)
    expect(pageQuery(db, undefined, { offset: 40, pageSize: 4 }).reversed).toBe(false)
  })

  it('reads the oldest end on the same (created_at, id) index backwards, without sorting', async () => {
    const { db } = handle()
    const { query, reversed } = pageQuery(db, undefined, { offset: 36, pageSize: 4, total: 41 })
    expect(reversed).toBe(true)
    const plan = await planOnIndexes(db, query)
    expect(plan).toMatch(/Index Scan Backward using form_submissions_created_idx/)
    expect(plan).not.toMatch(/\bSort\b/)
  })

  it('deletes one submission by id and reports what went', async () => {
    const { db } = handle()
    const [target] = (await listSubmissions(db, { type: 'newsletter' })).rows
    expect(await deleteSubmission(db, target!.id)).toEqual({ id: target!.id, formType: 'newsletter', mailJobIds: [] })
    expect(await getSubmission(db, target!.id)).toBeNull()
    expect(await deleteSubmission(db, target!.id)).toBeNull()
    expect(await deleteSubmission(db, 'not-a-uuid')).toBeNull()
    expect((await countByType(db)).total).toBe(40)
  })
})
