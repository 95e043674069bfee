import { keywordMatcher } from '@/lib/text/keywords'
import type { Agent } from './define'
import { URGENCY_WORDS } from './support-specialist'

const urgency = keywordMatcher(URGENCY_WORDS)

/**
 * The agents among `agents` whose topic words appear in the message (an urgent word counts as the support agent's).
 * "Unless about a specialised topic" and "a message with a topic is not a bare greeting" both mean: one of the
 * specialised agents' keywords is in the message; the registry (./index.ts) passes those agents.
 */
export function topicsAmong<A extends Pick<Agent<string>, 'id' | 'topic'>>(agents: readonly A[], message: string): A[] {
  return agents.filter((a) => a.topic.test(message) || (a.id === 'support-specialist' && urgency.test(message)))
}
