import { describe, expect, it } from 'vitest'
import { waitLabel } from './mail-delay'

describe('waitLabel', () => {
  it('says whole minutes as minutes and anything else as seconds', () => {
    expect(waitLabel(300_000)).toBe('5 minutes')
    expect(waitLabel(60_000)).toBe('1 minute')
    expect(waitLabel(90_000)).toBe('90 seconds')
    expect(waitLabel(8_000)).toBe('8 seconds')
  })
})
