import 'server-only'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { instanceSnapshots } from '../schema'

/** Replaces this instance's snapshot of `kind` (one upsert). */
export async function writeSnapshot(db: Db, kind: string, instanceId: string, data: unknown): Promise<void> {
  await db
    .insert(instanceSnapshots)
    .values({ kind, instanceId, data })
    .onConflictDoUpdate({ target: [instanceSnapshots.kind, instanceSnapshots.instanceId], set: { data, updatedAt: sql`now()` } })
}

/** Every instance's snapshot of `kind`, with when it was written; `since` keeps only the ones written after it. */
export async function readSnapshots(db: Db, kind: string, since?: Date): Promise<{ instanceId: string; data: unknown; updatedAt: Date }[]> {
  const t = instanceSnapshots
  return db
    .select({ instanceId: t.instanceId, data: t.data, updatedAt: t.updatedAt })
    .from(t)
    .where(since ? and(eq(t.kind, kind), gte(t.updatedAt, since)) : eq(t.kind, kind))
}
