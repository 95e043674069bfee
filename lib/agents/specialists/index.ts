import type { AgentId } from '../types'
import { competitiveIntelligence } from './competitive-intelligence'
import type { Agent } from './define'
import { agentRegistry, type RosterEntry } from './registry'
import { financial } from './financial'
import { generalConversationAgent } from './general-conversation'
import { investmentSpecialist } from './investment-specialist'
import { marketing } from './marketing'
import { meta3Legal } from './meta3-legal'
import { meta3Local } from './meta3-local'
import { meta3Primary } from './meta3-primary'
import { meta3Research } from './meta3-research'
import { supportSpecialist } from './support-specialist'
import { ventureLaunchBuilder } from './venture-launch-builder'

/**
 * The registry: the one list an agent joins, in the order score tables show them. Its ids are the agent ids
 * (AgentId in ../types.ts, AGENT_IDS below); routing (select.ts, routing/), the canned answers (canned/index.ts),
 * the emergency answers, the assistant's metrics and admin views and the public roster (/agents, the assistant's
 * knowledge) all read the agents from here. To add an agent, write its module (see define.ts) and list it here.
 */
export const AGENT_LIST = [
  meta3Primary,
  meta3Research,
  investmentSpecialist,
  ventureLaunchBuilder,
  competitiveIntelligence,
  generalConversationAgent((input): boolean => topicsOf(input.message).length > 0),
  supportSpecialist,
  marketing,
  financial,
  meta3Legal,
  meta3Local,
] as const satisfies readonly Agent<string>[]

declare module '../types' {
  // Declaration merging, the one way ../types.ts learns the ids without importing this list.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredAgents extends Record<(typeof AGENT_LIST)[number]['id'], true> {}
}

const registry = agentRegistry<Agent>(AGENT_LIST)

export const AGENT_IDS: readonly AgentId[] = registry.ids
export const isAgentId = registry.isAgentId
export const getAgent = registry.get

/** The agents whose topic words appear in the message: the specialised ones (all but small talk). */
export function topicsOf(message: string): Agent[] {
  return registry.topicsOf(message)
}

/** Every agent by its id. */
export const AGENTS = Object.fromEntries(AGENT_LIST.map((agent) => [agent.id, agent])) as Record<AgentId, Agent>

/** The specialist agents as visitors see them on /agents, in roster order. */
export const AGENT_ROSTER: readonly RosterEntry[] = registry.roster
