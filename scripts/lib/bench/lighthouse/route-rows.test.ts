import { describe, expect, it } from 'vitest'
import { aggregateRuns } from './aggregate.mjs'
import { RATIO_GOAL, routeRows } from './route-rows.mjs'
import { traceSummary } from './trace.mjs'

// One Lighthouse run as summarize() keeps it, with the given TBT and main-thread total.
const run = (tbtMs: number, mainThreadMs: number) => ({
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1000, fcpMs: 900, tbtMs, cls: 0, benchmarkIndex: 1500, scriptTransferBytes: 1, scriptRequests: 1, warnings: [], failed: [],
  trace: traceSummary({ audits: { 'mainthread-work-breakdown': { numericValue: mainThreadMs, details: { items: [] } } } }),
})
const page = { status: 200, totalGzip: 100_000, ownGzip: 10_000, ownChunks: 2, inlineGzip: 5000, inlineCount: 3, chunks: [] }
const weight = { raw: 50_000, gzip: 10_000, style: 0, styleCount: 0, rsc: 20_000, rscCount: 3, markup: 25_000, cssTwice: false, cssTwiceBytes: 0 }
const rowsFor = (ours: [number, number], ref: [number, number]) =>
  routeRows({ route: '/apply', page, weight, refWeight: weight, refFirstLoad: 90_000, pair: { ours: aggregateRuns([run(...ours)]), ref: aggregateRuns([run(...ref)]) } })
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
