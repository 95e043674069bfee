import { describe, expect, it, vi } from 'vitest'
import { modelReply, noModel, noModelDeps } from '@/tests/support/chat'
import { testAgent } from './orchestrator'
import { routeMessage } from './routing/model-route'

vi.mock('server-only', () => ({}))
// The router's own doubt is tested with a made-up classifier (routing/router.test.ts); here the shipped model's
// verdict on a given sentence would change with every retraining, so the orchestrator is handed a doubtful one.
vi.mock('./routing/model-route', async (actual) => {
  const real = await actual<typeof import('./routing/model-route')>()
  return { ...real, routeMessage: vi.fn(real.routeMessage) }
})

/** How the orchestrator uses the router's verdict: a model's choice, and the clarifying question when it is unsure. */

describe('routing in the orchestrator', () => {
  it('answers a message split between topics with meta3-primary asking which one, with links and a button each', async () => {
    const route = vi.mocked(routeMessage)
    const real = route.getMockImplementation()!
    route.mockImplementationOnce(async (...args) => ({
      ...(await real(...args)),
      agentId: 'meta3-primary',
      confidence: 0.35,
      clarify: ['meta3-research', 'investment-specialist'],
    }))
    const result = await testAgent('growth, funding or contracts?', undefined, noModelDeps())
    if (!result.ok) throw new Error(result.error)
    expect(result.reply.agentId).toBe('meta3-primary')
    expect(result.reply.content).toMatch(/^I want to send your question to the right specialist\. Do you mean .+ or .+\?/)
    expect(result.reply.content).toContain('market research')
    expect(result.reply.content).toContain('funding from the studio')
    expect(result.reply.quickActions.map((a) => a.value)).toContain('About funding from the studio: growth, funding or contracts?')
    expect(result.reply.confidence).toBe(0.35)
  })

  it("takes a configured model's choice of agent, and the local one when the model routes nothing", async () => {
    const routeGenerate = vi.fn(async () => modelReply('{"agent": "meta3-local"}'))
    const chosen = await testAgent('Do I need a GmbH to sell in Germany?', 'auto', noModelDeps({ routeGenerate }))
    if (!chosen.ok) throw new Error(chosen.error)
    expect(chosen.reply.agentId).toBe('meta3-local')
    expect(chosen.selection.reason).toMatch(/^The model chose meta3-local/)
    const local = await testAgent('Do I need a GmbH to sell in Germany?', 'auto', noModelDeps({ routeGenerate: noModel }))
    if (!local.ok) throw new Error(local.error)
    expect(local.selection.reason).toMatch(/^Model routing: no model is configured; the local router decided\./)
  })

  it('does not ask a model when the admin forces an agent', async () => {
    const routeGenerate = vi.fn(async () => modelReply('{"agent": "marketing"}'))
    const forced = await testAgent('Do I need a GmbH to sell in Germany?', 'financial', noModelDeps({ routeGenerate }))
    expect(forced.ok && forced.reply.agentId).toBe('financial')
    expect(routeGenerate).not.toHaveBeenCalled()
  })
})
