import { describe, expect, it } from 'vitest'
import { agentTestInputFor, performanceRows } from '@/lib/admin/assistant-view'
import { classifyMessage } from '../classify'
import { AgentMetrics } from '../metrics'
import { agentSelector } from '../select'
import type { RoutingInput } from '../types'
import { TEA, teaSommelier } from '@/tests/fixtures/agents/tea-sommelier'
import { generalConversationAgent } from './general-conversation'
import { AGENT_IDS, AGENT_LIST, AGENT_ROSTER, isAgentId, topicsOf } from './index'
import { agentRegistry } from './registry'

/**
 * Adding an agent is its declaration plus one line in the registry's list: this test lists a made-up one (declared
 * as lib/agents/specialists/<id>.ts would declare it), and every list of agents the app keeps follows — ids, roster,
 * routing by keywords, the small-talk agent standing aside for its topic, the admin's agent table and test box.
 */
/** The registry's list with the tea agent added, as its line in ./index.ts would add it. */
function registryWithTea() {
  // The small-talk agent asks the registry it belongs to which topics are specialised, as ./index.ts wires it.
  const general = generalConversationAgent((input) => withTea.topicsOf(input.message).length > 0)
  const withTea = agentRegistry([...AGENT_LIST.map((a) => (a.id === 'general-conversation' ? general : a)), teaSommelier])
  return withTea
}

const input = (message: string): RoutingInput => ({ message, history: [] })
const SHORT = 'oolong or matcha?'

describe('an agent added to the list', () => {
  it('is listed: among the ids, checked as an id, on the roster', () => {
    const registry = registryWithTea()
    expect(registry.ids).toEqual([...AGENT_IDS, TEA])
    expect(registry.isAgentId(TEA)).toBe(true)
    expect(registry.get(TEA)?.name).toBe('Tea Sommelier')
    expect(registry.roster.at(-1)).toEqual({ name: 'Tea Sommelier', description: 'Chooses the tea for your board meeting.', specialties: ['Tea pairing'] })
    // The shipped lists do not know it.
    expect(isAgentId(TEA)).toBe(false)
    expect(AGENT_ROSTER.map((a) => a.name)).not.toContain('Tea Sommelier')
  })

  it('is routed to by its keywords, and the small-talk agent stands aside for its topic', () => {
    const registry = registryWithTea()
    const selection = agentSelector(registry.agents)(input(SHORT), classifyMessage(input(SHORT)))
    expect(selection.agentId).toBe(TEA)
    expect(registry.topicsOf(SHORT).map((a) => a.id)).toEqual([TEA])
    // A short message would be small talk were the topic not the tea agent's.
    expect(selection.scores.find((s) => s.agentId === 'general-conversation')?.canHandle).toBe(false)
    expect(topicsOf(SHORT)).toEqual([])
  })

  it('shows in the admin assistant page: its row in the agents table, and a choice in the test box', () => {
    const ids = registryWithTea().ids
    const metrics = new AgentMetrics({ agents: ids, agentName: (id) => (id === TEA ? 'Tea Sommelier' : id) })
    metrics.record({ agentId: TEA, responseMs: 120, ok: true, query: 'oolong?' })
    const rows = performanceRows(metrics.performance())
    expect(rows.map((r) => r.agentId)).toEqual(ids)
    expect(rows.at(-1)).toMatchObject({ agentId: TEA, name: 'Tea Sommelier', requests: '1', popular: 'oolong? (1)' })
    expect(agentTestInputFor(ids).safeParse({ message: 'hi', agentId: TEA }).success).toBe(true)
    expect(agentTestInputFor(AGENT_IDS).safeParse({ message: 'hi', agentId: TEA }).success).toBe(false)
  })
})

describe('the registry', () => {
  it('derives the ids from the list of agents, in its order, each once', () => {
    expect(AGENT_IDS).toEqual(AGENT_LIST.map((a) => a.id))
    expect(new Set(AGENT_IDS).size).toBe(AGENT_IDS.length)
  })

  it('counts every agent but small talk as a topic', () => {
    expect(AGENT_LIST.filter((a) => !a.specialised).map((a) => a.id)).toEqual(['general-conversation'])
    expect(topicsOf('what is our runway with 9 months of burn').map((a) => a.id)).toContain('financial')
  })
})
