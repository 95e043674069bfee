import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import type { Db } from '@/lib/db/client'
import { getJobByKey } from '@/lib/db/queries/jobs'
import { formSubmissions } from '@/lib/db/schema'
import { describeEachDb } from '@/tests/support/db'
import { FORM_SCHEMAS } from '../schemas'
import { Outbox } from './outbox'
import { readSetAside } from './set-aside'
import { submitForm, type SubmitDeps, type SubmitResult } from './submit'

const contact = (i: number) => ({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: `A message that arrives with others, number ${i}.` })
const meta = { ip: '203.0.113.9' }
const idOf = (r: SubmitResult) => (r as { id: string }).id

describeEachDb('submissions that arrive together', ({ handle }) => {
  let deps: SubmitDeps
  let transactions = 0

  beforeEach(() => {
    transactions = 0
    const db = handle().db
    // The same object every time: the waiting queue belongs to one database handle.
    const counted = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'transaction') {
          return (...args: Parameters<Db['transaction']>) => {
            transactions++
            return target.transaction(...args)
          }
        }
        return Reflect.get(target, key, receiver)
      },
    })
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-together-'))
    deps = { db: async () => counted, outbox: new Outbox(path.join(dir, 'submissions.jsonl')), log: () => {} }
  })

  it('are stored in fewer transactions than submissions, each with its own reference and its notice queued with it', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => submitForm({ type: 'contact', data: contact(i), metadata: meta }, deps)))
    expect(results.every((r) => r.status === 'stored')).toBe(true)
    expect(transactions).toBeLessThan(20)
    const references = results.map((r) => (r as { reference: string }).reference)
    expect(new Set(references).size).toBe(20)
    // Answered stored means committed with its job: a crash right after the answer still sends the team's e-mail.
    for (const [i, result] of results.entries()) {
      const [row] = await handle().db.select().from(formSubmissions).where(eq(formSubmissions.id, idOf(result)))
      expect(row).toMatchObject({ data: contact(i), reference: references[i] })
      const job = await getJobByKey(handle().db, `mail:team:${idOf(result)}`)
      expect(JSON.stringify(job?.payload)).toContain(references[i]!)
    }
  })

  it('store a key sent twice in one batch once, and answer both with the same id', async () => {
    const send = () => submitForm({ type: 'contact', data: contact(1), metadata: meta, idempotencyKey: 'together-twice' }, deps)
    const [a, b, c] = await Promise.all([send(), send(), send()])
    expect([a, b, c].map(idOf)).toEqual([idOf(a!), idOf(a!), idOf(a!)])
    expect([a, b, c].filter((r) => (r as { repeat: boolean }).repeat)).toHaveLength(2)
    expect(await handle().db.select().from(formSubmissions).where(eq(formSubmissions.idempotencyKey, 'contact:together-twice'))).toHaveLength(1)
  })

  it('set aside only the one the database refuses for good, and store the others of its batch', async () => {
    const good = Array.from({ length: 4 }, (_, i) => submitForm({ type: 'contact', data: contact(100 + i), metadata: meta }, deps))
    // A form type the table's check constraint does not know: a 23514 that fails the whole batch's transaction.
    const bad = submitForm({ type: 'spam' as never, schema: FORM_SCHEMAS.contact, data: contact(200), metadata: meta }, deps)
    const [refused, ...stored] = await Promise.all([bad, ...good])
    expect(stored.map((r) => r.status)).toEqual(['stored', 'stored', 'stored', 'stored'])
    for (const r of stored) expect(await handle().db.$count(formSubmissions, eq(formSubmissions.id, idOf(r)))).toBe(1)
    expect(refused).toMatchObject({ status: 'queued', repeat: false })
    const { entries } = await readSetAside(deps.outbox)
    expect(entries).toMatchObject([{ id: idOf(refused!), reason: expect.stringMatching(/^23514 /) }])
  })
})
