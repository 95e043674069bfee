import { expect, it } from 'vitest'
import { describeEachDb, describeTwoInstances } from '@/tests/support/db'
import { AgentMetrics } from './metrics'
import { flushMetrics, siteMetrics } from './shared-metrics'

const memory = () => ({ heapUsedMb: 60, rssMb: 400 })
const at = (iso: string) => () => new Date(iso)

describeTwoInstances('assistant metrics shared by two instances', ({ a, b }) => {
  it('metrics recorded through one instance are in the totals the other shows', async () => {
    const onA = new AgentMetrics({ memory, now: at('2026-06-01T12:00:00.000Z') })
    const onB = new AgentMetrics({ memory, now: at('2026-06-01T12:00:05.000Z') })
    onA.record({ agentId: 'financial', responseMs: 100, ok: true, query: 'Burn rate?' })
    onA.record({ agentId: 'financial', responseMs: 300, ok: false, query: 'runway' })
    onB.record({ agentId: 'financial', responseMs: 200, ok: true, query: 'burn rate?' })
    await flushMetrics(a().db, 'instance-a', onA)

    const site = await siteMetrics(b().db, 'instance-b', onB)
    expect(site.performance().find((p) => p.agentId === 'financial')).toMatchObject({
      totalRequests: 3,
      errorCount: 1,
      averageResponseTime: 200,
      lastUsed: '2026-06-01T12:00:05.000Z',
      popularQueries: [
        { query: 'burn rate?', count: 2 },
        { query: 'runway', count: 1 },
      ],
    })
    // One error in three recent responses, from both instances.
    expect(site.health().warnings).toContain('Error rate 33.3 % is above 5 %.')
  })
})

describeEachDb('assistant metrics snapshots', ({ handle }) => {
  it("replaces an instance's row on each flush and leaves out the recent responses of an instance long silent", async () => {
    const { db } = handle()
    const m = new AgentMetrics({ memory })
    m.record({ agentId: 'marketing', responseMs: 50, ok: false, query: 'brand' })
    await flushMetrics(db, 'old', m)
    m.record({ agentId: 'marketing', responseMs: 50, ok: false, query: 'brand' })
    await flushMetrics(db, 'old', m)

    const later = await siteMetrics(db, 'me', new AgentMetrics({ memory }), new Date(Date.now() + 60 * 60_000))
    expect(later.performance().find((p) => p.agentId === 'marketing')?.totalRequests).toBe(2)
    expect(later.health().warnings).toEqual([])
  })
})
