import { describe, expect, it } from 'vitest'
import { processSingleton } from './process-singleton'

describe('processSingleton', () => {
  it('makes the value once and hands the same one back', () => {
    let made = 0
    const first = processSingleton('venture-studio.test-once', () => ({ n: ++made }))
    const second = processSingleton('venture-studio.test-once', () => ({ n: ++made }))
    expect(second).toBe(first)
    expect(made).toBe(1)
  })

  it('keeps the value under Symbol.for(key), where another bundle of the process finds it', () => {
    const value = processSingleton('venture-studio.test-shared', () => 'made here')
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('venture-studio.test-shared')]).toBe(value)
    ;(globalThis as Record<symbol, unknown>)[Symbol.for('venture-studio.test-other')] = 'made by another bundle'
    expect(processSingleton('venture-studio.test-other', () => 'made here')).toBe('made by another bundle')
  })

  it('keeps an undefined value rather than making it again', () => {
    let made = 0
    processSingleton('venture-studio.test-undefined', () => void made++)
    processSingleton('venture-studio.test-undefined', () => void made++)
    expect(made).toBe(1)
  })
})
