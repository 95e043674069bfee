import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findMailFiles, removeMailFilesBefore, removeMailFiles } from './mail-files'

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-mail-'))
  const eml = (name: string, to: string, body = 'Hello') => fs.writeFileSync(path.join(dir, name), `To: ${to}\nSubject: Hi\n\n${body}\n`)
  eml('job-ann.eml', 'ANN@example.com')
  eml('notice.eml', 'team@studio.example', 'email: ann@example.com')
  eml('job-bob.eml', 'bob@example.com')
  eml('job-joann.eml', 'joann@example.com')
  eml('pruned-job.eml', 'nobody@studio.example', 'no address here')
  fs.writeFileSync(path.join(dir, 'ann.eml.partial'), 'To: ann@example.com\n')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('mail files of an address', () => {
  it('lists the .eml copies to or about the address, and those of its jobs, and removes only them', async () => {
    const found = await findMailFiles('ann@example.com', ['pruned-job'], dir)
    expect(found.map((f) => f.name)).toEqual(['job-ann.eml', 'notice.eml', 'pruned-job.eml'])
    // The team's notice of someone else's message merely names her: flagged, not hers.
    expect(found.map((f) => f.mentioned ?? false)).toEqual([false, true, false])
    expect(found[0]!.sizeBytes).toBeGreaterThan(0)
    expect(await removeMailFiles(found, dir)).toBe(3)
    expect(fs.readdirSync(dir).sort()).toEqual(['ann.eml.partial', 'job-bob.eml', 'job-joann.eml'])
  })

  it('finds nothing when no mail was ever written', async () => {
    expect(await findMailFiles('ann@example.com', [], path.join(dir, 'missing'))).toEqual([])
  })

  it('expires the copies written before the cut-off, with leftover partial writes, and keeps the newer ones', async () => {
    const old = new Date(Date.now() - 8 * 86_400_000)
    for (const name of ['job-ann.eml', 'ann.eml.partial']) fs.utimesSync(path.join(dir, name), old, old)
    expect(await removeMailFilesBefore(new Date(Date.now() - 7 * 86_400_000), dir)).toBe(2)
    expect(fs.readdirSync(dir).sort()).toEqual(['job-bob.eml', 'job-joann.eml', 'notice.eml', 'pruned-job.eml'])
    expect(await removeMailFilesBefore(new Date(), path.join(dir, 'missing'))).toBe(0)
  })
})
