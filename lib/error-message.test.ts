import { describe, expect, it } from 'vitest'
import { errorMessage } from './error-message'

describe('errorMessage', () => {
  it("gives an Error's message without its name or stack", () => {
    expect(errorMessage(new TypeError('bad input'))).toBe('bad input')
  })

  it('gives anything else thrown as text', () => {
    expect(errorMessage('ECONNREFUSED')).toBe('ECONNREFUSED')
    expect(errorMessage(42)).toBe('42')
    expect(errorMessage(undefined)).toBe('undefined')
    expect(errorMessage({ code: 'E1' })).toBe('[object Object]')
  })
})
