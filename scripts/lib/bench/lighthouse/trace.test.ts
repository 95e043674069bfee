import { describe, expect, it } from 'vitest'
import { aggregateRuns } from './aggregate.mjs'
import { lcpRunsNote } from './route-rows.mjs'
import { averageTraces, shortUrl, traceSummary } from './trace.mjs'

const lhr = (scale: number) => ({
  audits: {
    'mainthread-work-breakdown': {
      numericValue: 300 * scale,
      details: { items: [{ group: 'scriptEvaluation', duration: 200 * scale }, { group: 'styleLayout', duration: 100 * scale }] },
    },
    'bootup-time': { details: { items: [{ url: 'http://localhost:1/_next/static/chunks/a.js', total: 150 * scale, scripting: 120 * scale, scriptParseCompile: 30 * scale }] } },
    'long-tasks': { details: { items: [{ duration: 80 }], debugData: { tasks: [{ duration: 80 }, { duration: 60 * scale }] } } },
  },
})

describe('traceSummary', () => {
  it('keeps the main-thread groups, the per-script cost and the long tasks', () => {
    const t = traceSummary(lhr(1))
    expect(t.mainThread.total).toBe(300)
    expect(t.mainThread.byGroup).toMatchObject({ scriptEvaluation: 200, styleLayout: 100, parseHTML: 0, other: 0 })
    expect(t.bootup).toEqual([{ url: '/_next/static/chunks/a.js', total: 150, scripting: 120, parse: 30 }])
    // Counted from the debug data, which lists every long task, not the 20 of the table.
    expect(t.longTasks).toEqual({ count: 2, ms: 140 })
  })
  it('survives a report without these audits', () => {
    const t = traceSummary({ audits: {} })
    expect(t.mainThread.total).toBeNull()
    expect(t.bootup).toEqual([])
    expect(t.longTasks).toBeNull()
  })
})

describe('shortUrl', () => {
  it('keeps the path, which is the same whatever the port', () => {
    expect(shortUrl('http://localhost:123/_next/static/chunks/x.js?v=1')).toBe('/_next/static/chunks/x.js?v=1')
    expect(shortUrl('http://localhost:123/about', 'http://localhost:123/about')).toBe('/about (document)')
    expect(shortUrl('http://localhost:123/about', 'http://localhost:123/')).toBe('/about')
    expect(shortUrl('Unattributable')).toBe('Unattributable')
  })
})

describe('averageTraces', () => {
  it('averages each group and script over the runs, a script missing from a run counting 0', () => {
    const a = traceSummary(lhr(1))
    const b = traceSummary(lhr(3))
    b.bootup.push({ url: '/b.js', total: 40, scripting: 40, parse: 0 })
    const avg = averageTraces([a, null, b])!
    expect(avg.runs).toBe(2)
    expect(avg.mainThread.total).toBe(600)
    expect(avg.mainThread.byGroup.scriptEvaluation).toBe(400)
    expect(avg.bootup.map((s) => [s.url, s.total])).toEqual([['/_next/static/chunks/a.js', 300], ['/b.js', 20]])
    expect(avg.longTasks).toEqual({ count: 2, ms: 200 })
  })
})

describe('aggregateRuns', () => {
  const run = (perf: number, tbt: number, failed: string[] = []) => ({
    scores: { performance: perf, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1000, tbtMs: tbt, cls: 0, benchmarkIndex: 1500, scriptTransferBytes: 1, scriptRequests: 1, warnings: [],
    failed: failed.map((id) => ({ category: 'seo', id })),
    trace: traceSummary(lhr(1)),
  })
  it('takes medians over the runs that worked and the union of failed audits', () => {
    const agg = aggregateRuns([run(90, 300, ['a']), { error: 'timeout' }, run(80, 100), run(70, 200, ['a', 'b'])])
    expect(agg).toMatchObject({ runs: 3, attempted: 4, tbtMs: 200, errors: ['timeout'] })
    expect(agg.scores?.performance).toBe(80)
    expect(agg.failed?.map((f) => f.id)).toEqual(['a', 'b'])
    expect(agg.trace?.runs).toBe(3)
  })
  it('keeps every run\'s LCP and the LCP elements, and the median FCP', () => {
    const paint = (lcpMs: number, fcpMs: number, lcpElement: string | null) => ({ ...run(90, 100), lcpMs, fcpMs, lcpElement })
    const agg = aggregateRuns([paint(900, 900, 'main > h1'), paint(2400, 950, 'main > h1'), paint(1000, 1000, null)])
    expect(agg.lcpMs).toBe(1000)
    expect(agg.fcpMs).toBe(950)
    expect(agg.lcpRunsMs).toEqual([900, 2400, 1000])
    expect(agg.lcpElements).toEqual(['main > h1'])
    expect(lcpRunsNote(agg)).toBe('runs: 900, 2400, 1000 ms; element: main > h1')
  })
  it('reports an error when no run worked', () => {
    expect(aggregateRuns([{ error: 'x' }, { error: 'y' }])).toEqual({ error: 'x', attempted: 2 })
  })
})
