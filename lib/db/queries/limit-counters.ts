import 'server-only'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { limitCounters } from '../schema'

/** One counter: a limit's name, the client (or '' for a global budget) and the window it counts. */
export type CounterWindow = { name: string; key: string; windowStart: number; windowMs: number }
/** Adds `amount` unless the count would pass `cap` (null: always adds). */
export type CounterHit = CounterWindow & { amount: number; cap: number | null }

/**
 * Adds to several counters in one statement (insert … on conflict do update … returning), so checks on every instance
 * sharing one PostgreSQL count together and none can slip between a read and a write. Returns each counter's count
 * after the hit, or null where the hit would have passed its cap and took nothing. A new row whose amount alone passes
 * its cap is never sent: the caller refuses that without asking.
 */
export async function addToCounters(db: Db, hits: CounterHit[]): Promise<(number | null)[]> {
  const t = limitCounters
  const rows = hits.map((h) => ({ name: h.name, key: h.key, windowStart: h.windowStart, expiresAt: h.windowStart + h.windowMs, count: h.amount }))
  // In DO UPDATE the bare columns are the existing row; `excluded` is the row that was proposed. The cap is looked up by
  // the row's name and window, so one statement can carry counters with different caps.
  const caps = hits.filter((h) => h.cap !== null)
  const capOf = caps.length
    ? sql`(case ${sql.join(
        caps.map((h) => sql`when ${t.name} = ${h.name} and ${t.windowStart} = ${h.windowStart} then ${h.cap}::integer`),
        sql` `,
      )} end)`
    : sql`null::integer`
  const result = await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.name, t.key, t.windowStart],
      set: { count: sql`${t.count} + excluded.count`, updatedAt: sql`now()` },
      setWhere: sql`${capOf} is null or ${t.count} + excluded.count <= ${capOf}`,
    })
    .returning({ name: t.name, key: t.key, windowStart: t.windowStart, count: t.count })
  return hits.map((h) => result.find((r) => r.name === h.name && r.key === h.key && r.windowStart === h.windowStart)?.count ?? null)
}

/** Takes back what addToCounters added, when a hit of the same batch was refused (a budget refused whole takes nothing). */
export async function subtractFromCounters(db: Db, hits: Omit<CounterHit, 'cap'>[]): Promise<void> {
  for (const h of hits) {
    await db
      .update(limitCounters)
      .set({ count: sql`greatest(0, ${limitCounters.count} - ${h.amount})` })
      .where(and(eq(limitCounters.name, h.name), eq(limitCounters.key, h.key), eq(limitCounters.windowStart, h.windowStart)))
  }
}

/** The counts of some windows (0 where nothing was counted), with when each was last counted up. */
export async function readCounters(db: Db, windows: Omit<CounterWindow, 'windowMs'>[]): Promise<{ count: number; updatedAt: Date | null }[]> {
  if (windows.length === 0) return []
  const t = limitCounters
  const rows = await db
    .select({ name: t.name, key: t.key, windowStart: t.windowStart, count: t.count, updatedAt: t.updatedAt })
    .from(t)
    .where(and(inArray(t.name, [...new Set(windows.map((w) => w.name))]), inArray(t.windowStart, [...new Set(windows.map((w) => w.windowStart))])))
  return windows.map((w) => {
    const row = rows.find((r) => r.name === w.name && r.key === w.key && r.windowStart === w.windowStart)
    return { count: row?.count ?? 0, updatedAt: row?.updatedAt ?? null }
  })
}

/** Forgets the windows that have ended (the periodic prune; nothing reads a past window). */
export async function deleteExpiredCounters(db: Db, now: number): Promise<number> {
  const rows = await db.delete(limitCounters).where(lt(limitCounters.expiresAt, now)).returning({ name: limitCounters.name })
  return rows.length
}
