import { createHash } from 'node:crypto'
import { expect, it } from 'vitest'
import { insertSubmission } from '@/lib/db/queries/submission-insert'
import { insertSubmissionFile } from '@/lib/db/queries/submission-files'
import { describeEachDb } from '@/tests/support/db'
import { createUploadSlots, deckStorage } from './upload-slots'

it('gives out as many slots as uploads may be in progress, and each back once', () => {
  const slots = createUploadSlots(2)
  const a = slots.take()!
  const b = slots.take()!
  expect(slots.take()).toBeNull()
  a()
  a() // released twice: counted once
  expect(slots.inUse()).toBe(1)
  expect(slots.take()).not.toBeNull()
  expect(slots.take()).toBeNull()
  b()
  expect(slots.inUse()).toBe(1)
})

describeEachDb('the deck storage budget', ({ handle }) => {
  it('counts the stored decks wherever they live, and is nearly full from 80 %', async () => {
    const db = handle().db
    expect((await deckStorage(db, 0)).usedBytes).toBe(0)
    const id = crypto.randomUUID()
    await insertSubmission(db, { id, formType: 'apply', data: { companyName: 'Budget Labs' }, metadata: {}, createdAt: new Date(), idempotencyKey: null, bodyHash: null })
    const sha256 = createHash('sha256').update('x').digest('hex')
    const meta = { submissionId: id, field: 'deckFile', fileName: 'd.pdf', contentType: 'application/pdf', sha256 }
    await insertSubmissionFile(db, { ...meta, sizeBytes: 600_000, storage: 'disk', objectKey: '0'.repeat(32) })
    await insertSubmissionFile(db, { ...meta, sizeBytes: 300_000, storage: 'db', content: Buffer.from('x') })
    // 900,000 bytes: 86 % of a 1 MB (MiB) budget, 43 % of 2 MB.
    expect(await deckStorage(db, 1)).toMatchObject({ usedBytes: 900_000, budgetBytes: 1024 * 1024, nearlyFull: true, full: false })
    expect(await deckStorage(db, 2)).toMatchObject({ nearlyFull: false, full: false })
    expect(await deckStorage(db, 0)).toMatchObject({ budgetBytes: 0, full: false, nearlyFull: false })
    await insertSubmissionFile(db, { ...meta, sizeBytes: 200_000, storage: 's3', objectKey: 'uploads/x' })
    expect(await deckStorage(db, 1)).toMatchObject({ usedBytes: 1_100_000, full: true })
  })
})
