import 'server-only'
import type { Db } from '../client'
import { analyticsEvents } from '../schema'
import type { AnalyticsBatch } from '@/lib/analytics/events'

/** Stores a validated batch; an event's own timestamp is kept when it is plausible (within the last day). */
export async function insertAnalyticsBatch(db: Db, batch: AnalyticsBatch, now = Date.now()): Promise<number> {
  const rows = batch.events.map((e) => ({
    eventType: e.type,
    eventData: e.data,
    sessionId: batch.sessionId,
    createdAt: e.at && e.at <= now + 60_000 && e.at > now - 86_400_000 ? new Date(e.at) : new Date(now),
  }))
  await db.insert(analyticsEvents).values(rows)
  return rows.length
}
