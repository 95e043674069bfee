import { describe, expect, it } from 'vitest'
import { ROUTING_SET, routingAccuracy } from './routing-set'
import { AGENT_IDS } from './types'

describe('routing set', () => {
  const result = routingAccuracy()
  if (result.misses.length) console.log('Routing misses:\n' + result.misses.map((m) => `  ${JSON.stringify(m.message)}: expected ${m.expected.agent}/${m.expected.type}, got ${m.got.agent}/${m.got.type}`).join('\n'))
  console.log(`Routing accuracy over ${result.total} messages: agent ${(result.accuracy.agent * 100).toFixed(1)} %, type ${(result.accuracy.type * 100).toFixed(1)} %`)

  it('routes at least 95 % of the labelled messages to the agent a human chose', () => {
    expect(result.accuracy.agent).toBeGreaterThanOrEqual(0.95)
  })

  it('gives at least 95 % of the labelled messages the message type a human chose', () => {
    expect(result.accuracy.type).toBeGreaterThanOrEqual(0.95)
  })

  it('holds at least 130 messages', () => {
    expect(ROUTING_SET.length).toBeGreaterThanOrEqual(130)
  })

  it.each(AGENT_IDS)('labels at least 8 messages for %s', (id) => {
    expect(ROUTING_SET.filter((c) => c.agent === id).length).toBeGreaterThanOrEqual(8)
  })

  it.each(['greeting', 'about', 'simple_question', 'complex_request', 'follow_up'] as const)('labels at least 5 messages of type %s', (type) => {
    expect(ROUTING_SET.filter((c) => c.type === type).length).toBeGreaterThanOrEqual(5)
  })

  it('includes the substring traps and non-English greetings', () => {
    const messages = ROUTING_SET.map((c) => c.message)
    for (const trap of ['maintain', 'this', 'ship', 'some ']) expect(messages.some((m) => m.toLowerCase().includes(trap))).toBe(true)
    for (const hello of ['hola', 'Bonjour 👋', 'こんにちは', 'namaste 🙏', 'Dzień dobry']) expect(messages).toContain(hello)
  })

  it('counts a case wrong when either the agent or the type is wrong', () => {
    const r = routingAccuracy([{ message: 'hi', agent: 'marketing', type: 'greeting' }])
    expect(r).toMatchObject({ total: 1, correct: { agent: 0, type: 1 }, misses: [{ got: { agent: 'general-conversation', type: 'greeting' } }] })
  })
})
