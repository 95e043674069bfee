import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { sqlState } from '../errors'
import { formSubmissions } from '../schema'
import { insertSubmission } from './submission-insert'

const row = (over: { id?: string; idempotencyKey?: string | null } = {}) => ({
  id: randomUUID(),
  formType: 'contact' as const,
  data: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
  idempotencyKey: null,
  ...over,
})

describeEachDb('storing a submission once', ({ handle }) => {
  const count = async (where: ReturnType<typeof eq>) => (await handle().db.select({ id: formSubmissions.id }).from(formSubmissions).where(where)).length

  it('answers a repeat of its id with null and keeps one row (the outbox replaying a stored entry)', async () => {
    const first = row()
    expect(await insertSubmission(handle().db, first)).toMatch(/^M3-/)
    expect(await insertSubmission(handle().db, { ...first })).toBeNull()
    expect(await count(eq(formSubmissions.id, first.id))).toBe(1)
  })

  it('answers a repeat of its idempotency key with null and keeps one row (a double click)', async () => {
    expect(await insertSubmission(handle().db, row({ idempotencyKey: 'contact:twice' }))).toMatch(/^M3-/)
    expect(await insertSubmission(handle().db, row({ idempotencyKey: 'contact:twice' }))).toBeNull()
    expect(await count(eq(formSubmissions.idempotencyKey, 'contact:twice'))).toBe(1)
  })

  it('fails on any other unique violation — a reference given twice — instead of dropping the row as a repeat', async () => {
    const { db } = handle()
    await db.execute(sql`select setval('submission_reference_seq', 7000)`)
    const taken = await insertSubmission(db, row())
    await db.execute(sql`select setval('submission_reference_seq', 7000)`)
    const second = row({ idempotencyKey: 'contact:other-key' })
    const error = await insertSubmission(db, second).then(
      () => undefined,
      (err: unknown) => err,
    )
    expect(sqlState(error)).toBe('23505')
    expect(String((error as { cause?: unknown }).cause ?? error)).toContain('form_submissions_reference_idx')
    expect(await count(eq(formSubmissions.id, second.id))).toBe(0)
    expect(taken).toMatch(/-7001$/)
  })
})
