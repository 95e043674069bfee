import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { applicationPipeline, formSubmissions, submissionFiles } from '../schema'
import { changeStatus } from '@/lib/pipeline/service'
import { addNote, assignApplication } from './pipeline'
import { exportBatches, listSubmissions, recentSubmissions } from './submissions-admin'

/** The dashboard's pipeline filters, its reference search, and the export's pipeline columns. */
describeEachDb('the dashboard and export with the pipeline', ({ handle }) => {
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    const { db } = handle()
    const rows = await db
      .insert(formSubmissions)
      .values([
        { formType: 'apply', data: { companyName: 'Reviewed Co', email: 'r@x.io' }, createdAt: new Date('2026-11-20T10:00:00Z') },
        { formType: 'apply', data: { companyName: 'Fresh Co' }, createdAt: new Date('2026-11-21T10:00:00Z') },
        { formType: 'apply', data: { companyName: 'Rowless Co' }, createdAt: new Date('2026-11-22T10:00:00Z') },
        { formType: 'contact', data: { name: 'Grace', message: 'Hello' }, createdAt: new Date('2026-11-23T10:00:00Z') },
      ])
      .returning({ id: formSubmissions.id, reference: formSubmissions.reference })
    ;['reviewed', 'fresh', 'rowless', 'contact'].forEach((name, i) => (ids[name] = rows[i]!.id))
    ids.reviewedRef = rows[0]!.reference
    // Fresh Co has its row, as the submit creates it; Rowless Co has none, as one stored before the pipeline.
    await db.insert(applicationPipeline).values({ submissionId: ids.fresh! })
    await changeStatus(db, { submissionId: ids.reviewed!, actorId: 'admin', expected: 'new', to: 'reviewing' })
    await assignApplication(db, { submissionId: ids.reviewed!, actorId: 'admin', assigneeId: 'admin' })
    await addNote(db, { submissionId: ids.reviewed!, actorId: 'admin', body: 'first' })
    await addNote(db, { submissionId: ids.reviewed!, actorId: 'admin', body: 'second, newest' })
    await db.delete(applicationPipeline).where(eq(applicationPipeline.submissionId, ids.rowless!))
    const file = { field: 'deckFile', contentType: 'application/pdf', sha256: 'x', storage: 'db' as const, content: Buffer.from('%PDF-') }
    await db.insert(submissionFiles).values([
      { ...file, submissionId: ids.reviewed!, fileName: 'reviewed-deck.pdf', sizeBytes: 2048, createdAt: new Date('2026-11-20T10:00:01Z') },
      { ...file, submissionId: ids.reviewed!, fileName: 'reviewed-deck-v2.pdf', sizeBytes: 4096, createdAt: new Date('2026-11-20T10:00:02Z') },
    ])
  })

  const companies = async (filter: Parameters<typeof listSubmissions>[1]) =>
    (await listSubmissions(handle().db, filter)).rows.map((r) => String(r.data.companyName ?? r.data.name)).sort()

  it('filters by status, counting an application without a row as new and never other types', async () => {
    expect(await companies({ status: 'new' })).toEqual(['Fresh Co', 'Rowless Co'])
    expect(await companies({ status: 'reviewing' })).toEqual(['Reviewed Co'])
    expect(await companies({ status: 'declined' })).toEqual([])
    expect((await listSubmissions(handle().db, { status: 'new' })).total).toBe(2)
  })

  it('filters by assignee and by nobody', async () => {
    expect(await companies({ assignee: 'admin' })).toEqual(['Reviewed Co'])
    expect(await companies({ assignee: 'none' })).toEqual(['Fresh Co', 'Rowless Co'])
    expect(await companies({ assignee: 'none', status: 'reviewing' })).toEqual([])
  })

  it('finds a submission by its reference exactly, typed in any case', async () => {
    expect(await companies({ q: ids.reviewedRef!.toLowerCase() })).toEqual(['Reviewed Co'])
  })

  it('gives each row its reference, and status and assignee for applications only', async () => {
    const rows = await recentSubmissions(handle().db)
    const byId = new Map(rows.map((r) => [r.id, r]))
    expect(byId.get(ids.reviewed!)).toMatchObject({ reference: ids.reviewedRef, status: 'reviewing', assigneeId: 'admin' })
    expect(byId.get(ids.rowless!)).toMatchObject({ status: 'new', assigneeId: null })
    expect(byId.get(ids.contact!)).toMatchObject({ status: null, assigneeId: null })
    expect(byId.get(ids.contact!)?.reference).toMatch(/^M3-\d{4}-\d{4,}$/)
  })

  it('exports tags and the newest note with each application, in batches', async () => {
    const rows = []
    for await (const batch of exportBatches(handle().db, {}, 2)) rows.push(...batch)
    expect(rows).toHaveLength(4)
    const reviewed = rows.find((r) => r.id === ids.reviewed)
    expect(reviewed).toMatchObject({ status: 'reviewing', assigneeId: 'admin', tags: [], lastNote: 'second, newest' })
    expect(rows.find((r) => r.id === ids.contact)).toMatchObject({ status: null, tags: [], lastNote: null, files: [] })
  })

  it("exports each row's files by name and size, and none for a row without", async () => {
    const rows = []
    for await (const batch of exportBatches(handle().db, {}, 2)) rows.push(...batch)
    expect(rows.find((r) => r.id === ids.reviewed)?.files.toSorted((a, b) => a.sizeBytes - b.sizeBytes)).toEqual([
      { fileName: 'reviewed-deck.pdf', sizeBytes: 2048 },
      { fileName: 'reviewed-deck-v2.pdf', sizeBytes: 4096 },
    ])
    expect(rows.find((r) => r.id === ids.fresh)?.files).toEqual([])
  })
})
