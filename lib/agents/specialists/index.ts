import { AGENT_IDS, type AgentId } from '../types'
import { competitiveIntelligence } from './competitive-intelligence'
import type { Agent, AgentProfile } from './define'
import { financial } from './financial'
import { generalConversation } from './general-conversation'
import { investmentSpecialist } from './investment-specialist'
import { marketing } from './marketing'
import { meta3Legal } from './meta3-legal'
import { meta3Local } from './meta3-local'
import { meta3Primary } from './meta3-primary'
import { meta3Research } from './meta3-research'
import { supportSpecialist } from './support-specialist'
import { ventureLaunchBuilder } from './venture-launch-builder'

/**
 * The registry: every agent module, by id. Routing (select.ts), the canned answers (canned/index.ts), the emergency
 * answers and the public roster (/agents, the assistant's knowledge) all read the agents from here. To add an agent,
 * write its module (see define.ts) and list it here.
 */
export const AGENTS: Record<AgentId, Agent> = {
  'meta3-primary': meta3Primary,
  'meta3-research': meta3Research,
  'investment-specialist': investmentSpecialist,
  'venture-launch-builder': ventureLaunchBuilder,
  'competitive-intelligence': competitiveIntelligence,
  'general-conversation': generalConversation,
  'support-specialist': supportSpecialist,
  marketing,
  financial,
  'meta3-legal': meta3Legal,
  'meta3-local': meta3Local,
}

/** Agents in AGENT_IDS order, for score tables. */
export const AGENT_LIST: readonly Agent[] = AGENT_IDS.map((id) => AGENTS[id])

export function getAgent(id: string): Agent | undefined {
  return Object.hasOwn(AGENTS, id) ? AGENTS[id as AgentId] : undefined
}

/** The specialist agents as visitors see them on /agents, in roster order. */
export const AGENT_ROSTER: readonly Required<Omit<AgentProfile, 'order'>>[] = [...AGENT_LIST]
  .sort((a, b) => a.profile.order - b.profile.order)
  .map(({ profile: { name, description, specialties } }) => ({ name, description, specialties }))
