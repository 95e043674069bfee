import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { Outbox, type OutboxEntry } from './outbox'

const entry = (id: string): OutboxEntry => ({
  id,
  formType: 'contact',
  data: { name: id },
  metadata: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  idempotencyKey: null,
})

function tornFile(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vs-outbox-')), 'submissions.jsonl')
  // A crash mid-append: the first entry is whole, the second stops half-way through its line.
  fs.writeFileSync(file, JSON.stringify(entry('a')) + '\n' + '{"id":"b","formType":"con')
  return file
}

it('cuts a torn last line before appending, so the next entry starts on a line of its own', async () => {
  const file = tornFile()
  await new Outbox(file).append({ ...entry('c'), idempotencyKey: 'key-c' })
  // A restarted process reads the file afresh: both whole entries are there.
  const reread = new Outbox(file)
  expect(await reread.size()).toBe(2)
  expect((await reread.findByIdempotencyKey('key-c'))?.id).toBe('c')
  expect(fs.readFileSync(file, 'utf8').endsWith('\n')).toBe(true)
})
