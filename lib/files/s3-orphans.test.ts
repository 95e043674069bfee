import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Double, type S3Double } from '@/tests/support/s3-double'
import { putObject } from './s3'
import { sweepOrphanObjects } from './s3-orphans'

describe('sweepOrphanObjects against the S3 double', () => {
  let double: S3Double
  beforeAll(async () => {
    double = await startS3Double()
  })
  afterAll(() => double.close())

  it('deletes only uploads that are old and unreferenced', async () => {
    const put = (key: string) => putObject(double.config, key, Buffer.from(key), createHash('sha256').update(key).digest('hex'), 'application/pdf')
    for (const key of ['uploads/old-orphan', 'uploads/old-kept', 'uploads/new-orphan', 'other/old-orphan']) await put(key)
    const longAgo = new Date(Date.now() - 3 * 86_400_000)
    for (const path of ['/decks/uploads/old-orphan', '/decks/uploads/old-kept', '/decks/other/old-orphan']) double.modified.set(path, longAgo)
    const logged: string[] = []
    const deleted = await sweepOrphanObjects(double.config, async (key) => key === 'uploads/old-kept', new Date(Date.now() - 86_400_000), (m) => logged.push(m))
    expect(deleted).toBe(1)
    expect([...double.objects.keys()].sort()).toEqual(['/decks/other/old-orphan', '/decks/uploads/new-orphan', '/decks/uploads/old-kept'])
    expect(logged).toEqual(['orphan sweep: deleted 1 unreferenced upload(s)'])
  })
})
