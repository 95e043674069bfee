import 'server-only'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { EVENT_TYPES, type EventType } from '@/lib/analytics/events'
import type { Db } from '../client'
import { analyticsEvents } from '../schema'

export const ANALYTICS_DAYS = 30
export const TOP_LIMIT = 10

/** The window [start, end) of the last `days` UTC days up to and including today. */
export function dayWindow(days: number, now: Date): { start: Date; end: Date; labels: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const start = new Date(today - (days - 1) * 86_400_000)
  const labels = Array.from({ length: days }, (_, i) => new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10))
  return { start, end: new Date(today + 86_400_000), labels }
}

export type EventSeries = { days: string[]; series: Record<EventType, number[]>; totals: Record<EventType, number> }

/** Events per type per UTC day over the window, zero-filled; types the tracker does not send are left out. */
export async function eventsPerDay(db: Db, days = ANALYTICS_DAYS, now = new Date()): Promise<EventSeries> {
  const { start, end, labels } = dayWindow(days, now)
  const dayExpr = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const rows = await db
    .select({ day: dayExpr, type: analyticsEvents.eventType, n: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.createdAt, start), lt(analyticsEvents.createdAt, end)))
    .groupBy(dayExpr, analyticsEvents.eventType)
  const index = new Map(labels.map((d, i) => [d, i]))
  const series = Object.fromEntries(EVENT_TYPES.map((t) => [t, labels.map(() => 0)])) as Record<EventType, number[]>
  const totals = Object.fromEntries(EVENT_TYPES.map((t) => [t, 0])) as Record<EventType, number>
  for (const r of rows) {
    const i = index.get(r.day)
    if (i === undefined || !(r.type in series)) continue
    series[r.type as EventType][i] = r.n
    totals[r.type as EventType] += r.n
  }
  return { days: labels, series, totals }
}

export type PageCount = { path: string; views: number }

/** The most viewed paths (page_view events) in the window. */
export async function topPages(db: Db, { days = ANALYTICS_DAYS, limit = TOP_LIMIT, now = new Date() } = {}): Promise<PageCount[]> {
  const { start, end } = dayWindow(days, now)
  const path = sql<string>`${analyticsEvents.eventData}->>'path'`
  return db
    .select({ path, views: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.eventType, 'page_view'), gte(analyticsEvents.createdAt, start), lt(analyticsEvents.createdAt, end), sql`${path} is not null`))
    .groupBy(path)
    .orderBy(sql`count(*) desc`, path)
    .limit(limit)
}

export type ClickCount = { element: string; label: string; href: string | null; clicks: number }

/** The most clicked links and buttons (click events: element, label, href) in the window. */
export async function topClicks(db: Db, { days = ANALYTICS_DAYS, limit = TOP_LIMIT, now = new Date() } = {}): Promise<ClickCount[]> {
  const { start, end } = dayWindow(days, now)
  const element = sql<string>`coalesce(${analyticsEvents.eventData}->>'element', '')`
  const label = sql<string>`coalesce(${analyticsEvents.eventData}->>'label', '')`
  const href = sql<string | null>`${analyticsEvents.eventData}->>'href'`
  return db
    .select({ element, label, href, clicks: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.eventType, 'click'), gte(analyticsEvents.createdAt, start), lt(analyticsEvents.createdAt, end)))
    .groupBy(element, label, href)
    .orderBy(sql`count(*) desc`, label, element)
    .limit(limit)
}
