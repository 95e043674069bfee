import { eq, like } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { applicationPipeline, formSubmissions, jobs } from '../schema'
import { changeStatus } from '@/lib/pipeline/service'
import { addNote, assignApplication, boardCards, getPipeline, listEvents, pipelineCounts, setTags } from './pipeline'

const founder = { companyName: 'Helix Labs', founderName: 'Ada Lovelace', email: 'ada@helix.example', stage: 'seed', pitch: 'Agents for labs.' }

describeEachDb('the application pipeline', ({ handle }) => {
  let app: string
  let contact: string
  beforeAll(async () => {
    const { db } = handle()
    const rows = await db
      .insert(formSubmissions)
      .values([
        { formType: 'apply', data: founder, createdAt: new Date('2026-11-01T09:00:00Z') },
        { formType: 'contact', data: { name: 'Grace', email: 'g@example.com', message: 'Hello there' } },
      ])
      .returning({ id: formSubmissions.id })
    app = rows[0]!.id
    contact = rows[1]!.id
  })

  /** The status e-mails queued for the test application (keyed by its events). */
  const statusMails = async () => {
    const ids = new Set((await listEvents(handle().db, app)).map((e) => `mail:status:${e.id}`))
    return (await handle().db.select().from(jobs).where(like(jobs.key, 'mail:status:%'))).filter((j) => ids.has(j.key ?? ''))
  }

  it('reads an application without a pipeline row as new since it arrived, and anything else as not in the pipeline', async () => {
    const { db } = handle()
    expect(await getPipeline(db, app)).toMatchObject({ status: 'new', assigneeId: null, tags: [], statusChangedAt: new Date('2026-11-01T09:00:00Z') })
    expect(await getPipeline(db, contact)).toBeNull()
    expect(await changeStatus(db, { submissionId: contact, actorId: 'admin', expected: 'new', to: 'reviewing' })).toEqual({ ok: false, reason: 'not-found' })
  })

  it('moves the status with its history row and note, and queues the founder one e-mail for a shared status', async () => {
    const { db } = handle()
    const result = await changeStatus(db, { submissionId: app, actorId: 'admin', expected: 'new', to: 'reviewing', note: 'Strong **team**.' })
    expect(result).toMatchObject({ ok: true, changed: true, mailQueued: true })
    const events = await listEvents(db, app)
    expect(events.map((e) => [e.kind, e.authorId, e.fromValue, e.toValue, e.body])).toEqual([
      ['status', 'admin', 'new', 'reviewing', null],
      ['note', 'admin', null, null, 'Strong **team**.'],
    ])
    const state = await getPipeline(db, app)
    expect(state?.status).toBe('reviewing')
    expect(state!.statusChangedAt.getTime()).toBeGreaterThan(Date.parse('2026-11-02'))
    const mails = await statusMails()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.key).toBe(`mail:status:${events[0]!.id}`)
    const message = (mails[0]!.payload as { message: { to: string; subject: string; text: string } }).message
    expect(message.to).toBe('ada@helix.example')
    expect(message.text).toContain(state!.reference)
  })

  it('refuses a change made from a stale page and says what the status is now, writing nothing', async () => {
    const { db } = handle()
    const before = (await listEvents(db, app)).length
    expect(await changeStatus(db, { submissionId: app, actorId: 'reviewer-1', expected: 'new', to: 'declined', note: 'lost' })).toEqual({ ok: false, reason: 'stale', current: 'reviewing' })
    expect(await listEvents(db, app)).toHaveLength(before)
    expect((await getPipeline(db, app))?.status).toBe('reviewing')
  })

  it('lets one of two simultaneous moves from the same status through and tells the other', async () => {
    const { db } = handle()
    const [race] = await db.insert(formSubmissions).values({ formType: 'apply', data: founder }).returning({ id: formSubmissions.id })
    const results = await Promise.all(
      (['reviewing', 'declined'] as const).map((to) => changeStatus(db, { submissionId: race!.id, actorId: 'admin', expected: 'new', to })),
    )
    const winner = results.findIndex((r) => r.ok)
    expect(winner).not.toBe(-1)
    expect(results[1 - winner]).toEqual({ ok: false, reason: 'stale', current: winner === 0 ? 'reviewing' : 'declined' })
    const events = await listEvents(db, race!.id)
    expect(events.map((e) => e.kind)).toEqual(['status'])
    expect(await db.select().from(jobs).where(like(jobs.key, `mail:status:%`))).toEqual(expect.arrayContaining([expect.objectContaining({ key: `mail:status:${events[0]!.id}` })]))
    await db.delete(formSubmissions).where(eq(formSubmissions.id, race!.id))
  })

  it('e-mails the founder for diligence but not for an internal status such as term sheet', async () => {
    const { db } = handle()
    expect(await changeStatus(db, { submissionId: app, actorId: 'admin', expected: 'reviewing', to: 'diligence' })).toMatchObject({ ok: true, mailQueued: true })
    expect(await changeStatus(db, { submissionId: app, actorId: 'admin', expected: 'diligence', to: 'term_sheet' })).toMatchObject({ ok: true, mailQueued: false })
    expect(await statusMails()).toHaveLength(2)
  })

  it('records nothing for the same status without a note, and only the note with one', async () => {
    const { db } = handle()
    const before = (await listEvents(db, app)).length
    expect(await changeStatus(db, { submissionId: app, actorId: 'admin', expected: 'term_sheet', to: 'term_sheet' })).toMatchObject({ ok: true, changed: false })
    expect(await changeStatus(db, { submissionId: app, actorId: 'admin', expected: 'term_sheet', to: 'term_sheet', note: 'Call booked' })).toMatchObject({ ok: true, changed: true })
    expect((await listEvents(db, app)).slice(before).map((e) => e.kind)).toEqual(['note'])
  })

  it('assigns and unassigns with from → to in the history, and records nothing when unchanged', async () => {
    const { db } = handle()
    expect(await assignApplication(db, { submissionId: app, actorId: 'admin', assigneeId: 'reviewer-1' })).toMatchObject({ ok: true, changed: true })
    expect(await assignApplication(db, { submissionId: app, actorId: 'admin', assigneeId: 'reviewer-1' })).toMatchObject({ ok: true, changed: false })
    expect(await assignApplication(db, { submissionId: app, actorId: 'reviewer-1', assigneeId: null })).toMatchObject({ ok: true, changed: true })
    const assigns = (await listEvents(db, app)).filter((e) => e.kind === 'assignee')
    expect(assigns.map((e) => [e.authorId, e.fromValue, e.toValue])).toEqual([
      ['admin', null, 'reviewer-1'],
      ['reviewer-1', 'reviewer-1', null],
    ])
  })

  it('sets tags with both lists in the history', async () => {
    const { db } = handle()
    await setTags(db, { submissionId: app, actorId: 'admin', tags: ['fintech', 'b2b'] })
    expect(await setTags(db, { submissionId: app, actorId: 'admin', tags: ['fintech', 'b2b'] })).toMatchObject({ changed: false })
    await setTags(db, { submissionId: app, actorId: 'admin', tags: [] })
    const tags = (await listEvents(db, app)).filter((e) => e.kind === 'tags')
    expect(tags.map((e) => [e.fromValue, e.toValue])).toEqual([
      [null, 'fintech, b2b'],
      ['fintech, b2b', null],
    ])
  })

  it('adds a note to an application and refuses one for anything else', async () => {
    const { db } = handle()
    expect(await addNote(db, { submissionId: app, actorId: 'admin', body: 'Second call went well.' })).toMatchObject({ ok: true, changed: true })
    expect(await addNote(db, { submissionId: contact, actorId: 'admin', body: 'x' })).toEqual({ ok: false, reason: 'not-found' })
    expect((await listEvents(db, app)).at(-1)?.body).toBe('Second call went well.')
  })

  it('counts applications per status and assignee, a missing row as new, and builds the board', async () => {
    const { db } = handle()
    const [other] = await db.insert(formSubmissions).values({ formType: 'apply', data: { companyName: 'Orbit', stage: 'pre-seed' } }).returning({ id: formSubmissions.id })
    await db.delete(applicationPipeline).where(eq(applicationPipeline.submissionId, other!.id))
    await assignApplication(db, { submissionId: app, actorId: 'admin', assigneeId: 'admin' })
    const counts = await pipelineCounts(db)
    expect(counts.total).toBe(2)
    expect(counts.byStatus).toMatchObject({ new: 1, term_sheet: 1, reviewing: 0 })
    expect(counts.byAssignee.get('admin')).toBe(1)
    expect(counts.byAssignee.get(null)).toBe(1)
    const cards = await boardCards(db)
    expect(cards.map((c) => [c.company, c.stage, c.status])).toEqual(
      expect.arrayContaining([
        ['Helix Labs', 'seed', 'term_sheet'],
        ['Orbit', 'pre-seed', 'new'],
      ]),
    )
    expect(cards.every((c) => c.statusChangedAt instanceof Date && !Number.isNaN(c.statusChangedAt.getTime()))).toBe(true)
    expect(await boardCards(db, 0)).toEqual([])
  })
})
