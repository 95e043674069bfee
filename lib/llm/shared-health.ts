import 'server-only'
import type { Db } from '@/lib/db/client'
import { errorMessage } from '@/lib/error-message'
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

/** One provider's view as this instance holds it (the registry's provider state has these fields). */
type LocalView = { settings: { id: string }; health: SharedHealth | null; cooldown: Cooldown | null; lastError: string | null; changedAt: number }

/** Tells the other instances what this one learnt about a provider; a board that does not answer costs only a log line. */
export async function publishView(board: ProviderBoard, view: LocalView, log: (line: string) => void): Promise<void> {
  const { health, cooldown, lastError, changedAt: at } = view
  await board.publish(view.settings.id, { health, cooldown, lastError, at }).catch((err: unknown) => {
    log(`could not share ${view.settings.id}'s state: ${errorMessage(err)}`)
  })
}

/** Adopts what other instances published wherever it is newer than this instance's view. */
export async function adoptViews(board: ProviderBoard, views: Iterable<LocalView>, log: (line: string) => void): Promise<void> {
  try {
    const shared = await board.load()
    for (const view of views) {
      const s = shared.get(view.settings.id)
      if (!s || s.at <= view.changedAt) continue
      Object.assign(view, { health: s.health, cooldown: s.cooldown, lastError: s.lastError, changedAt: s.at })
    }
  } catch (err) {
    log(`could not read the providers' shared state: ${errorMessage(err)}`)
  }
}
