import { describe, expect, it } from 'vitest'
import { providerErrorMessage, statusText } from './http'

describe("providerErrorMessage reads the provider's own message", () => {
  it.each([
    ['OpenAI and Anthropic', { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }, 'invalid x-api-key'],
    ['Hugging Face and Ollama', { error: 'model not found' }, 'model not found'],
    ['Replicate', { title: 'Unauthenticated', detail: 'You did not pass a valid authentication token', status: 401 }, 'You did not pass a valid authentication token'],
    ['Cohere and older vLLM', { message: 'invalid api token' }, 'invalid api token'],
  ])('%s', (_, body, message) => {
    expect(providerErrorMessage(JSON.stringify(body))).toBe(message)
  })

  it.each([
    ['an HTML page from a proxy', '<html><body>502 Bad Gateway</body></html>'],
    ['an unknown JSON shape', JSON.stringify({ errors: ['x'] })],
    ['an empty message', JSON.stringify({ error: { message: '  ' } })],
    ['an empty body', ''],
    ['a JSON string', '"oops"'],
  ])('gives nothing for %s, so a raw body never becomes the message', (_, body) => {
    expect(providerErrorMessage(body)).toBeUndefined()
  })

  it('falls back to the status text, then to the standard reason phrase', () => {
    expect(statusText(503, 'Service Unavailable')).toBe('Service Unavailable')
    expect(statusText(503, '')).toBe('Service Unavailable')
    expect(statusText(599, '')).toBe('Unknown error')
  })
})
