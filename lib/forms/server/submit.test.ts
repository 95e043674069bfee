import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import type { Db } from '@/lib/db/client'
import { formSubmissions } from '@/lib/db/schema'
import { describeEachDb, unreachableDb } from '@/tests/support/db'
import { Outbox, outboxHealth } from './outbox'
import { FORM_SCHEMAS } from '../schemas'
import { readSetAside } from './set-aside'
import { replayOutbox, submitForm, type SubmitDeps } from './submit'

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We are building an agent for labs.' }
const meta = { ip: '203.0.113.9', userAgent: 'test' }


describeEachDb('submitForm', ({ handle }) => {
  let deps: SubmitDeps
  let down = false
  let broken: Db
  const logs: string[] = []

  beforeEach(async () => {
    down = false
    logs.length = 0
    broken ??= await unreachableDb()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-outbox-'))
    deps = {
      db: async () => (down ? broken : handle().db),
      outbox: new Outbox(path.join(dir, 'submissions.jsonl')),
      log: (m) => logs.push(m),
    }
  })

  const rowsWithKey = (key: string) =>
    handle().db.select().from(formSubmissions).where(eq(formSubmissions.idempotencyKey, key))

  it('stores a valid submission with its metadata', async () => {
    const result = await submitForm({ type: 'contact', data: contact, metadata: meta }, deps)
    expect(result.status).toBe('stored')
    const [row] = await handle().db.select().from(formSubmissions).where(eq(formSubmissions.id, (result as { id: string }).id))
    expect(row).toMatchObject({ formType: 'contact', data: contact, metadata: meta })
  })

  it('returns field errors and stores nothing for invalid input', async () => {
    const result = await submitForm({ type: 'contact', data: { name: '', email: 'nope', message: 'hi' }, metadata: meta }, deps)
    expect(result).toEqual({
      status: 'invalid',
      fieldErrors: {
        name: 'Name is required.',
        email: 'Please enter a valid e-mail address.',
        message: 'Message must be at least 10 characters.',
      },
    })
  })

  it('turns a NUL byte into a field error, not a database error', async () => {
    const result = await submitForm({ type: 'contact', data: { ...contact, name: 'Ada\u0000' }, metadata: meta }, deps)
    expect(result).toEqual({ status: 'invalid', fieldErrors: { name: 'Name contains characters that are not allowed.' } })
  })

  it('refuses a lone surrogate (not well-formed Unicode, which PostgreSQL cannot store) as a field error', async () => {
    const result = await submitForm({ type: 'contact', data: JSON.parse('{"name":"\\ud800","email":"ada@example.com","message":"We are building an agent."}'), metadata: meta }, deps)
    expect(result).toEqual({ status: 'invalid', fieldErrors: { name: 'Name contains characters that are not allowed.' } })
    expect(await deps.outbox.size()).toBe(0)
  })

  it('refuses a string PostgreSQL cannot store anywhere in a nested value, naming its path', async () => {
    const chat = { messages: [{ role: 'user', content: 'Hello there' }], duration: 5 }
    const surrogate = await submitForm({ type: 'chat', data: { ...chat, context: { page: { title: 'a\udc00b' } } }, metadata: meta }, deps)
    expect(surrogate).toEqual({ status: 'invalid', fieldErrors: { 'context.page.title': expect.stringMatching(/not allowed/) } })
    const nul = await submitForm({ type: 'chat', data: { ...chat, context: { ['k\u0000']: 1 } }, metadata: meta }, deps)
    expect(nul).toMatchObject({ status: 'invalid', fieldErrors: { 'context.k\u0000': expect.any(String) } })
    expect(await deps.outbox.size()).toBe(0)
  })

  it('stores a double submit once and answers the repeat with the same id', async () => {
    const first = await submitForm({ type: 'contact', data: contact, metadata: meta, idempotencyKey: 'k-double' }, deps)
    const second = await submitForm({ type: 'contact', data: contact, metadata: meta, idempotencyKey: 'k-double' }, deps)
    expect(second).toEqual({ status: 'stored', id: (first as { id: string }).id, reference: (first as { reference: string }).reference, repeat: true })
    expect(await rowsWithKey('contact:k-double')).toHaveLength(1)
  })

  it('refuses the same key with another body, and keeps the first submission as it was', async () => {
    const first = await submitForm({ type: 'contact', data: contact, metadata: meta, idempotencyKey: 'k-other' }, deps)
    const edited = { ...contact, message: 'Edited after the answer was lost.' }
    const second = await submitForm({ type: 'contact', data: edited, metadata: meta, idempotencyKey: 'k-other' }, deps)
    expect(second).toEqual({ status: 'conflict' })
    const rows = await rowsWithKey('contact:k-other')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: (first as { id: string }).id, data: contact })
  })

  it('compares the body as the schema reads it: spacing the schema trims is the same body', async () => {
    const first = await submitForm({ type: 'contact', data: contact, metadata: meta, idempotencyKey: 'k-trim' }, deps)
    const spaced = { message: `  ${contact.message}  `, email: contact.email, name: contact.name }
    const second = await submitForm({ type: 'contact', data: spaced, metadata: meta, idempotencyKey: 'k-trim' }, deps)
    expect(second).toMatchObject({ status: 'stored', id: (first as { id: string }).id, repeat: true })
  })

  it('scopes a key to its form type: the same key on another form is another submission', async () => {
    const a = await submitForm({ type: 'contact', data: contact, metadata: meta, idempotencyKey: 'k-shared' }, deps)
    const b = await submitForm({ type: 'early-access', data: { ...contact, useCase: 'Labs that run agents.' }, metadata: meta, idempotencyKey: 'k-shared' }, deps)
    expect(b).toMatchObject({ status: 'stored', repeat: false })
    expect((b as { id: string }).id).not.toBe((a as { id: string }).id)
  })

  it('refuses another body under a key that waits in the outbox', async () => {
    down = true
    await submitForm({ type: 'contact', data: contact, metadata: meta, idempotencyKey: 'k-queued' }, deps)
    const edited = { ...contact, name: 'Ada King' }
    expect(await submitForm({ type: 'contact', data: edited, metadata: meta, idempotencyKey: 'k-queued' }, deps)).toEqual({ status: 'conflict' })
    expect(await deps.outbox.size()).toBe(1)
  })

  it('keeps one newsletter record per address, whatever the case', async () => {
    const a = await submitForm({ type: 'newsletter', data: { email: 'Founder@Example.com' }, metadata: meta }, deps)
    const b = await submitForm({ type: 'newsletter', data: { email: 'founder@example.com' }, metadata: meta }, deps)
    expect(a.status).toBe('stored')
    expect(b).toMatchObject({ status: 'stored', repeat: true })
    const rows = await handle().db.select().from(formSubmissions).where(eq(formSubmissions.formType, 'newsletter'))
    expect(rows.filter((r) => String(r.data.email).toLowerCase() === 'founder@example.com')).toHaveLength(1)
  })

  it('quietly drops a bot that filled the honeypot', async () => {
    const before = await handle().db.$count(formSubmissions)
    const result = await submitForm({ type: 'contact', data: contact, metadata: meta, honeypot: 'http://spam' }, deps)
    expect(result.status).toBe('stored')
    expect(await handle().db.$count(formSubmissions)).toBe(before)
  })

  it('sets aside, for the admin, a submission the database refuses for good when it arrives, instead of queueing it', async () => {
    // A form type the table's check constraint does not know: a 23514 that no retry will ever cure.
    const result = await submitForm({ type: 'spam' as never, schema: FORM_SCHEMAS.contact, data: contact, metadata: meta }, deps)
    expect(result).toMatchObject({ status: 'queued', repeat: false })
    expect(await deps.outbox.size()).toBe(0)
    const { entries } = await readSetAside(deps.outbox)
    expect(entries).toMatchObject([{ id: (result as { id: string }).id, formType: 'spam', reason: expect.stringMatching(/^23514 /) }])
  })

  it('queues submissions durably while the database is down and replays each exactly once when it is back', async () => {
    down = true
    const queued = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        submitForm({ type: 'contact', data: { ...contact, message: `Queued message number ${i}` }, metadata: meta, idempotencyKey: `q-${i}` }, deps),
      ),
    )
    expect(queued.every((r) => r.status === 'queued')).toBe(true)
    expect(logs[0]).toMatch(/^Form submission failed: /)
    // durable: a fresh reader of the file (a restarted process) sees all five
    expect(await new Outbox(deps.outbox.file).size()).toBe(5)
    // a retry while queued answers with the queued id
    const retry = await submitForm({ type: 'contact', data: { ...contact, message: 'Queued message number 0' }, metadata: meta, idempotencyKey: 'q-0' }, deps)
    expect(retry).toEqual({ status: 'queued', id: (queued[0] as { id: string }).id, repeat: true })

    // still down: replay moves nothing and loses nothing
    expect(await replayOutbox(deps)).toBe(0)
    expect(await deps.outbox.size()).toBe(5)

    down = false
    expect(await replayOutbox(deps)).toBe(5)
    expect(await replayOutbox(deps)).toBe(0)
    for (let i = 0; i < 5; i++) expect(await rowsWithKey(`contact:q-${i}`)).toHaveLength(1)
    expect(await new Outbox(deps.outbox.file).size()).toBe(0)
  })

  it('does not duplicate an entry that was stored just before a crash interrupted the replay', async () => {
    down = true
    const queued = await submitForm({ type: 'contact', data: contact, metadata: meta, idempotencyKey: 'crash' }, deps)
    down = false
    // the crash: the row made it into the database but the outbox file was never rewritten
    await new Outbox(deps.outbox.file).replay(async () => {
      throw new Error('simulated crash')
    })
    const reread = new Outbox(deps.outbox.file)
    await reread.replay(async (e) => {
      await handle().db.insert(formSubmissions).values({ ...e, createdAt: new Date(e.createdAt) })
    })
    const again = { ...deps, outbox: new Outbox(deps.outbox.file) }
    await submitForm({ type: 'contact', data: contact, metadata: meta, idempotencyKey: 'crash' }, again)
    const rows = await rowsWithKey('contact:crash')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.id).toBe((queued as { id: string }).id)
  })
})

it('tolerates a torn last line in the outbox file', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vs-outbox-')), 'o.jsonl')
  fs.writeFileSync(file, '{"id":"a","formType":"contact","data":{},"metadata":{},"createdAt":"2026-01-01T00:00:00Z","idempotencyKey":null}\n{"id":"b","form')
  expect(await new Outbox(file).size()).toBe(1)
})

describeEachDb('outbox replay with an entry the database will never take', ({ handle }) => {
  it('sets the bad entry aside in the rejected file and stores the ones behind it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-outbox-'))
    const outbox = new Outbox(path.join(dir, 'submissions.jsonl'))
    const base = { data: {}, metadata: {}, createdAt: new Date().toISOString(), idempotencyKey: null }
    await outbox.append({ ...base, id: crypto.randomUUID(), formType: 'spam' as never })
    const good = crypto.randomUUID()
    await outbox.append({ ...base, id: good, formType: 'contact' })
    const logs: string[] = []
    expect(await replayOutbox({ db: async () => handle().db, outbox, log: (m) => logs.push(m) })).toBe(2)
    expect(await outbox.size()).toBe(0)
    expect(fs.readFileSync(outbox.rejectedFile, 'utf8')).toContain('"formType":"spam"')
    expect(await handle().db.$count(formSubmissions, eq(formSubmissions.id, good))).toBe(1)
    expect(logs.some((l) => l.includes('set aside for the admin'))).toBe(true)
  })
})

describeEachDb('outbox replay tells a transient database error from a permanent one by its SQLSTATE', ({ handle }) => {
  /** The real database, except that inserts fail with the given error (select 1 still works), in a transaction too. */
  function failingInserts(err: Error, db: Db = handle().db): Db {
    return new Proxy(db, {
      get: (target, prop, receiver) => {
        if (prop === 'insert') return () => { throw err }
        if (prop === 'transaction') return (fn: (tx: Db) => Promise<unknown>) => target.transaction((tx) => fn(failingInserts(err, tx)))
        return Reflect.get(target, prop, receiver)
      },
    })
  }
  const sqlError = (code: string, message: string) => Object.assign(new Error(message), { code })

  async function queuedOne() {
    const outbox = new Outbox(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vs-outbox-')), 'submissions.jsonl'))
    await outbox.append({ id: crypto.randomUUID(), formType: 'contact', data: contact, metadata: meta, createdAt: new Date().toISOString(), idempotencyKey: null })
    return outbox
  }

  it.each([
    ['08006', 'connection failure'],
    ['57P01', 'terminating connection due to administrator command'],
    ['53300', 'too many connections'],
    ['40001', 'could not serialize access'],
  ])('keeps the entry queued on %s (%s), even though select 1 answers', async (code, message) => {
    const outbox = await queuedOne()
    expect(await replayOutbox({ db: async () => failingInserts(sqlError(code, message)), outbox, log: () => {} })).toBe(0)
    expect(await outbox.size()).toBe(1)
    expect(fs.existsSync(outbox.rejectedFile)).toBe(false)
  })

  it('sets the entry aside, with the reason, on a data or constraint error (wrapped as the ORM wraps it)', async () => {
    const outbox = await queuedOne()
    const wrapped = Object.assign(new Error('Failed query: insert …'), { cause: sqlError('22P05', 'unsupported Unicode escape sequence') })
    expect(await replayOutbox({ db: async () => failingInserts(wrapped), outbox, log: () => {} })).toBe(1)
    expect(await outbox.size()).toBe(0)
    const [aside] = (await readSetAside(outbox)).entries
    expect(aside).toMatchObject({ formType: 'contact', data: contact, reason: expect.stringContaining('22P05') })
  })
})

it('reports degraded health from 1000 queued submissions, ok below', () => {
  expect(outboxHealth(999)).toBe('ok')
  expect(outboxHealth(1000)).toBe('degraded')
})
