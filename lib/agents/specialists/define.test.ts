import { describe, expect, it } from 'vitest'
import { agentAnswer } from '../canned'
import { classifyMessage } from '../classify'
import { agentSelector, selectAgent } from '../select'
import type { RoutingInput } from '../types'
import { TEA, teaSommelier } from '@/tests/fixtures/agents/tea-sommelier'
import { AGENT_LIST } from './index'

/**
 * An agent is one module: this test takes one written as lib/agents/specialists/<id>.ts would be and shows that routing picks
 * it by its keywords and that it answers with its own canned answers, with nothing else edited.
 */
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
