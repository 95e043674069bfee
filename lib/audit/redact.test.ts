import { describe, expect, it } from 'vitest'
import { REDACTED, redactDetails } from './redact'

describe('redactDetails', () => {
  it('replaces secret-looking keys at any depth', () => {
    expect(redactDetails({ user: 'a', nested: { password: 'x' } })).toEqual({ user: 'a', nested: { password: REDACTED } })
  })

  it('keeps a "__proto__" key from visitor data as a key instead of changing the copy\'s prototype', () => {
    const details = JSON.parse('{"__proto__": {"injected": true}, "ok": 1}') as Record<string, unknown>
    const out = redactDetails(details)
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.keys(out)).toEqual(['__proto__', 'ok'])
    expect((out as { injected?: unknown }).injected).toBeUndefined()
  })
})
