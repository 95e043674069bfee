import type { RoutingInput } from '../types'
import { competitiveIntelligence } from './competitive-intelligence'
import type { Agent } from './define'
import { financial } from './financial'
import { investmentSpecialist } from './investment-specialist'
import { marketing } from './marketing'
import { meta3Legal } from './meta3-legal'
import { meta3Local } from './meta3-local'
import { meta3Primary } from './meta3-primary'
import { meta3Research } from './meta3-research'
import { supportSpecialist } from './support-specialist'
import { URGENCY_WORDS } from './support-specialist'
import { ventureLaunchBuilder } from './venture-launch-builder'
import { keywordMatcher } from '@/lib/text/keywords'

/**
 * Every agent with a topic of its own (all but general-conversation). "Unless about a specialised topic"
 * and "a message with a topic is not a bare greeting" both mean: one of these agents' keywords is in the message.
 */
export const TOPIC_AGENTS: readonly Agent[] = [
  meta3Primary,
  meta3Research,
  investmentSpecialist,
  ventureLaunchBuilder,
  competitiveIntelligence,
  supportSpecialist,
  marketing,
  financial,
  meta3Legal,
  meta3Local,
]

const urgency = keywordMatcher(URGENCY_WORDS)

/** The agents whose topic words appear in the message. */
export function topicsOf(message: string): Agent[] {
  return TOPIC_AGENTS.filter((a) => a.topic.test(message) || (a.id === 'support-specialist' && urgency.test(message)))
}

export function hasSpecialisedTopic(input: Pick<RoutingInput, 'message'>): boolean {
  return topicsOf(input.message).length > 0
}
