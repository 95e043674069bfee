import { AGENT_IDS, type AgentDefinition, type AgentId } from '../types'
import { competitiveIntelligence } from './competitive-intelligence'
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

export const AGENTS: Record<AgentId, AgentDefinition> = {
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
export const AGENT_LIST: readonly AgentDefinition[] = AGENT_IDS.map((id) => AGENTS[id])

export function getAgent(id: string): AgentDefinition | undefined {
  return Object.hasOwn(AGENTS, id) ? AGENTS[id as AgentId] : undefined
}
