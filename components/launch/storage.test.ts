import { describe, expect, it } from 'vitest'
import { MODULES } from '@/lib/launch/modules'
import { EMPTY_STATE, needsPlanAtOnce, parseState } from './storage'

describe('parseState', () => {
  it('returns the empty state for nothing, corrupt JSON or a wrong shape', () => {
    expect(parseState(null)).toEqual(EMPTY_STATE)
    expect(parseState('{not json')).toEqual(EMPTY_STATE)
    expect(parseState('[1,2]')).toEqual(EMPTY_STATE)
    expect(parseState('"text"')).toEqual(EMPTY_STATE)
  })

  it('keeps valid modules, answers and reviews and drops the rest', () => {
    const raw = JSON.stringify({
      current: 'mvp',
      answers: { strategy: { company: 'Ledgerly', bad: 3 }, unknown: { a: 'b' } },
      done: ['strategy', 'strategy', 'nope'],
      reviews: { strategy: 'Looks good', mvp: 42 },
    })
    expect(parseState(raw)).toEqual({ current: 'mvp', answers: { strategy: { company: 'Ledgerly' } }, done: ['strategy'], reviews: { strategy: 'Looks good' } })
  })

  it('falls back to the first module for an unknown current module', () => {
    expect(parseState(JSON.stringify({ current: 'x' })).current).toBe('strategy')
  })
})

describe('needsPlanAtOnce', () => {
  it('waits for the visitor on a fresh visit', () => {
    expect(needsPlanAtOnce(MODULES, EMPTY_STATE)).toBe(false)
  })

  it('fetches the plan writer at once for finished sections or a date field to default', () => {
    expect(needsPlanAtOnce(MODULES, { ...EMPTY_STATE, done: ['strategy'] })).toBe(true)
    expect(needsPlanAtOnce(MODULES, { ...EMPTY_STATE, current: 'mvp' })).toBe(true)
    expect(needsPlanAtOnce(MODULES, { ...EMPTY_STATE, current: 'validation' })).toBe(false)
  })
})
