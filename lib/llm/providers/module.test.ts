import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { FALLBACK_CHAIN, PROVIDER_CATALOG, providerSettingsFromEnv } from '../settings'
import { PROVIDER_IDS } from '../types'
import { PROVIDER_MODULES, createAdapter } from '.'
import { envNames, fallbackChainOf, idsOf, settingsOf, type ProviderModule } from './module'

// A provider a newcomer might add: one module, appended to the registry's list.
const acme = {
  id: 'acme',
  catalogue: {
    name: 'Acme AI',
    type: 'cloud',
    defaultBaseUrl: 'https://api.acme.example/v1/',
    basePriority: 70,
    rateLimit: 20,
    models: ['acme-large', 'acme-small'],
    fallbackRank: 2.5,
  },
  adapter: (settings, deps) => createAdapter({ ...settings, id: 'groq' }, deps),
} as const satisfies ProviderModule

const withAcme = [...PROVIDER_MODULES, acme]

describe('the registry of provider modules', () => {
  it('puts an added module in the id list, the settings and the fallback chain', () => {
    expect(idsOf(withAcme)).toEqual([...PROVIDER_IDS, 'acme'])

    const names = envNames(acme)
    expect(names).toMatchObject({ key: 'ACME_API_KEY', url: 'ACME_BASE_URL', models: 'ACME_MODELS' })
    const settings = settingsOf(withAcme, { ACME_API_KEY: 'acme-key', ACME_MODELS: 'acme-tiny, acme-large' }).find((s) => s.id === 'acme')
    expect(settings).toEqual({
      id: 'acme',
      name: 'Acme AI',
      type: 'cloud',
      baseUrl: 'https://api.acme.example/v1',
      apiKey: 'acme-key',
      models: ['acme-tiny', 'acme-large'],
      basePriority: 70,
      rateLimit: 20,
    })

    // Its rank places it between the second and third providers of the chain.
    expect(fallbackChainOf(withAcme)).toEqual([...FALLBACK_CHAIN.slice(0, 2), 'acme', ...FALLBACK_CHAIN.slice(2)])
  })

  it('derives the fallback chain and leaves vLLM out of it', () => {
    expect(FALLBACK_CHAIN).toEqual(['groq', 'deepseek', 'huggingface', 'ollama', 'localai', 'openai', 'anthropic', 'cohere', 'replicate'])
    expect(Object.keys(PROVIDER_CATALOG).toSorted()).toEqual([...PROVIDER_IDS].toSorted())
  })

  it('reads each module’s variables from the environment, with the key names the modules declare', () => {
    const settings = providerSettingsFromEnv(
      parseEnv({ REPLICATE_API_TOKEN: 'r8-token', GROQ_API_KEY: 'gk', OLLAMA_URL: 'http://127.0.0.1:11434/', VLLM_MODELS: 'a,b' }),
    )
    const byId = new Map(settings.map((s) => [s.id, s]))
    expect(settings.map((s) => s.id)).toEqual(PROVIDER_IDS)
    expect(byId.get('replicate')?.apiKey).toBe('r8-token')
    expect(byId.get('groq')?.apiKey).toBe('gk')
    expect(byId.get('ollama')?.baseUrl).toBe('http://127.0.0.1:11434')
    expect(byId.get('vllm')?.models).toEqual(['a', 'b'])
  })

  it('refuses a key for a local server, by the variable its module implies', () => {
    expect(() => parseEnv({ LOCALAI_API_KEY: 'x' })).toThrow(/LOCALAI_API_KEY/)
  })
})
