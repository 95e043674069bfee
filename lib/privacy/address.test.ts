import { describe, expect, it } from 'vitest'
import { mentionsAddress, parseRequestAddress, redactAddress } from './address'

describe('privacy request address', () => {
  it('accepts an address as the forms do, trimmed and lower-cased', () => {
    expect(parseRequestAddress('  Ann@Example.COM ')).toEqual({ ok: true, address: 'ann@example.com' })
  })

  it('refuses what is not an address with the form message', () => {
    expect(parseRequestAddress('ann at example')).toEqual({ ok: false, message: 'Please enter a valid e-mail address.' })
    expect(parseRequestAddress(undefined)).toMatchObject({ ok: false })
  })

  it('finds the address in text, whatever its case, but not a longer address that contains it', () => {
    expect(mentionsAddress('Write to ANN@example.com.', 'ann@example.com')).toBe(true)
    expect(mentionsAddress('{"content":"mail <ann@example.com>"}', 'ann@example.com')).toBe(true)
    expect(mentionsAddress('joann@example.com', 'ann@example.com')).toBe(false)
    expect(mentionsAddress('jo.ann@example.com', 'ann@example.com')).toBe(false)
    expect(mentionsAddress('ann@example.com.au', 'ann@example.com')).toBe(false)
    expect(mentionsAddress('ann@example.community', 'ann@example.com')).toBe(false)
  })

  it('redacts every mention of the address and nothing of a longer one', () => {
    expect(redactAddress('ANN@example.com, joann@example.com, <ann@example.com>.', 'ann@example.com')).toBe('[erased address], joann@example.com, <[erased address]>.')
  })
})
