import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import type { Db } from '@/lib/db/client'
import { getJobByKey } from '@/lib/db/queries/jobs'
import { applicationPipeline, formSubmissions, SUBMISSION_REFERENCE_PATTERN } from '@/lib/db/schema'
import { statusTokenHash, statusUrl } from '@/lib/pipeline/status-token'
import { describeEachDb, unreachableDb } from '@/tests/support/db'
import { Outbox } from './outbox'
import { replayOutbox, submitForm, type SubmitDeps } from './submit'

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We are building an agent for labs.' }
const application = { companyName: 'Helix Labs', founderName: 'Ada Lovelace', email: 'ada@helix.example', stage: 'seed', pitch: 'Agents that file lab reports for clinics.' }
const meta = { ip: '203.0.113.9', userAgent: 'test' }

type Stored = { status: 'stored'; id: string; reference: string; statusToken?: string }


describeEachDb('the reference the database gives, and an application entering the pipeline', ({ handle }) => {
  let deps: SubmitDeps
  let down = false
  let broken: Db

  beforeEach(async () => {
    down = false
    broken ??= await unreachableDb()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-outbox-'))
    deps = { db: async () => (down ? broken : handle().db), outbox: new Outbox(path.join(dir, 'submissions.jsonl')), log: () => {} }
  })

  const row = async (id: string) => (await handle().db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!
  const pipelineRows = (id: string) => handle().db.select().from(applicationPipeline).where(eq(applicationPipeline.submissionId, id))
  const mailText = async (key: string) => ((await getJobByKey(handle().db, `mail:${key}`))?.payload as { message: { text: string; subject: string } }).message

  it('gives each stored submission its own M3-YYYY-NNNN reference, returned as stored', async () => {
    const a = (await submitForm({ type: 'contact', data: contact, metadata: meta }, deps)) as Stored
    const b = (await submitForm({ type: 'contact', data: contact, metadata: meta }, deps)) as Stored
    expect(a.reference).toMatch(SUBMISSION_REFERENCE_PATTERN)
    expect(a.reference.slice(3, 7)).toBe(String(new Date().getFullYear()))
    expect(b.reference).not.toBe(a.reference)
    expect((await row(a.id)).reference).toBe(a.reference)
    expect((await row(b.id)).reference).toBe(b.reference)
  })

  it('keeps references distinct past 9999, and stores every submission there (a repeated reference would drop it)', async () => {
    await handle().db.execute(sql`select setval('submission_reference_seq', greatest(9998, (select last_value from submission_reference_seq)))`)
    const stored = [] as Stored[]
    for (let i = 0; i < 3; i++) stored.push((await submitForm({ type: 'contact', data: contact, metadata: meta }, deps)) as Stored)
    const refs = stored.map((s) => s.reference)
    expect(new Set(refs).size).toBe(3)
    for (const s of stored) {
      expect(s.reference).toMatch(SUBMISSION_REFERENCE_PATTERN)
      expect((await row(s.id)).reference).toBe(s.reference)
    }
    expect(refs.some((r) => /-\d{5,}$/.test(r))).toBe(true)
  })

  it('puts the stored reference, not one made from the id, in the team notice', async () => {
    const a = (await submitForm({ type: 'contact', data: contact, metadata: meta }, deps)) as Stored
    const team = await mailText(`team:${a.id}`)
    expect(team.subject).toContain(`(${a.reference})`)
    expect(team.text).toContain(`reference ${a.reference}.`)
  })

  it('answers a repeat with the first reference and no status token (only its hash is kept)', async () => {
    const first = (await submitForm({ type: 'apply', data: application, metadata: meta, idempotencyKey: 'ref-repeat' }, deps)) as Stored
    const again = (await submitForm({ type: 'apply', data: application, metadata: meta, idempotencyKey: 'ref-repeat' }, deps)) as Stored
    expect(again).toEqual({ status: 'stored', id: first.id, reference: first.reference, repeat: true })
  })

  it('an application enters the pipeline as new with the sha256 of a 128-bit token, and its receipt carries reference and link', async () => {
    const a = (await submitForm({ type: 'apply', data: application, metadata: meta }, deps)) as Stored
    expect(a.statusToken).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(Buffer.from(a.statusToken!, 'base64url')).toHaveLength(16)
    const [pipeline] = await pipelineRows(a.id)
    expect(pipeline).toMatchObject({ status: 'new', statusTokenHash: statusTokenHash(a.statusToken!), assigneeId: null, tags: [] })
    // The database holds the hash only.
    expect(JSON.stringify(await row(a.id))).not.toContain(a.statusToken!)
    const receipt = await mailText(`receipt:${a.id}`)
    expect(receipt.subject).toBe(`We received your application (reference ${a.reference})`)
    expect(receipt.text).toContain(statusUrl(a.statusToken!))
  })

  it('two applications get two different links', async () => {
    const a = (await submitForm({ type: 'apply', data: application, metadata: meta }, deps)) as Stored
    const b = (await submitForm({ type: 'apply', data: application, metadata: meta }, deps)) as Stored
    expect(a.statusToken).not.toBe(b.statusToken)
  })

  it('a contact message, a newsletter sign-up or a bot gets no pipeline row and no token', async () => {
    const c = (await submitForm({ type: 'contact', data: contact, metadata: meta }, deps)) as Stored
    const n = (await submitForm({ type: 'newsletter', data: { email: 'reader@example.com' }, metadata: meta }, deps)) as Stored
    const bot = await submitForm({ type: 'apply', data: application, metadata: meta, honeypot: 'x' }, deps)
    expect(c.statusToken).toBeUndefined()
    expect(n.statusToken).toBeUndefined()
    expect(bot).not.toHaveProperty('statusToken')
    expect(await pipelineRows(c.id)).toHaveLength(0)
    expect(await pipelineRows(n.id)).toHaveLength(0)
  })

  it('an application queued while the database is down has no reference; replayed, it gets one, its row and a receipt with its link', async () => {
    down = true
    const queued = await submitForm({ type: 'apply', data: application, metadata: meta }, deps)
    expect(queued).toEqual({ status: 'queued', id: expect.any(String), repeat: false })
    const { id } = queued as { id: string }
    const entry = await deps.outbox.findById(id)
    expect(entry?.statusToken).toMatch(/^[A-Za-z0-9_-]{22}$/)

    down = false
    expect(await replayOutbox(deps)).toBe(1)
    const stored = await row(id)
    expect(stored.reference).toMatch(SUBMISSION_REFERENCE_PATTERN)
    const [pipeline] = await pipelineRows(id)
    expect(pipeline?.statusTokenHash).toBe(statusTokenHash(entry!.statusToken!))
    const receipt = await mailText(`receipt:${id}`)
    expect(receipt.text).toContain(`its reference is ${stored.reference}.`)
    expect(receipt.text).toContain(statusUrl(entry!.statusToken!))
    expect((await mailText(`team:${id}`)).subject).toContain(stored.reference)
  })

  it('an application queued before status links existed gets a link at replay', async () => {
    const id = crypto.randomUUID()
    await deps.outbox.append({ id, formType: 'apply', data: application, metadata: meta, createdAt: new Date().toISOString(), idempotencyKey: null })
    expect(await replayOutbox(deps)).toBe(1)
    const [pipeline] = await pipelineRows(id)
    expect(pipeline?.statusTokenHash).toMatch(/^[0-9a-f]{64}$/)
    const link = (await mailText(`receipt:${id}`)).text.match(/\/apply\/status\/([A-Za-z0-9_-]{22})/)
    expect(statusTokenHash(link![1]!)).toBe(pipeline!.statusTokenHash)
  })
})
