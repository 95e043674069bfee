import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readOrCreateSecret } from './secret'

describe('readOrCreateSecret', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vs-secret-'))

  it('creates a long random secret readable by the owner only', () => {
    const file = path.join(dir(), 'nested', 'session-secret')
    const secret = readOrCreateSecret(file)
    expect(secret.length).toBeGreaterThanOrEqual(48)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it('returns the same secret on every later call', () => {
    const file = path.join(dir(), 'session-secret')
    expect(readOrCreateSecret(file)).toBe(readOrCreateSecret(file))
  })

  it('gives different installations different secrets', () => {
    expect(readOrCreateSecret(path.join(dir(), 's'))).not.toBe(readOrCreateSecret(path.join(dir(), 's')))
  })
})
