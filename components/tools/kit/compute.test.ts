import { describe, expect, it } from 'vitest'
import { checkNumber } from '@/lib/tools/errors'
import { fieldError, tryCompute } from './compute'

describe('tryCompute', () => {
  it('returns the value of a calculation that succeeds', () => {
    expect(tryCompute(() => 42)).toEqual({ ok: true, value: 42 })
  })
  it('turns a tool input error into its field and message', () => {
    const result = tryCompute(() => checkNumber(Number.NaN, 'monthlyBurn'))
    expect(result).toEqual({ ok: false, field: 'monthlyBurn', message: 'monthlyBurn must be a number.' })
    expect(fieldError(result, 'monthlyBurn')).toBe('monthlyBurn must be a number.')
    expect(fieldError(result, 'runwayMonths')).toBeUndefined()
  })
  it('names the field by its form label when one is given', () => {
    const result = tryCompute(() => checkNumber(-1, 'monthlyBurn', { min: 0 }), { monthlyBurn: 'Monthly burn' })
    expect(result).toEqual({ ok: false, field: 'monthlyBurn', message: 'Monthly burn must be zero or more.' })
  })
  it('turns any other error into a plain sentence without its internals', () => {
    const result = tryCompute(() => {
      throw new TypeError('x is undefined')
    })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.field).toBeNull()
      expect(result.message).not.toContain('undefined')
    }
  })
})
