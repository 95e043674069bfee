import { describe, expect, it } from 'vitest'
import { ROUTING_HOLDOUT, ROUTING_HOLDOUT_2, ROUTING_HOLDOUT_3 } from './routing-holdout'
import { ROUTING_SET, routingAccuracy, type RoutingCase } from './routing-set'
import { AGENT_IDS } from './types'

/**
 * The hold-out sets measure whether routing generalises beyond ROUTING_SET. First-sight accuracy (before any tuning
 * against them): batch 1 agent 61.3 %, type 92.5 %; batch 2 agent 70.0 %, type 97.5 %; batch 3 agent 80.0 %, type 93.3 %. The floors below are the level
 * reached after general fixes; a new miss means a rule got narrower, not that a label should change.
 */
const FLOOR = { agent: 0.95, type: 0.95 } as const

/**
 * meta3-local's rows in the first three batches meant privacy; they were relabelled when it became the Local Market
 * Specialist, so those batches hold none of its new scope (the later batches do).
 */
const RESCOPED: readonly string[] = ['meta3-local']

const SETS: ReadonlyArray<[string, readonly RoutingCase[], number]> = [
  ['ROUTING_HOLDOUT', ROUTING_HOLDOUT, 80],
  ['ROUTING_HOLDOUT_2', ROUTING_HOLDOUT_2, 40],
  ['ROUTING_HOLDOUT_3', ROUTING_HOLDOUT_3, 30],
]

describe.each(SETS)('routing hold-out %s', (name, cases, size) => {
  const result = routingAccuracy(cases)
  if (result.misses.length)
    console.log(`${name} misses:\n` + result.misses.map((m) => `  ${JSON.stringify(m.message)}: expected ${m.expected.agent}/${m.expected.type}, got ${m.got.agent}/${m.got.type}`).join('\n'))
  console.log(`${name} accuracy over ${result.total} messages: agent ${(result.accuracy.agent * 100).toFixed(1)} %, type ${(result.accuracy.type * 100).toFixed(1)} %`)

  it(`routes at least ${FLOOR.agent * 100} % of the messages to the agent a human chose`, () => {
    expect(result.accuracy.agent).toBeGreaterThanOrEqual(FLOOR.agent)
  })

  it(`gives at least ${FLOOR.type * 100} % of the messages the message type a human chose`, () => {
    expect(result.accuracy.type).toBeGreaterThanOrEqual(FLOOR.type)
  })

  it(`holds ${size} messages covering every agent`, () => {
    expect(cases).toHaveLength(size)
    for (const id of AGENT_IDS.filter((a) => !RESCOPED.includes(a))) expect(cases.some((c) => c.agent === id)).toBe(true)
  })
})

describe('routing hold-out batch 1 coverage', () => {
  it.each(AGENT_IDS.filter((id) => !RESCOPED.includes(id)))('labels at least 6 messages for %s', (id) => {
    expect(ROUTING_HOLDOUT.filter((c) => c.agent === id).length).toBeGreaterThanOrEqual(6)
  })

  it('does not repeat a message of the tuning set', () => {
    const tuned = new Set(ROUTING_SET.map((c) => c.message.toLowerCase()))
    for (const c of [...ROUTING_HOLDOUT, ...ROUTING_HOLDOUT_2, ...ROUTING_HOLDOUT_3]) expect(tuned.has(c.message.toLowerCase())).toBe(false)
  })
})
