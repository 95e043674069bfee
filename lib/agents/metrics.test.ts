import { afterEach, describe, expect, it, vi } from 'vitest'
import { AgentMetrics, agentMetrics, healthStatus, METRICS_LIMITS, type MemoryReading } from './metrics'
import { AGENT_IDS } from './specialists'

const T0 = new Date('2026-06-01T12:00:00.000Z')

function metrics(memory: MemoryReading = { heapUsedMb: 60, rssMb: 400 }) {
  let now = T0
  const m = new AgentMetrics({ now: () => now, memory: () => memory })
  return { m, advance: (ms: number) => (now = new Date(now.getTime() + ms)) }
}

describe('performance', () => {
  it('lists all 11 agents with zeros for the unused ones', () => {
    const rows = metrics().m.performance()
    expect(rows.map((r) => r.agentId)).toEqual([...AGENT_IDS])
    expect(rows[0]).toEqual({
      agentId: 'meta3-primary',
      agentName: 'Meta3 primary',
      totalRequests: 0,
      averageResponseTime: 0,
      successRate: 0,
      errorCount: 0,
      lastUsed: null,
      popularQueries: [],
    })
  })

  it('counts requests, errors, average time, success rate and last use per agent', () => {
    const { m, advance } = metrics()
    m.record({ agentId: 'financial', responseMs: 100, ok: true, query: 'burn rate?' })
    advance(5000)
    m.record({ agentId: 'financial', responseMs: 300, ok: false, query: 'runway' })
    m.record({ agentId: 'marketing', responseMs: 50, ok: true, query: 'brand' })
    const financial = m.performance().find((r) => r.agentId === 'financial')
    expect(financial).toMatchObject({ totalRequests: 2, errorCount: 1, averageResponseTime: 200, successRate: 0.5, lastUsed: '2026-06-01T12:00:05.000Z' })
    expect(m.performance().find((r) => r.agentId === 'marketing')?.totalRequests).toBe(1)
  })

  it('names agents with the given resolver', () => {
    const m = new AgentMetrics({ agentName: (id) => `Agent ${id}` })
    expect(m.performance()[2]?.agentName).toBe('Agent investment-specialist')
  })

  it('ranks the top 10 queries, normalised to lower case and single spaces', () => {
    const { m } = metrics()
    for (let i = 0; i < 12; i += 1) {
      for (let k = 0; k <= i; k += 1) m.record({ agentId: 'meta3-research', responseMs: 1, ok: true, query: `topic ${i}` })
    }
    m.record({ agentId: 'meta3-research', responseMs: 1, ok: true, query: '  TOPIC   11 ' })
    const popular = m.performance().find((r) => r.agentId === 'meta3-research')!.popularQueries
    expect(popular).toHaveLength(METRICS_LIMITS.popularQueries)
    expect(popular[0]).toEqual({ query: 'topic 11', count: 13 })
    expect(popular.map((p) => p.query)).not.toContain('topic 0')
  })

  it('bounds the distinct queries it tracks, keeping the popular ones', () => {
    const { m } = metrics()
    for (let k = 0; k < 5; k += 1) m.record({ agentId: 'marketing', responseMs: 1, ok: true, query: 'brand strategy' })
    for (let i = 0; i < 5000; i += 1) m.record({ agentId: 'marketing', responseMs: 1, ok: true, query: `one-off ${i}` })
    const stats = (m as unknown as { stats: Map<string, { queries: Map<string, number> }> }).stats.get('marketing')!
    expect(stats.queries.size).toBeLessThanOrEqual(METRICS_LIMITS.trackedQueries)
    expect(m.performance().find((r) => r.agentId === 'marketing')!.popularQueries[0]).toEqual({ query: 'brand strategy', count: 5 })
  })

  it('counts a request without a query (a launch plan section sent for review) but lists no popular question for it', () => {
    const { m } = metrics()
    m.record({ agentId: 'venture-launch-builder', responseMs: 10, ok: true })
    m.record({ agentId: 'venture-launch-builder', responseMs: 10, ok: true, query: 'How long should our runway be?' })
    expect(m.performance().find((r) => r.agentId === 'venture-launch-builder')).toMatchObject({
      totalRequests: 2,
      popularQueries: [{ query: 'how long should our runway be?', count: 1 }],
    })
  })

  it('ignores a blank query but still counts the request', () => {
    const { m } = metrics()
    m.record({ agentId: 'meta3-legal', responseMs: 10, ok: true, query: '   ' })
    expect(m.performance().find((r) => r.agentId === 'meta3-legal')).toMatchObject({ totalRequests: 1, popularQueries: [] })
  })
})

describe('health', () => {
  it.each([
    [100, 'excellent'],
    [90, 'excellent'],
    [89, 'good'],
    [75, 'good'],
    [74, 'warning'],
    [60, 'warning'],
    [59, 'critical'],
    [0, 'critical'],
  ] as const)('score %i is %s', (score, status) => {
    expect(healthStatus(score)).toBe(status)
  })

  it('is excellent with no warnings when fast, error-free and within memory', () => {
    const { m } = metrics()
    for (let i = 0; i < 20; i += 1) m.record({ agentId: 'meta3-primary', responseMs: 200, ok: true, query: 'hi' })
    expect(m.health()).toEqual({ score: 100, status: 'excellent', warnings: [], memoryMb: 60, rssMb: 400 })
  })

  it.each([
    ['5 % errors: no warning, still excellent', 5, 0, 60, 90, 'excellent', []],
    ['10 % errors', 10, 0, 60, 80, 'good', ['Error rate 10 % is above 5 %.']],
    ['all errors', 100, 0, 60, 60, 'warning', ['Error rate 100 % is above 5 %.']],
    ['20 % slow', 0, 20, 60, 90, 'excellent', ['20 of the last 100 responses took over 3000 ms.']],
    ['memory over the threshold', 0, 0, 600, 80, 'good', ['Memory in use 600 MB is above 512 MB.']],
    [
      'everything wrong',
      50,
      100,
      1100,
      0,
      'critical',
      ['100 of the last 100 responses took over 3000 ms.', 'Error rate 50 % is above 5 %.', 'Memory in use 1100 MB is above 512 MB.'],
    ],
  ] as const)('%s', (_name, errorPct, slowPct, heapMb, score, status, warnings) => {
    const { m } = metrics({ heapUsedMb: heapMb, rssMb: 900 })
    for (let i = 0; i < 100; i += 1) {
      m.record({ agentId: 'support-specialist', responseMs: i < slowPct ? 3001 : 3000, ok: i >= errorPct, query: 'q' })
    }
    expect(m.health()).toMatchObject({ score, status, warnings })
  })

  it('judges the last 1000 responses only, so an instance recovers from a bad spell', () => {
    const { m } = metrics()
    for (let i = 0; i < 100; i += 1) m.record({ agentId: 'financial', responseMs: 10, ok: false, query: 'q' })
    expect(m.health().status).toBe('warning')
    for (let i = 0; i < METRICS_LIMITS.recentResponses; i += 1) m.record({ agentId: 'financial', responseMs: 10, ok: true, query: 'q' })
    expect(m.health()).toMatchObject({ score: 100, warnings: [] })
  })

  it('reads memory from the last 30-second sample', () => {
    vi.useFakeTimers()
    const readings = [100, 700, 50]
    const m = new AgentMetrics({ memory: () => ({ heapUsedMb: readings.shift() ?? 0, rssMb: 0 }) }).start()
    expect(m.health().memoryMb).toBe(100)
    vi.advanceTimersByTime(METRICS_LIMITS.sampleMs - 1)
    expect(m.health().memoryMb).toBe(100)
    vi.advanceTimersByTime(1)
    expect(m.health()).toMatchObject({ memoryMb: 700, warnings: ['Memory in use 700 MB is above 512 MB.'] })
    m.stop()
    vi.advanceTimersByTime(METRICS_LIMITS.sampleMs)
    expect(m.health().memoryMb).toBe(700)
  })

  afterEach(() => {
    vi.useRealTimers()
  })
})

describe('agentMetrics', () => {
  it('is one instance per process', () => {
    expect(agentMetrics()).toBe(agentMetrics())
    expect(agentMetrics().health().memoryMb).toBeGreaterThan(0)
  })
})
