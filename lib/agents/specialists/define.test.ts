import { describe, expect, it } from 'vitest'
import { agentAnswer } from '../canned'
import { answer, ask } from '../canned/shared'
import { classifyMessage } from '../classify'
import { agentSelector, selectAgent } from '../select'
import type { AgentId, RoutingInput } from '../types'
import { defineAgent } from './define'
import { AGENT_LIST } from './index'

/**
 * An agent is one module: this test writes one (as lib/agents/specialists/<id>.ts would) and shows that routing picks
 * it by its keywords and that it answers with its own canned answers, with nothing else edited.
 */
// A test's own agent: its id is not one of the registry's.
const TEA = 'tea-sommelier' as AgentId

const teaSommelier = defineAgent({
  id: TEA,
  name: 'Tea Sommelier',
  description: 'Chooses teas for board meetings.',
  specialties: ['tea pairing'],
  tools: [],
  priority: 72,
  mentions: ['tea sommelier'],
  boostKeywords: ['oolong', 'matcha'],
  keywords: ['oolong', 'matcha', 'tea pairing'],
  role: 'You choose teas.',
  guidance: ['Name one tea and say why.'],
  answers: () => ({
    topics: [answer('tea-oolong', ['oolong'], 'A roasted oolong suits a long board meeting.', [], [ask('And matcha?')])],
    fallback: answer('tea-default', [], 'Ask me which tea to serve.'),
  }),
  emergencyLink: { title: 'About the studio', url: '/about' },
  clarify: { topic: 'the studio itself', title: 'About the studio', url: '/about' },
  profile: { order: 12, description: 'Chooses the tea for your board meeting.', specialties: ['Tea pairing'] },
})

const input = (message: string): RoutingInput => ({ message, history: [] })
const MESSAGE = 'Which oolong or matcha should we serve at the board meeting?'

describe('an agent defined in its own module', () => {
  it('is routed to by its keywords once it is in the list of agents', () => {
    const select = agentSelector([...AGENT_LIST, teaSommelier])
    const selection = select(input(MESSAGE), classifyMessage(input(MESSAGE)))
    expect(selection.agentId).toBe(TEA)
    expect(selection.scores.find((s) => s.agentId === TEA)?.boostMatches).toEqual(['oolong', 'matcha'])
    // The registry's own routing does not know it.
    expect(selectAgent(input(MESSAGE), classifyMessage(input(MESSAGE))).agentId).not.toBe(TEA)
  })

  it('answers with its own canned answers: the topic its keywords match, else its default', () => {
    expect(agentAnswer(teaSommelier, MESSAGE).id).toBe('tea-oolong')
    expect(agentAnswer(teaSommelier, MESSAGE).content).toBe('A roasted oolong suits a long board meeting.')
    expect(agentAnswer(teaSommelier, 'Something else entirely').id).toBe('tea-default')
  })

  it('carries its public profile under its own name unless the profile names it', () => {
    expect(teaSommelier.profile).toEqual({ order: 12, name: 'Tea Sommelier', description: 'Chooses the tea for your board meeting.', specialties: ['Tea pairing'] })
  })
})
