import type { Agent, AgentProfile } from './define'
import { topicsAmong } from './topics'

/** An agent on the public roster (/agents, the assistant's knowledge of itself). */
export type RosterEntry = Required<Omit<AgentProfile, 'order'>>

/**
 * Everything the app derives from a list of agents: their ids in list order, each agent by its id, the check that a
 * string is one of the ids, the agents whose topic is in a message, and the public roster. Built once for the
 * registry's list (./index.ts); a test builds one for a list of its own.
 */
export function agentRegistry<A extends Agent<string>>(agents: readonly A[]) {
  const byId = new Map<string, A>(agents.map((agent) => [agent.id, agent]))
  const specialised = agents.filter((agent) => agent.specialised)
  return {
    agents,
    ids: agents.map((agent): A['id'] => agent.id),
    isAgentId: (value: string): value is A['id'] => byId.has(value),
    get: (id: string): A | undefined => byId.get(id),
    /** The agents whose topic words appear in the message: the specialised ones (all but small talk). */
    topicsOf: (message: string): A[] => topicsAmong(specialised, message),
    roster: agents
      .toSorted((a, b) => a.profile.order - b.profile.order)
      .map(({ profile: { name, description, specialties } }): RosterEntry => ({ name, description, specialties })),
  }
}
