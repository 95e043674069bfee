import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { LlmRegistry } from '@/lib/llm/registry'
import { providerSettingsFromEnv } from '@/lib/llm/settings'
import { withFakeServer } from '@/tests/fakes/adapter-contract'
import { classifyMessage } from '../classify'
import type { Generate } from '../run-agent'
import { AGENT_LIST } from '../specialists'
import type { AgentId } from '../types'
import { MODEL_ROUTING, parseChoice, routeWithModel } from './model-route'
import { localRouter } from './router'

/**
 * Model routing against the loopback fake provider (tests/fakes/llm-server.ts), which speaks Ollama's real wire format:
 * recorded answers are taken, and a slow, failing or malformed answer leaves the choice to the local router.
 */

const fake = withFakeServer()

function generateVia(providers: 'ollama'[] = ['ollama']): Generate {
  const registry = new LlmRegistry({ settings: providerSettingsFromEnv(parseEnv(fake().env(providers))), timeoutMs: 5_000, fallbackAgent: false, log: () => {} })
  return (request, options) => registry.generate(request, { ...options, fallbackAgent: false })
}

async function route(message: string, generate: Generate, timeoutMs?: number) {
  const input = { message, history: [], lastAgentId: null }
  const context = classifyMessage(input)
  const local = localRouter(input, context)
  return { local, chosen: await routeWithModel(AGENT_LIST, input, context, local, generate, timeoutMs) }
}

const RECORDED: [string, AgentId][] = [
  ['Can I sign a SAFE without a lawyer?', 'meta3-legal'],
  ['Do I need a GmbH to sell in Germany?', 'meta3-local'],
  ['we have 600k and burn 50k, how long do we last', 'financial'],
]

describe('routing by a model', () => {
  it.each(RECORDED)('takes the recorded answer for %j (%s), asked in one line with every agent and strict JSON', async (message, agent) => {
    fake().setMode('ollama', { kind: 'ok', content: JSON.stringify({ agent }) })
    const { chosen } = await route(message, generateVia())
    expect(chosen.agentId).toBe(agent)
    expect(chosen.reason).toMatch(new RegExp(`^The model chose ${agent} \\((agrees with|overrules) the local router`))
    const body = fake().requests('ollama').find((r) => r.method === 'POST')!.body as { model: string; messages: { role: string; content: string }[] }
    expect(body.model).toBe(MODEL_ROUTING.model)
    expect(body.messages[0]!.content).toContain('Reply with JSON only: {"agent": "<id>"}')
    for (const a of AGENT_LIST) expect(body.messages[0]!.content).toContain(`${a.id}: `)
    expect(body.messages[1]).toEqual({ role: 'user', content: message })
  })

  it('lets the local router decide when the model is slower than the timeout', async () => {
    fake().setMode('ollama', { kind: 'hang' })
    const started = performance.now()
    const { local, chosen } = await route('Can I sign a SAFE without a lawyer?', generateVia(), 300)
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(chosen.agentId).toBe(local.agentId)
    expect(chosen.reason).toMatch(/^Model routing: no answer within 300 ms; the local router decided\./)
  })

  it.each([
    ['prose', 'I would pick financial.'],
    ['an unknown id', '{"agent": "cfo"}'],
    ['a fenced block', '```json\n{"agent": "financial"}\n```'],
    ['extra keys', '{"agent": "financial", "why": "numbers"}'],
  ])('lets the local router decide when the answer is %s', async (_kind, content) => {
    fake().setMode('ollama', { kind: 'ok', content })
    const { local, chosen } = await route('Can I sign a SAFE without a lawyer?', generateVia())
    expect(local.agentId).toBe('meta3-legal')
    expect(chosen.agentId).toBe('meta3-legal')
    expect(chosen.reason).toMatch(/^Model routing: the answer was not \{"agent": "<id>"\} with a known id/)
  })

  it('lets the local router decide when the provider fails, or none serves the model', async () => {
    fake().setMode('ollama', { kind: 'server-error' })
    const failed = await route('Can I sign a SAFE without a lawyer?', generateVia())
    expect(failed.chosen.agentId).toBe('meta3-legal')
    expect(failed.chosen.reason).toMatch(/^Model routing: the model failed/)
    // No provider configured: how the site runs without a model.
    const none = await route('Can I sign a SAFE without a lawyer?', generateVia([]))
    expect(none.chosen.agentId).toBe('meta3-legal')
    expect(none.chosen.reason).toMatch(/^Model routing: no model is configured; the local router decided\./)
  })

  it('does not ask the model about a greeting', async () => {
    const { local, chosen } = await route('hello!', generateVia())
    expect(chosen).toBe(local)
    expect(fake().requests('ollama').filter((r) => r.method === 'POST')).toHaveLength(0)
  })
})

describe('the strict JSON answer', () => {
  it('accepts exactly {"agent": "<known id>"}, with whitespace around it', () => {
    expect(parseChoice(' {"agent":"marketing"}\n')).toBe('marketing')
    expect(parseChoice('{"agent": "nobody"}')).toBeUndefined()
    expect(parseChoice('["marketing"]')).toBeUndefined()
    expect(parseChoice('null')).toBeUndefined()
    expect(parseChoice('{"agent": 3}')).toBeUndefined()
  })
})
