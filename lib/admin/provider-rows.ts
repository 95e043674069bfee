import { LLM_DEFAULTS, PROVIDER_CATALOG } from '@/lib/llm/settings'
import { scrubSecrets } from '@/lib/llm/scrub'
import { isProviderId, type ProviderSettings, type ProviderStatus } from '@/lib/llm/types'

/**
 * What the Providers page shows for one provider: display text only, built on the server. It is all the page puts in
 * its HTML and RSC payload, so no key or base URL can reach the browser through it — whether a base
 * URL was overridden is told as a yes/no, never as the URL.
 */
export type ProviderRow = {
  id: string
  name: string
  type: string
  configured: boolean
  available: boolean
  /** True when a cloud provider's base URL is not its public default (a gateway or a test double). */
  customBaseUrl: boolean
  latency: string
  priority: number
  /** Why the effective priority differs from the base, e.g. 'base 90, −30 not configured'. */
  priorityNote: string
  requests: string
  models: string
  lastError: string | null
  /** 'cooling down until 09:08:07 UTC' while the provider rests after a failure, else null. */
  cooling: string | null
}

/** '09:08:07 UTC': the Providers page's times, UTC like every admin date (components/admin/format.ts). */
export function utcClock(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 19)} UTC`
}

const TYPE_LABEL: Record<ProviderStatus['type'], string> = { cloud: 'Cloud', local: 'Local server', fallback: 'Built-in' }

export function providerRow(status: ProviderStatus, settings: ProviderSettings | undefined, secrets: readonly string[]): ProviderRow {
  return {
    id: status.id,
    name: status.name,
    type: TYPE_LABEL[status.type],
    configured: status.configured,
    available: status.available,
    customBaseUrl: hasCustomBaseUrl(settings),
    latency: status.latency === null ? '—' : `${Math.round(status.latency).toLocaleString('en-US')} ms`,
    priority: status.priority,
    priorityNote: priorityNote(status),
    requests: `${status.requestsThisMinute.toLocaleString('en-US')} / ${status.rateLimit === null ? 'no limit' : status.rateLimit.toLocaleString('en-US')}`,
    models: status.models.length ? status.models.join(', ') : '—',
    lastError: status.error === null ? null : scrubSecrets(status.error, secrets),
    cooling: status.coolingUntil === null ? null : `cooling down until ${utcClock(status.coolingUntil)}`,
  }
}

function hasCustomBaseUrl(settings: ProviderSettings | undefined): boolean {
  if (!settings || settings.type !== 'cloud' || !settings.baseUrl || !isProviderId(settings.id)) return false
  const fallback = PROVIDER_CATALOG[settings.id].defaultBaseUrl
  return settings.baseUrl !== fallback?.replace(/\/+$/, '')
}

/** The base and the penalties that explain the gap; the penalties are inferred from the gap itself. */
function priorityNote(status: ProviderStatus): string {
  const parts = [`base ${status.basePriority}`]
  let gap = status.basePriority - status.priority
  if (!status.configured && gap >= LLM_DEFAULTS.notConfiguredPenalty) {
    parts.push(`−${LLM_DEFAULTS.notConfiguredPenalty} not configured`)
    gap -= LLM_DEFAULTS.notConfiguredPenalty
  }
  if (gap >= LLM_DEFAULTS.unhealthyPenalty) {
    parts.push(`−${LLM_DEFAULTS.unhealthyPenalty} health check failed`)
    gap -= LLM_DEFAULTS.unhealthyPenalty
  }
  if (gap !== 0) parts.push(`${gap > 0 ? '−' : '+'}${Math.abs(gap)}`)
  return parts.join(', ')
}

/** 'N of 10 available': the ten model providers; the built-in keyword agent is always there and not counted. */
export function availableCount(statuses: readonly ProviderStatus[]): { available: number; total: number } {
  const providers = statuses.filter((s) => s.id !== 'fallback')
  return { available: providers.filter((s) => s.available).length, total: providers.length }
}
