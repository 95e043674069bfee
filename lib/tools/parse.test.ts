import { describe, expect, it } from 'vitest'
import { percentToFraction, readNumber } from './parse'

describe('readNumber', () => {
  it('reads plain, grouped and currency-marked numbers', () => {
    expect(readNumber('1250')).toBe(1250)
    expect(readNumber(' 1,250 ')).toBe(1250)
    expect(readNumber('$80,000')).toBe(80_000)
    expect(readNumber('-3.5')).toBe(-3.5)
    expect(readNumber('.5')).toBe(0.5)
  })
  it('reads k, M, B and T suffixes in either case', () => {
    expect(readNumber('250k')).toBe(250_000)
    expect(readNumber('$1.5M')).toBe(1_500_000)
    expect(readNumber('2.5b')).toBe(2_500_000_000)
    expect(readNumber('1T')).toBe(1e12)
  })
  it('drops a trailing percent sign', () => {
    expect(readNumber('20%')).toBe(20)
  })
  it('is undefined for an empty field and NaN for text that is not a number', () => {
    expect(readNumber('')).toBeUndefined()
    expect(readNumber('   ')).toBeUndefined()
    expect(readNumber('abc')).toBeNaN()
    expect(readNumber('1.2.3')).toBeNaN()
    expect(readNumber('12x')).toBeNaN()
  })
})

describe('percentToFraction', () => {
  it('turns a whole percentage into a fraction and keeps undefined', () => {
    expect(percentToFraction(20)).toBe(0.2)
    expect(percentToFraction(undefined)).toBeUndefined()
  })
})
