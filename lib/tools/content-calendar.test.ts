import { describe, expect, it } from 'vitest'
import { calendarToCsv, calendarToMarkdown, contentCalendar } from './content-calendar'
import { nextMonday } from './plan-dates'

const INPUT = { themes: ['Agent reliability', 'Customer stories'], channels: ['blog', 'linkedin'], postsPerWeek: 3, startDate: '2026-12-07' }

describe('contentCalendar', () => {
  it('plans posts per week × 4, rotating themes and channels', () => {
    const rows = contentCalendar(INPUT)
    expect(rows).toHaveLength(12)
    expect(rows.slice(0, 3).map((r) => r.date)).toEqual(['2026-12-07', '2026-12-08', '2026-12-10'])
    expect(rows[3]!.date).toBe('2026-12-14')
    expect(rows.slice(0, 4).map((r) => r.theme)).toEqual(['Agent reliability', 'Customer stories', 'Agent reliability', 'Customer stories'])
    expect(rows.slice(0, 2).map((r) => r.channel)).toEqual(['Blog', 'LinkedIn'])
    expect(rows[0]!.day).toBe('Mon, 7 Dec 2026')
  })

  it('uses weekends only above five posts a week', () => {
    const five = contentCalendar({ ...INPUT, postsPerWeek: 5 }).slice(0, 5)
    expect(new Set(five.map((r) => new Date(r.date).getUTCDay()))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(contentCalendar({ ...INPUT, postsPerWeek: 7 }).slice(0, 7).map((r) => r.date.slice(8))).toEqual(['07', '08', '09', '10', '11', '12', '13'])
  })

  it('says what is missing or out of range', () => {
    expect(() => contentCalendar({ ...INPUT, themes: [' '] })).toThrow('Add at least one theme')
    expect(() => contentCalendar({ ...INPUT, themes: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toThrow('at most 6 themes')
    expect(() => contentCalendar({ ...INPUT, channels: ['fax'] })).toThrow('Pick at least one channel')
    expect(() => contentCalendar({ ...INPUT, postsPerWeek: 0 })).toThrow('postsPerWeek must be at least 1')
    expect(() => contentCalendar({ ...INPUT, postsPerWeek: 8 })).toThrow('postsPerWeek must be at most 7')
    expect(() => contentCalendar({ ...INPUT, postsPerWeek: 2.5 })).toThrow('whole number')
    expect(() => contentCalendar({ ...INPUT, startDate: '2026-02-30' })).toThrow('startDate must be a date')
  })

  it('exports CSV and Markdown with a header and one row per post', () => {
    const rows = contentCalendar({ ...INPUT, themes: ['Pricing, simply'] })
    const csv = calendarToCsv(rows).trimEnd().split('\r\n')
    expect(csv[0]).toBe('Week,Date,Channel,Theme,Format')
    expect(csv).toHaveLength(13)
    expect(csv[1]).toBe('1,2026-12-07,Blog,"Pricing, simply",How-to article')
    const md = calendarToMarkdown(rows)
    expect(md).toMatch(/^# Content calendar/)
    expect(md.split('\n').filter((l) => l.startsWith('| 1 |'))).toHaveLength(3)
  })
  it('refuses channels named like inherited properties', () => {
    expect(() => contentCalendar({ ...INPUT, channels: ['constructor', 'toString'] } as never)).toThrow('Pick at least one channel')
  })
})

describe('nextMonday', () => {
  it('is the same day on a Monday and the coming Monday otherwise', () => {
    expect(nextMonday(new Date('2026-12-07T10:00:00Z'))).toBe('2026-12-07')
    expect(nextMonday(new Date('2026-12-08T10:00:00Z'))).toBe('2026-12-14')
    expect(nextMonday(new Date('2026-12-13T10:00:00Z'))).toBe('2026-12-14')
  })
})
