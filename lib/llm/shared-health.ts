import 'server-only'
import type { Db } from '@/lib/db/client'
import { readProviderHealth, writeProviderHealth } from '@/lib/db/queries/provider-health'
import type { Cooldown } from './backoff'

/**
 * Provider health and cool-down shared by every instance on one PostgreSQL. The registry publishes
 * a provider's state when it changes (a failure, a recovery, a health check) and adopts what others published, at
 * most every few seconds, whenever it is newer than its own: so an instance that sees a provider fail makes the
 * others rest it too, and one that sees it answer again lets them use it again.
 */
export type SharedHealth = { ok: boolean; checkedAt: number; latency: number | null; error: string | null }
export type ProviderSharedState = {
  health: SharedHealth | null
  cooldown: Cooldown | null
  lastError: string | null
  /** When the publishing instance changed it, on the registry's clock: the newest state wins. */
  at: number
}

export type ProviderBoard = {
  load: () => Promise<Map<string, ProviderSharedState>>
  publish: (providerId: string, state: ProviderSharedState) => Promise<void>
}

export function dbProviderBoard(db: () => Promise<Db>): ProviderBoard {
  return {
    load: async () => (await readProviderHealth(await db())) as Map<string, ProviderSharedState>,
    publish: async (providerId, state) => writeProviderHealth(await db(), providerId, state),
  }
}
