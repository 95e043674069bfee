import { beforeAll, expect, it } from 'vitest'
import { describeEachDb } from '@/tests/support/db'
import { analyticsEvents } from '../schema'
import { eventsPerDay, topClicks, topPages } from './analytics-summary'

const NOW = new Date('2026-11-22T12:00:00Z')
const at = (iso: string) => new Date(iso)

describeEachDb('analytics summary queries', ({ handle }) => {
  beforeAll(async () => {
    const view = (path: string, createdAt: Date) => ({ eventType: 'page_view', eventData: { path, referrer: null }, createdAt })
    const click = (label: string, href: string | null, createdAt: Date, element = 'a') => ({
      eventType: 'click',
      eventData: { element, label, href, path: '/' },
      createdAt,
    })
    await handle().db.insert(analyticsEvents).values([
      view('/', at('2026-11-22T01:00:00Z')),
      view('/', at('2026-11-21T23:59:59Z')),
      view('/', at('2026-11-20T10:00:00Z')),
      view('/apply', at('2026-11-22T02:00:00Z')),
      view('/blog', at('2026-10-24T00:00:00Z')),
      view('/too-old', at('2026-10-23T23:59:59Z')),
      click('Apply now', '/apply', at('2026-11-22T03:00:00Z')),
      click('Apply now', '/apply', at('2026-11-21T03:00:00Z')),
      click('Menu', null, at('2026-11-21T04:00:00Z'), 'button'),
      { eventType: 'scroll', eventData: { depth: 50, path: '/' }, createdAt: at('2026-11-22T05:00:00Z') },
      { eventType: 'legacy_type', eventData: {}, createdAt: at('2026-11-22T05:00:00Z') },
    ])
  })

  it('counts events per type per UTC day over the last 30 days, zero-filled', async () => {
    const s = await eventsPerDay(handle().db, 30, NOW)
    expect(s.days).toHaveLength(30)
    expect(s.days[0]).toBe('2026-10-24')
    expect(s.days.at(-1)).toBe('2026-11-22')
    expect(s.series.page_view.at(-1)).toBe(2)
    expect(s.series.page_view.at(-2)).toBe(1)
    expect(s.series.page_view[0]).toBe(1)
    expect(s.series.click.slice(-2)).toEqual([2, 1])
    expect(s.totals).toEqual({ page_view: 5, click: 3, scroll: 1, resize: 0, error: 0, web_vital: 0 })
    expect(s.series.resize.every((n) => n === 0)).toBe(true)
  })

  it('ranks the most viewed pages in the window', async () => {
    expect(await topPages(handle().db, { now: NOW })).toEqual([
      { path: '/', views: 3 },
      { path: '/apply', views: 1 },
      { path: '/blog', views: 1 },
    ])
    expect(await topPages(handle().db, { now: NOW, limit: 1 })).toHaveLength(1)
  })

  it('ranks the most clicked elements by element, label and link', async () => {
    expect(await topClicks(handle().db, { now: NOW })).toEqual([
      { element: 'a', label: 'Apply now', href: '/apply', clicks: 2 },
      { element: 'button', label: 'Menu', href: null, clicks: 1 },
    ])
  })

  it('is empty without events in the window', async () => {
    const later = new Date('2027-06-01T00:00:00Z')
    expect(await topPages(handle().db, { now: later })).toEqual([])
    expect(await topClicks(handle().db, { now: later })).toEqual([])
    expect(Object.values((await eventsPerDay(handle().db, 30, later)).totals).every((n) => n === 0)).toBe(true)
  })
})
