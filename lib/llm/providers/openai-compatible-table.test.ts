import { describe, expect, it } from 'vitest'
import { withFakeServer } from '@/tests/fakes/adapter-contract'
import { LlmRegistry } from '../llm-registry'
import type { ProviderAdapter, ProviderSettings } from '../types'
import { PROVIDER_MODULES } from '.'
import { adaptersOf, fallbackChainOf, idsOf, settingsOf } from './module'
import { openAiCompatible } from './openai-compatible'
import { OPENAI_COMPATIBLE_PROVIDERS } from './openai-compatible-table'

const server = withFakeServer()

// A provider a newcomer might add: one row, as it would stand in OPENAI_COMPATIBLE_PROVIDERS.
const acme = openAiCompatible('acme', {
  name: 'Acme AI',
  type: 'cloud',
  defaultBaseUrl: 'https://api.acme.example/v1',
  basePriority: 95,
  rateLimit: 20,
  models: ['acme-large', 'acme-small'],
  fallbackRank: 1.5,
})
const modules = [...OPENAI_COMPATIBLE_PROVIDERS, acme, ...PROVIDER_MODULES.slice(OPENAI_COMPATIBLE_PROVIDERS.length)]

/** A registry over the table with the row added; Acme's address and key are the fake's OpenAI-style endpoint's. */
function registryWithAcme() {
  const fake = server()
  const vars = { ...fake.env(['ollama']), ACME_BASE_URL: fake.baseUrl('groq'), ACME_API_KEY: fake.apiKey('groq') }
  // The app's id type lists the shipped providers only; the registry treats an id as a name, so Acme's passes.
  const settings = settingsOf(modules, vars) as ProviderSettings[]
  const createAdapter = adaptersOf(modules) as (settings: ProviderSettings) => ProviderAdapter
  return new LlmRegistry({ settings, timeoutMs: 5_000, fallbackAgent: false, log: () => {}, createAdapter })
}

describe('the OpenAI-compatible providers as rows of one table', () => {
  it('holds every provider that speaks OpenAI chat completions, each once', () => {
    expect(idsOf(OPENAI_COMPATIBLE_PROVIDERS)).toEqual(['groq', 'openai', 'deepseek', 'localai', 'vllm'])
    expect(idsOf(PROVIDER_MODULES).filter((id) => id === 'groq')).toHaveLength(1)
  })

  it('lists an added row among the providers, with its catalogue and its place in the fallback chain', async () => {
    const statuses = await registryWithAcme().statuses()
    expect(statuses.find((s) => String(s.id) === 'acme')).toMatchObject({ name: 'Acme AI', type: 'cloud', configured: true, available: true, basePriority: 95, rateLimit: 20, models: ['acme-large', 'acme-small'] })
    // The highest priority: first among the statuses, which come best first.
    expect(statuses[0]?.id).toBe('acme')
    expect(fallbackChainOf(modules).slice(0, 3)).toEqual(['groq', 'acme', 'deepseek'])
  })

  it('chooses an added row for its model and calls it over the OpenAI wire format with its key', async () => {
    const answer = await registryWithAcme().generate({ model: 'acme-small', messages: [{ role: 'user', content: 'What do you invest in?' }] })
    expect(answer.provider).toBe('acme')
    expect(answer.content).toBe('Hello from the fake groq provider.')
    const [call] = server()
      .requests('groq')
      .filter((r) => r.method === 'POST')
    expect(call?.path).toBe('/groq/openai/v1/chat/completions')
    expect(call?.headers.authorization).toBe(`Bearer ${server().apiKey('groq')}`)
    expect(call?.body).toMatchObject({ model: 'acme-small', messages: [{ role: 'user', content: 'What do you invest in?' }] })
  })
})
