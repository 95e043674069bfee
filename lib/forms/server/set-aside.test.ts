import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { Outbox } from './outbox'
import { outboxReport, readSetAside } from './set-aside'

const entry = (id: string) => ({ id, formType: 'contact' as const, data: { name: id }, metadata: {}, createdAt: '2026-01-01T00:00:00.000Z', idempotencyKey: null })

it('lists set-aside entries newest first with their reason, and counts a line it cannot read instead of hiding it', async () => {
  const outbox = new Outbox(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vs-outbox-')), 'submissions.jsonl'))
  expect(await readSetAside(outbox)).toEqual({ entries: [], unreadableLines: 0 })
  await outbox.setAside(entry('a'), '23514 check violation')
  fs.appendFileSync(outbox.rejectedFile, '{"id":"torn\n')
  // An entry set aside before reasons were recorded.
  fs.appendFileSync(outbox.rejectedFile, JSON.stringify(entry('old')) + '\n')
  const { entries, unreadableLines } = await readSetAside(outbox)
  expect(entries.map((e) => [e.id, e.reason])).toEqual([
    ['old', 'not recorded'],
    ['a', '23514 check violation'],
  ])
  expect(unreadableLines).toBe(1)
})

it('reports the counts of waiting and set-aside entries, and nothing a visitor sent', async () => {
  const outbox = new Outbox(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vs-outbox-')), 'submissions.jsonl'))
  expect(await outboxReport(outbox)).toEqual({ waiting: 0, setAside: 0 })
  await outbox.append(entry('ada@example.com'))
  await outbox.append(entry('grace@example.com'))
  await outbox.setAside(entry('linus@example.com'), '23514 check violation')
  fs.appendFileSync(outbox.rejectedFile, '{"id":"torn\n')
  const report = await outboxReport(outbox)
  expect(report).toEqual({ waiting: 2, setAside: 2 })
  expect(JSON.stringify(report)).not.toContain('example.com')
})

it('reports a count the disk will not give as null instead of failing', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-outbox-'))
  // The outbox path is a directory: neither file can be read.
  fs.mkdirSync(path.join(dir, 'submissions.jsonl'))
  fs.mkdirSync(path.join(dir, 'submissions.rejected.jsonl'))
  expect(await outboxReport(new Outbox(path.join(dir, 'submissions.jsonl')))).toEqual({ waiting: null, setAside: null })
})
