import { AGENT_IDS, type AgentId, type CannedAnswer, type MessageContext } from '@/lib/agents/types'
import { keywordMatcher, type KeywordMatcher } from '@/lib/text/keywords'
import { competitiveIntelligenceAnswers } from './competitive-intelligence'
import { allDefinitionAnswers, cannedDefinition } from './definitions'
import { financialAnswers } from './financial'
import { GREETING_ANSWER_ID, generalConversationAnswers } from './general-conversation'
import { greetingAnswer } from './greeting'
import { investmentSpecialistAnswers } from './investment-specialist'
import { marketingAnswers } from './marketing'
import { meta3LegalAnswers } from './meta3-legal'
import { meta3LocalAnswers } from './meta3-local'
import { meta3PrimaryAnswers } from './meta3-primary'
import { meta3ResearchAnswers } from './meta3-research'
import { answer, go, link, type CannedSet } from './shared'
import { supportSpecialistAnswers } from './support-specialist'
import { ventureLaunchBuilderAnswers } from './venture-launch-builder'

export { greetingAnswer } from './greeting'

const BUILDERS: Record<AgentId, () => CannedSet> = {
  'meta3-primary': meta3PrimaryAnswers,
  'meta3-research': meta3ResearchAnswers,
  'investment-specialist': investmentSpecialistAnswers,
  'venture-launch-builder': ventureLaunchBuilderAnswers,
  'competitive-intelligence': competitiveIntelligenceAnswers,
  'general-conversation': generalConversationAnswers,
  'support-specialist': supportSpecialistAnswers,
  marketing: marketingAnswers,
  financial: financialAnswers,
  'meta3-legal': meta3LegalAnswers,
  'meta3-local': meta3LocalAnswers,
}

type CompiledSet = CannedSet & { matchers: KeywordMatcher[] }

// Built once on first use: contact details come from env, which is fixed for the life of the process.
let compiled: Record<AgentId, CompiledSet> | undefined

function catalogue(): Record<AgentId, CompiledSet> {
  compiled ??= Object.fromEntries(
    AGENT_IDS.map((id) => {
      const set = BUILDERS[id]()
      return [id, { ...set, matchers: set.topics.map((t) => keywordMatcher(t.keywords)) }]
    }),
  ) as Record<AgentId, CompiledSet>
  return compiled
}

/** The topic with the most distinct keywords found in the text; ties go to the earlier topic. */
function bestTopic(set: CompiledSet, text: string): CannedAnswer | undefined {
  let best: CannedAnswer | undefined
  let bestCount = 0
  set.topics.forEach((topic, i) => {
    const count = set.matchers[i]!.matches(text).length
    if (count > bestCount) {
      best = topic
      bestCount = count
    }
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
  const definition = cannedDefinition(message)
  if (definition) return definition
  const set = catalogue()[agentId]
  let chosen = bestTopic(set, message)
  if (!chosen && context?.messageType === 'follow_up') {
    for (const topic of [...context.previousTopics].reverse()) {
      chosen = bestTopic(set, topic)
      if (chosen) break
    }
  }
  if (chosen?.id === GREETING_ANSWER_ID || (!chosen && agentId === 'general-conversation' && context?.messageType === 'greeting')) {
    return greetingAnswer(message)
  }
  return copy(chosen ?? set.fallback)
}

/** Where each agent sends a visitor when it cannot answer at all. */
const EMERGENCY_LINK: Record<AgentId, { title: string; url: `/${string}` }> = {
  'meta3-primary': { title: 'About the studio', url: '/about' },
  'meta3-research': { title: 'Founder guides', url: '/resources' },
  'investment-specialist': { title: 'Apply for funding', url: '/apply' },
  'venture-launch-builder': { title: 'Studio services', url: '/services' },
  'competitive-intelligence': { title: 'Founder guides', url: '/resources' },
  'general-conversation': { title: 'About the studio', url: '/about' },
  'support-specialist': { title: 'Contact hub', url: '/contact-hub' },
  marketing: { title: 'Studio services', url: '/services' },
  financial: { title: 'Founder guides', url: '/resources' },
  'meta3-legal': { title: 'Founder guides', url: '/resources' },
  'meta3-local': { title: 'Founder guides', url: '/resources' },
}

/** One or two sentences for when something unexpected fails: apologise, point to a person. */
export function emergencyAnswer(agentId: AgentId): CannedAnswer {
  const extra = EMERGENCY_LINK[agentId]
  return answer(
    `${agentId}-emergency`,
    [],
    `Sorry, something went wrong while I was answering. Please try again in a moment, or [contact the team](/contact) and a person will reply within two business days.`,
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
    const set = catalogue()[agentId]
    for (const a of [...set.topics, set.fallback, emergencyAnswer(agentId)]) all.push({ agentId, answer: a })
  }
  all.push({ agentId: 'general-conversation', answer: greetingAnswer('hola') })
  for (const a of allDefinitionAnswers()) all.push({ agentId: 'meta3-primary', answer: a })
  all.push({ agentId: 'coming-soon', answer: COMING_SOON })
  return all
}
