import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findMailFiles, removeMailFiles } from './mail-files'

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
    expect(found[0]!.sizeBytes).toBeGreaterThan(0)
    expect(await removeMailFiles(found, dir)).toBe(3)
    expect(fs.readdirSync(dir).sort()).toEqual(['ann.eml.partial', 'job-bob.eml', 'job-joann.eml'])
  })

  it('finds nothing when no mail was ever written', async () => {
    expect(await findMailFiles('ann@example.com', [], path.join(dir, 'missing'))).toEqual([])
  })
})
