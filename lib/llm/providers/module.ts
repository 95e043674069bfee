import { llmErrors } from '../errors'
import type { AdapterDeps, ProviderAdapter, ProviderSettings } from '../adapter-types'

/**
 * What a provider module (lib/llm/providers/<id>.ts) declares at its top. Everything else about providers — the id
 * list, the catalogue, the environment variables and the fallback chain — is derived from the list of modules in
 * ./index.ts by the functions below, so adding a provider is one new module and one line in that list.
 */
export type ProviderCatalogueEntry = {
  name: string
  type: 'cloud' | 'local'
  /** Cloud: the public API base; local providers have none and are configured by URL only. */
  defaultBaseUrl?: string
  basePriority: number
  /** Requests per minute; null = no limit. */
  rateLimit: number | null
  /** Defaults, overridable by `<ID>_MODELS` (comma-separated; the first is the provider's default model). */
  models: readonly string[]
  /** Place in the fallback chain (1 is tried first after the chosen provider fails); none = only ever chosen. */
  fallbackRank?: number
  /** The key's variable when it is not `<ID>_API_KEY` (cloud providers only). */
  keyVariable?: string
}

export type ProviderModule = {
  readonly id: string
  readonly catalogue: ProviderCatalogueEntry
  readonly adapter: (settings: ProviderSettings, deps: AdapterDeps) => ProviderAdapter
}

/** The provider ids in registry order. */
export function idsOf<M extends Pick<ProviderModule, 'id'>>(modules: readonly M[]): M['id'][] {
  return modules.map((m) => m.id)
}

/**
 * One function making any listed provider's adapter; 'Unknown provider type' for an id the list lacks. An adapter
 * answers with the id of the settings it was made from, which is one of the listed ids.
 */
export function adaptersOf<Id extends string>(modules: readonly { readonly id: Id; readonly adapter: ProviderModule['adapter'] }[]) {
  const adapters = new Map<string, ProviderModule['adapter']>(modules.map((m) => [m.id, m.adapter]))
  return (settings: ProviderSettings<Id>, deps: AdapterDeps): ProviderAdapter<Id> => {
    const adapter = adapters.get(settings.id)
    if (!adapter) throw llmErrors.unknownProviderType()
    return Object.assign(adapter(settings, deps), { id: settings.id })
  }
}

/** The environment variables of one provider; `key` is undefined for local servers, which are reached without one. */
export function envNames({ id, catalogue }: Pick<ProviderModule, 'id' | 'catalogue'>) {
  const prefix = id.toUpperCase()
  const cloud = catalogue.type === 'cloud'
  return {
    key: cloud ? (catalogue.keyVariable ?? `${prefix}_API_KEY`) : undefined,
    /** Cloud: overrides the public base; local: the server's URL, without which the provider is not configured. */
    url: cloud ? `${prefix}_BASE_URL` : `${prefix}_URL`,
    models: `${prefix}_MODELS`,
    /** A local server's key variable, refused at start: a key there would be sent nowhere. */
    refusedKey: cloud ? undefined : `${prefix}_API_KEY`,
  }
}

/** The providers after the chosen one, in the order they are tried; modules without a rank are never fallbacks. */
export function fallbackChainOf<M extends Pick<ProviderModule, 'id' | 'catalogue'>>(modules: readonly M[]): M['id'][] {
  return modules
    .filter((m) => m.catalogue.fallbackRank !== undefined)
    .toSorted((a, b) => (a.catalogue.fallbackRank ?? 0) - (b.catalogue.fallbackRank ?? 0))
    .map((m) => m.id)
}

function parseModels(value: string | undefined, defaults: readonly string[]): readonly string[] {
  const list = (value ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean)
  return list.length > 0 ? list : defaults
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** Each module's settings from already validated variables (lib/env.ts is the only reader of process.env). */
export function settingsOf(modules: readonly Pick<ProviderModule, 'id' | 'catalogue'>[], vars: Record<string, string | undefined>) {
  return modules.map(({ id, catalogue }) => {
    const names = envNames({ id, catalogue })
    const url = catalogue.type === 'cloud' ? (vars[names.url] ?? catalogue.defaultBaseUrl) : vars[names.url]
    return {
      id,
      name: catalogue.name,
      type: catalogue.type,
      baseUrl: url ? trimSlash(url) : undefined,
      apiKey: names.key ? vars[names.key] : undefined,
      models: parseModels(vars[names.models], catalogue.models),
      basePriority: catalogue.basePriority,
      rateLimit: catalogue.rateLimit,
    }
  })
}
