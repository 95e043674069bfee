import { describe, expect, it } from 'vitest'
import { isLlmError, llmErrors } from './errors'

describe('isLlmError', () => {
  it('recognises an LlmError, also one made by another copy of the class (another route bundle)', () => {
    expect(isLlmError(llmErrors.noProviderForModel('m'))).toBe(true)
    class LlmError extends Error {
      readonly code = 'api-error'
      constructor(message: string) {
        super(message)
        this.name = 'LlmError'
      }
    }
    expect(isLlmError(new LlmError('from elsewhere'))).toBe(true)
  })

  it('refuses other errors and non-errors', () => {
    expect(isLlmError(new Error('plain'))).toBe(false)
    expect(isLlmError({ name: 'LlmError', code: 'api-error', message: 'x' })).toBe(false)
    expect(isLlmError(undefined)).toBe(false)
  })
})
