import 'server-only'
import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import { providerHealth } from '../schema'

/** Every provider's last published state (a handful of rows, read every few seconds at most). */
export async function readProviderHealth(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select({ id: providerHealth.providerId, state: providerHealth.state }).from(providerHealth)
  return new Map(rows.map((r) => [r.id, r.state]))
}

/** One provider's state, replaced whole: the latest verdict of any instance stands. */
export async function writeProviderHealth(db: Db, providerId: string, state: unknown): Promise<void> {
  await db
    .insert(providerHealth)
    .values({ providerId, state })
    .onConflictDoUpdate({ target: providerHealth.providerId, set: { state, updatedAt: sql`now()` } })
}
