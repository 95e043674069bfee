import { APICallError, JSONParseError, TypeValidationError } from 'ai'
import { describe, expect, it } from 'vitest'
import { LlmError, llmErrors } from '../errors'
import { apiErrorFactory } from './http'
import { fromSdkError, trackFetch } from './sdk'

const ctx = {
  name: 'Groq',
  httpError: apiErrorFactory({ name: 'Groq' } as Parameters<typeof apiErrorFactory>[0]),
  thrown: () => undefined,
}
const call = (fields: Partial<ConstructorParameters<typeof APICallError>[0]>) =>
  new APICallError({ message: 'Bad Request', url: 'http://127.0.0.1:1/v1/chat/completions', requestBodyValues: {}, ...fields })

describe("fromSdkError maps the AI SDK's errors to the provider error texts", () => {
  it("reads a non-2xx answer's own message from its body, not the SDK's URL-bearing text", () => {
    const err = fromSdkError(call({ statusCode: 401, responseBody: JSON.stringify({ error: { message: 'Invalid API Key' } }) }), ctx)
    expect(err).toMatchObject({ message: 'Groq API error 401: Invalid API Key', status: 401 })
  })

  it("keeps a 429's Retry-After header for the registry's back-off, and nothing when there is none", () => {
    const limited = fromSdkError(call({ statusCode: 429, responseHeaders: { 'retry-after': '120' }, responseBody: '{}' }), ctx)
    expect(limited).toMatchObject({ status: 429, retryAfter: '120' })
    expect(fromSdkError(call({ statusCode: 500, responseHeaders: {} }), ctx)).toMatchObject({ status: 500, retryAfter: undefined })
  })

  it('falls back to the status text the SDK kept when the body has no message', () => {
    expect(fromSdkError(call({ statusCode: 502, message: 'Bad Gateway', responseBody: '<html/>' }), ctx)).toMatchObject({
      message: 'Groq API error 502: Bad Gateway',
    })
  })

  it('a 2xx that failed to parse or validate is an invalid response', () => {
    const parse = new JSONParseError({ text: '{', cause: new SyntaxError('x') })
    const shape = new TypeValidationError({ value: {}, cause: new Error('x') })
    for (const cause of [parse, shape, undefined]) {
      expect(fromSdkError(call({ statusCode: 200, cause }), ctx)).toMatchObject({ message: 'Invalid response format from Groq API' })
    }
    expect(fromSdkError(parse, ctx)).toMatchObject({ code: 'invalid-response' })
  })

  it('a 2xx cut off in transit is the network failure it was', () => {
    const cause = new TypeError('terminated')
    expect(fromSdkError(call({ statusCode: 200, cause }), ctx)).toBe(cause)
  })

  it('an answerless call rethrows what fetch threw, or the cause the SDK kept', () => {
    const original = new TypeError('fetch failed')
    expect(fromSdkError(call({ message: 'Cannot connect to API: x' }), { ...ctx, thrown: () => original })).toBe(original)
    const cause = new Error('connect ECONNREFUSED')
    expect(fromSdkError(call({ cause }), ctx)).toBe(cause)
  })

  it('passes LlmErrors and unknown errors through', () => {
    const mine = llmErrors.predictionFailed()
    expect(fromSdkError(mine, ctx)).toBe(mine)
    const other = new RangeError('x')
    expect(fromSdkError(other, ctx)).toBe(other)
    expect(mine).toBeInstanceOf(LlmError)
  })
})

describe('trackFetch', () => {
  it('keeps what the wrapped fetch threw and rethrows it', async () => {
    const boom = new TypeError('fetch failed')
    const tracker = trackFetch(() => Promise.reject(boom))
    await expect(tracker.fetch('http://x.invalid')).rejects.toBe(boom)
    expect(tracker.thrown()).toBe(boom)
  })
})
