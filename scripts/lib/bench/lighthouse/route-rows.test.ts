import { describe, expect, it } from 'vitest'
import { aggregateRuns } from './aggregate.mjs'
import { PAYLOAD_GOAL, RATIO_GOAL, routeRows } from './route-rows.mjs'
import { traceSummary } from './trace.mjs'

// One Lighthouse run as summarize() keeps it, with the given TBT and main-thread total.
const run = (tbtMs: number, mainThreadMs: number) => ({
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1000, fcpMs: 900, tbtMs, cls: 0, benchmarkIndex: 1500, scriptTransferBytes: 1, scriptRequests: 1, warnings: [], failed: [],
  trace: traceSummary({ audits: { 'mainthread-work-breakdown': { numericValue: mainThreadMs, details: { items: [] } } } }),
})
const page = { status: 200, totalGzip: 100_000, ownGzip: 10_000, ownChunks: 2, inlineGzip: 5000, inlineCount: 3, chunks: [] }
const weight = { raw: 50_000, gzip: 10_000, style: 0, styleCount: 0, rsc: 20_000, rscCount: 3, markup: 25_000, cssTwice: false, cssTwiceBytes: 0 }
const rowsFor = (ours: [number, number], ref: [number, number], floor?: [number, number]) =>
  routeRows({
    route: '/apply', page, weight, refWeight: weight, refFirstLoad: 90_000,
    pair: { ours: aggregateRuns([run(...ours)]), ref: aggregateRuns([run(...ref)]), ...(floor ? { floor: aggregateRuns([run(...floor)]) } : {}) },
  })
const metric = (rows: ReturnType<typeof routeRows>, name: string) => rows.find((r) => r.metric === name)!

describe('routeRows main-thread goal', () => {
  it('judges TBT and the main-thread work each against the same-run reference', () => {
    const rows = rowsFor([140, 1600], [100, 1000])
    expect(metric(rows, 'TBT')).toMatchObject({ ratio: 1.4, verdict: 'PASS', goal: `≤ ${RATIO_GOAL}× ref` })
    // TBT passes while the work behind it is 1.6× the reference's: the row beside it says so.
    expect(metric(rows, 'main-thread work')).toMatchObject({ value: 1600, ref: 1000, ratio: 1.6, verdict: 'MISS', goal: `≤ ${RATIO_GOAL}× ref` })
  })
  it('passes the main-thread work at the goal and misses TBT over it', () => {
    const rows = rowsFor([200, 1500], [100, 1000])
    expect(metric(rows, 'TBT').verdict).toBe('MISS')
    expect(metric(rows, 'main-thread work').verdict).toBe('PASS')
  })
})

describe('routeRows against the floor (the same page without our code)', () => {
  it('judges the main-thread work against the floor and TBT against the empty page', () => {
    const rows = rowsFor([140, 1600], [100, 500], [120, 1200])
    expect(metric(rows, 'TBT')).toMatchObject({ ref: 100, ratio: 1.4, verdict: 'PASS' })
    expect(metric(rows, 'main-thread work')).toMatchObject({ ref: 1200, ratio: 1.33, verdict: 'PASS', goal: `≤ ${RATIO_GOAL}× floor` })
    // The empty page's figure stays in the note: 3.2× it, which alone would have missed.
    expect(metric(rows, 'main-thread work').note).toContain('empty page 500 (3.2×)')
  })
  it('misses when ours is over 1.5× the floor', () => {
    expect(metric(rowsFor([100, 2000], [100, 500], [100, 1200]), 'main-thread work')).toMatchObject({ ratio: 1.67, verdict: 'MISS' })
  })
  it('falls back to the empty page when the floor failed', () => {
    const rows = routeRows({ route: '/apply', page, weight, refWeight: weight, refFirstLoad: 90_000, pair: { ours: aggregateRuns([run(100, 1600)]), ref: aggregateRuns([run(100, 1000)]), floor: aggregateRuns([]) } })
    expect(metric(rows, 'main-thread work')).toMatchObject({ ref: 1000, ratio: 1.6, verdict: 'MISS', goal: `≤ ${RATIO_GOAL}× ref` })
    expect(metric(rows, 'LCP').note).toContain('floor not measured')
  })
})

describe('routeRows payload goal', () => {
  const pair = { ours: aggregateRuns([run(100, 1000)]), ref: aggregateRuns([run(100, 1000)]) }
  const rows = (route: string, ours: number, floor?: number) =>
    routeRows({ route, page, weight: { ...weight, rsc: ours }, refWeight: weight, floorWeight: floor === undefined ? undefined : { ...weight, rsc: floor }, refFirstLoad: 90_000, pair })
  it('judges a content page\'s payload against the floor\'s, not against its markup', () => {
    // 44 kB of payload over 25 kB of markup (1.76×) passes when the framework's own spelling of the page is 42 kB.
    expect(metric(rows('/about', 44_000, 42_000), 'RSC payload vs floor')).toMatchObject({ value: 44, ref: 42, verdict: 'PASS', goal: `≤ ${PAYLOAD_GOAL}× floor` })
    expect(metric(rows('/about', 44_000, 42_000), 'RSC payload / markup').verdict).toBeUndefined()
    expect(metric(rows('/about', 50_000, 42_000), 'RSC payload vs floor').verdict).toBe('MISS')
  })
  it('has no payload goal on an interactive page, and keeps the markup goal when the floor was not served', () => {
    expect(metric(rows('/apply', 80_000, 42_000), 'RSC payload vs floor').verdict).toBeUndefined()
    expect(metric(rows('/about', 44_000), 'RSC payload / markup')).toMatchObject({ verdict: 'MISS', goal: '≤ 1' })
  })
})
