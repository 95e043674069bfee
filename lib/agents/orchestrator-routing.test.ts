import { describe, expect, it, vi } from 'vitest'
import { llmErrors } from '@/lib/llm/errors'
import type { LlmResponse } from '@/lib/llm/types'
import { staticKnowledge } from './knowledge'
import { testAgent, type OrchestratorDeps } from './orchestrator'
import { routeMessage } from './routing/model-route'

vi.mock('server-only', () => ({}))
// The router's own doubt is tested with a made-up classifier (routing/router.test.ts); here the shipped model's
// verdict on a given sentence would change with every retraining, so the orchestrator is handed a doubtful one.
vi.mock('./routing/model-route', async (actual) => {
  const real = await actual<typeof import('./routing/model-route')>()
  return { ...real, routeMessage: vi.fn(real.routeMessage) }
})

/** How the orchestrator uses the router's verdict: a model's choice, and the clarifying question when it is unsure. */

const reply = (content: string): LlmResponse => ({
  id: 'r1',
  content,
  model: 'qwen2.5:latest',
  usage: { promptTokens: 1, completionTokens: 1, totalTokens: 2 },
  finishReason: 'stop',
  processingTime: 5,
  provider: 'ollama',
  confidence: 0.8,
  failures: [],
})

const noModel = async (): Promise<LlmResponse> => {
  throw llmErrors.noProviderForModel('qwen2.5:latest')
}

function deps(routeGenerate?: OrchestratorDeps['generate']): OrchestratorDeps {
  return { db: () => Promise.reject(new Error('no database')), generate: noModel, knowledge: async () => staticKnowledge(), metrics: { record: () => {} }, log: () => {}, routeGenerate }
}

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
    const result = await testAgent('growth, funding or contracts?', undefined, deps())
    if (!result.ok) throw new Error(result.error)
    expect(result.reply.agentId).toBe('meta3-primary')
    expect(result.reply.content).toMatch(/^I want to send your question to the right specialist\. Do you mean .+ or .+\?/)
    expect(result.reply.content).toContain('market research')
    expect(result.reply.content).toContain('funding from the studio')
    expect(result.reply.quickActions.map((a) => a.value)).toContain('About funding from the studio: growth, funding or contracts?')
    expect(result.reply.confidence).toBe(0.35)
  })

  it("takes a configured model's choice of agent, and the local one when the model routes nothing", async () => {
    const routeGenerate = vi.fn(async () => reply('{"agent": "meta3-local"}'))
    const chosen = await testAgent('Do I need a GmbH to sell in Germany?', 'auto', deps(routeGenerate))
    if (!chosen.ok) throw new Error(chosen.error)
    expect(chosen.reply.agentId).toBe('meta3-local')
    expect(chosen.selection.reason).toMatch(/^The model chose meta3-local/)
    const local = await testAgent('Do I need a GmbH to sell in Germany?', 'auto', deps(noModel))
    if (!local.ok) throw new Error(local.error)
    expect(local.selection.reason).toMatch(/^Model routing: no model is configured; the local router decided\./)
  })

  it('does not ask a model when the admin forces an agent', async () => {
    const routeGenerate = vi.fn(async () => reply('{"agent": "marketing"}'))
    const forced = await testAgent('Do I need a GmbH to sell in Germany?', 'financial', deps(routeGenerate))
    expect(forced.ok && forced.reply.agentId).toBe('financial')
    expect(routeGenerate).not.toHaveBeenCalled()
  })
})
