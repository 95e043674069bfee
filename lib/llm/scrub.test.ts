import { describe, expect, it } from 'vitest'
import { scrubSecrets, secretsOf } from './scrub'
import type { ProviderSettings } from './types'

const groq: ProviderSettings = {
  id: 'groq',
  name: 'Groq',
  type: 'cloud',
  baseUrl: 'http://10.1.2.3:8080/groq/openai/v1',
  apiKey: 'gsk_live_abcdefghijklmnop',
  models: ['llama'],
  basePriority: 90,
  rateLimit: 30,
}
const ollama: ProviderSettings = { ...groq, id: 'ollama', name: 'Ollama', type: 'local', baseUrl: 'http://ollama.internal:11434', apiKey: undefined }

describe('secretsOf', () => {
  it('lists each key and base URL with its origin and host:port', () => {
    expect(secretsOf([groq, ollama]).sort()).toEqual(
      [
        'gsk_live_abcdefghijklmnop',
        'http://10.1.2.3:8080/groq/openai/v1',
        'http://10.1.2.3:8080',
        '10.1.2.3:8080',
        'http://ollama.internal:11434',
        'ollama.internal:11434',
      ].sort(),
    )
  })

  it('skips providers without a key or URL and strings too short to be secrets', () => {
    expect(secretsOf([{ ...ollama, baseUrl: undefined }])).toEqual([])
    expect(secretsOf([{ ...groq, apiKey: 'short', baseUrl: undefined }])).toEqual([])
  })
})

describe('scrubSecrets', () => {
  it('replaces every occurrence of a key, a URL and a bare host:port', () => {
    const secrets = secretsOf([groq, ollama])
    const text = 'fetch http://10.1.2.3:8080/groq/openai/v1/models with gsk_live_abcdefghijklmnop failed; connect ECONNREFUSED 10.1.2.3:8080, ollama.internal:11434 down'
    const out = scrubSecrets(text, secrets)
    for (const s of secrets) expect(out).not.toContain(s)
    expect(out).toBe('fetch [redacted]/models with [redacted] failed; connect ECONNREFUSED [redacted], [redacted] down')
  })

  it('leaves text without secrets as it is', () => {
    expect(scrubSecrets('HTTP 500', secretsOf([groq]))).toBe('HTTP 500')
  })
})
