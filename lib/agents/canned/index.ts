import type { AgentId, CannedAnswer, MessageContext } from '@/lib/agents/types'
import type { Agent, CannedCatalogue } from '@/lib/agents/specialists/define'
import { GREETING_ANSWER_ID } from '@/lib/agents/specialists/general-conversation'
import { AGENT_IDS, AGENTS } from '@/lib/agents/specialists'
import { allDefinitionAnswers, cannedDefinition } from './definitions'
import { greetingAnswer, openingAnswer, unclearAnswer } from './greeting'
import { personAnswer } from '@/lib/agents/person-request'
import { preparedAnswer } from './prepared'
import { continuedAnswer, focusedAnswer } from './continuation'
import { answer, go, link } from './shared'
import { REPLY_TIME } from '@/config/content/contact'

export { greetingAnswer, openingAnswer } from './greeting'

/** The topic with the most distinct keywords found in the text, and how many; ties go to the earlier topic. */
function bestTopic(set: CannedCatalogue, text: string): { topic: CannedAnswer; count: number } | undefined {
  let best: { topic: CannedAnswer; count: number } | undefined
  set.topics.forEach((topic, i) => {
    const count = set.matchers[i]!.matches(text).length
    if (count > (best?.count ?? 0)) best = { topic, count }
  })
  return best
}

// Callers rank and trim attachments; a copy keeps the shared catalogue intact.
const copy = (a: CannedAnswer): CannedAnswer => ({ ...a, attachments: [...a.attachments], quickActions: [...a.quickActions] })

/**
 * The agent's canned answer for a message: the topic whose keywords match best, else the agent's default.
 * A follow-up that names no topic ("tell me more") continues the most recent earlier topic the agent knows.
 * A definition question ('what is a SAFE?') gets the glossary's definition and its page, whichever agent answers.
 */
export function cannedAnswer(agentId: AgentId, message: string, context?: MessageContext): CannedAnswer {
  return agentAnswer(AGENTS[agentId], message, context)
}

/** cannedAnswer for an agent module itself (the registry's, or a test's own). */
export function agentAnswer(agent: Agent, message: string, context?: MessageContext): CannedAnswer {
  const definition = cannedDefinition(message)
  if (definition) return definition
  const agentId = agent.id
  const set = agent.canned()
  // A follow-up to a prepared legal or local answer stays on its subject before the words pick another topic.
  const continued = context ? continuedAnswer(message, context.previousTopics) : null
  if (continued) return continued
  const own = bestTopic(set, message)
  // A prepared legal or local answer that names the subject more closely ("pre-money or post-money SAFE?") beats a
  // topic of the agent's own that shares fewer of its words (the prepared score counts a naming word once more).
  const prepared = preparedAnswer(message, context?.previousTopics)
  if (prepared && own && prepared.score > own.count) return prepared.answer
  // On a tie, only when one of its sentences speaks of the question directly (focusedAnswer finds one).
  const focused = prepared && own && prepared.score === own.count ? focusedAnswer(prepared.answer.id, message) : null
  if (focused) return focused
  let chosen = own?.topic
  if (!chosen && context?.messageType === 'follow_up') {
    for (const topic of [...context.previousTopics].reverse()) {
      chosen = bestTopic(set, topic)?.topic
      if (chosen) break
    }
  }
  if (chosen?.id === GREETING_ANSWER_ID || (!chosen && agentId === 'general-conversation' && context?.messageType === 'greeting')) {
    return chosen ? greetingAnswer(message) : openingAnswer(message)
  }
  // No topic of this agent's own: a prepared legal or local-market answer that names the subject answers the question
  // asked ("Do I need a GmbH to sell in Germany?") better than the agent's general introduction.
  return copy(chosen ?? prepared?.answer ?? set.fallback)
}

/** Whether an answer is the agent's self-introduction: its default, given when no topic of its own fits the message. */
export function isIntroduction(agentId: AgentId, canned: CannedAnswer): boolean {
  return AGENTS[agentId].canned().fallback.id === canned.id
}

/** One or two sentences for when something unexpected fails: apologise, point to a person. */
export function emergencyAnswer(agentId: AgentId): CannedAnswer {
  const extra = AGENTS[agentId].emergencyLink
  return answer(
    `${agentId}-emergency`,
    [],
    `Sorry, something went wrong while I was answering. Please try again in a moment, or [contact the team](/contact) and a person will reply ${REPLY_TIME}.`,
    [link('Contact us', '/contact'), link(extra.title, extra.url)],
    [go('Contact us', '/contact'), go(extra.title, extra.url)],
  )
}

/** What the widget shows in coming-soon mode, the production default: no conversation, just where to go next. */
export const COMING_SOON: CannedAnswer = answer(
  'coming-soon',
  [],
  `**Agentic AI workflows are coming.** Our assistant is in private preview with the studio team while we make sure its answers are ones you can rely on.\n\n` +
    `In the meantime, everything it will help with is a click away: [apply for funding](/apply), see [how we work with founders](/services), ` +
    `browse [the companies we back](/portfolio), read our [founder guides](/resources) or [contact the team](/contact).`,
  [link('Meet the AI agents', '/agents')],
  [go('Apply', '/apply'), go('Services', '/services'), go('Portfolio', '/portfolio'), go('Contact', '/contact'), go('Resources', '/resources')],
)

/** Every answer the assistant can give without a model, for link and copy checks. */
export function allCannedAnswers(): { agentId: AgentId | 'coming-soon'; answer: CannedAnswer }[] {
  const all: { agentId: AgentId | 'coming-soon'; answer: CannedAnswer }[] = []
  for (const agentId of AGENT_IDS) {
    const set = AGENTS[agentId].canned()
    for (const a of [...set.topics, set.fallback, emergencyAnswer(agentId)]) all.push({ agentId, answer: a })
  }
  all.push({ agentId: 'general-conversation', answer: greetingAnswer('hola') })
  all.push({ agentId: 'general-conversation', answer: unclearAnswer() })
  all.push({ agentId: 'general-conversation', answer: personAnswer() })
  for (const a of allDefinitionAnswers()) all.push({ agentId: 'meta3-primary', answer: a })
  all.push({ agentId: 'coming-soon', answer: COMING_SOON })
  return all
}
