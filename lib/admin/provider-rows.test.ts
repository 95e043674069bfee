import { describe, expect, it } from 'vitest'
import { PROVIDER_CATALOG } from '@/lib/llm/settings'
import type { ProviderSettings, ProviderStatus } from '@/lib/llm/types'
import { availableCount, providerRow } from './provider-rows'

const status = (over: Partial<ProviderStatus> = {}): ProviderStatus => ({
  id: 'groq',
  name: 'Groq',
  available: true,
  configured: true,
  latency: 41.6,
  error: null,
  type: 'cloud',
  priority: 90,
  basePriority: 90,
  requestsThisMinute: 3,
  rateLimit: 30,
  models: ['llama-3.3-70b-versatile', 'llama-3.1-8b-instant'],
  checkedAt: 1,
  coolingUntil: null,
  ...over,
})

const settings = (over: Partial<ProviderSettings> = {}): ProviderSettings => ({
  id: 'groq',
  name: 'Groq',
  type: 'cloud',
  baseUrl: PROVIDER_CATALOG.groq.defaultBaseUrl,
  apiKey: 'gsk_secret_key_value',
  models: ['llama-3.3-70b-versatile'],
  basePriority: 90,
  rateLimit: 30,
  ...over,
})

describe('providerRow', () => {
  it('shows a healthy provider as display text: latency in whole ms, requests against the limit, the models', () => {
    const row = providerRow(status(), settings(), [])
    expect(row).toEqual({
      id: 'groq',
      name: 'Groq',
      type: 'Cloud',
      configured: true,
      available: true,
      customBaseUrl: false,
      latency: '42 ms',
      priority: 90,
      priorityNote: 'base 90',
      requests: '3 / 30',
      models: 'llama-3.3-70b-versatile, llama-3.1-8b-instant',
      lastError: null,
      cooling: null,
    })
  })

  it('says until when a provider cools down after a failure, on the 24-hour UTC clock', () => {
    const coolingUntil = Date.UTC(2026, 10, 22, 21, 5, 9)
    expect(providerRow(status({ available: false, priority: 40, coolingUntil }), settings(), []).cooling).toBe('cooling down until 21:05:09 UTC')
  })

  it('explains the effective priority by the penalties', () => {
    expect(providerRow(status({ configured: false, available: false, priority: 60 }), settings(), []).priorityNote).toBe('base 90, −30 not configured')
    expect(providerRow(status({ available: false, priority: 40 }), settings(), []).priorityNote).toBe('base 90, −50 health check failed')
    expect(providerRow(status({ id: 'fallback', type: 'fallback', priority: 10, basePriority: 10 }), undefined, []).priorityNote).toBe('base 10')
  })

  it('says "custom base URL" for an overridden cloud base URL, never the URL itself', () => {
    const row = providerRow(status(), settings({ baseUrl: 'http://gateway.internal:9000/v1' }), [])
    expect(row.customBaseUrl).toBe(true)
    expect(JSON.stringify(row)).not.toContain('gateway.internal')
    // A local server always has its own URL: that is configuration, not an override.
    expect(providerRow(status({ id: 'ollama', type: 'local' }), settings({ id: 'ollama', type: 'local', baseUrl: 'http://x:11434' }), []).customBaseUrl).toBe(false)
  })

  it('shows no limit, no latency and no models plainly', () => {
    const row = providerRow(status({ rateLimit: null, latency: null, models: [], requestsThisMinute: 0 }), settings(), [])
    expect([row.requests, row.latency, row.models]).toEqual(['0 / no limit', '—', '—'])
  })

  it('scrubs keys and URLs out of the last error', () => {
    const row = providerRow(status({ error: 'Failed: http://gateway.internal:9000/v1 refused gsk_secret_key_value' }), settings(), [
      'http://gateway.internal:9000/v1',
      'gsk_secret_key_value',
    ])
    expect(row.lastError).toBe('Failed: [redacted] refused [redacted]')
  })
})

describe('availableCount', () => {
  it('counts the ten providers and leaves the built-in agent out', () => {
    const list = [status(), status({ id: 'openai', available: false }), status({ id: 'fallback', type: 'fallback' })]
    expect(availableCount(list)).toEqual({ available: 1, total: 2 })
  })
})
