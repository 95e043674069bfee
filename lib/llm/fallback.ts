import { siteConfig } from '@/lib/site'
import { CHECK_SIZE, FOCUS_AREAS, PROCESS_STEPS, PROCESS_TOTAL_DISPLAY, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { keywordMatcher } from '@/lib/text/keywords'
import { llmErrors } from './errors'
import { LLM_DEFAULTS } from './settings'
import type { AdapterResult, LlmMessage, ProviderStatus } from './types'
import { REPLY_TIME } from '@/config/content/contact'

/**
 * The built-in fallback agent: answers by keyword when no language model does, so a visitor always gets
 * something useful. Facts come from config/facts.ts and config/site.ts only; every link is a real page.
 * Topics are checked in this order: a visitor who writes "hello, how do I raise from you?" wants the investment
 * answer, not the greeting.
 */

export const FALLBACK_MODEL = 'fallback-agent'

type Topic = { id: 'investment' | 'startup' | 'ai' | 'contact' | 'help' | 'hello'; keywords: readonly string[]; answer: () => string }

const processLine = () => PROCESS_STEPS.map((s) => `${s.name} (${s.duration})`).join(' → ')

const TOPICS: readonly Topic[] = [
  {
    id: 'investment',
    keywords: ['investment', 'invest', 'investing', 'investor', 'funding', 'fund', 'raise', 'raising', 'capital', 'check size', 'cheque', 'valuation', 'seed', 'pre-seed', 'series a', 'term sheet', 'money'],
    answer: () =>
      `We invest **${CHECK_SIZE.display}**, ${STAGE_RANGE_DISPLAY.toLowerCase()}, in companies building agentic AI, intelligent automation and AI at the convergence of bio, fintech and web3.\n\n` +
      `Our process takes ${PROCESS_TOTAL_DISPLAY}: ${processLine()}.\n\n` +
      `Ready to start? [Apply for funding](/apply) — or read [how we work with founders](/services) first.`,
  },
  {
    id: 'startup',
    keywords: ['startup', 'start-up', 'founder', 'founders', 'company', 'launch', 'build', 'building', 'venture studio', 'studio', 'mvp'],
    answer: () =>
      `We build with founders from the first prototype: product and engineering help, go-to-market, hiring and capital of ${CHECK_SIZE.display}.\n\n` +
      `See [our services](/services) and [the companies we back](/portfolio), then [tell us about yours](/apply).`,
  },
  {
    id: 'ai',
    keywords: ['ai', 'artificial intelligence', 'agent', 'agents', 'agentic', 'llm', 'machine learning', 'ml', 'automation', 'robotics'],
    answer: () =>
      `Agentic AI is our focus. We back teams in ${FOCUS_AREAS.map((a) => a.name.toLowerCase()).join('; ')}.\n\n` +
      `Read [our thesis](/about) and [the agents we build with](/agents).`,
  },
  {
    id: 'contact',
    keywords: ['contact', 'email', 'e-mail', 'phone', 'call', 'reach', 'talk', 'meet', 'meeting', 'address', 'office'],
    answer: () => {
      const site = siteConfig()
      return `You can reach the team at [${site.email}](mailto:${site.email}) or ${site.phone}, or send us a message through [the contact form](/contact). We answer ${REPLY_TIME}.`
    },
  },
  {
    id: 'help',
    keywords: ['help', 'support', 'question', 'questions', 'how do i', 'how can i', 'problem', 'issue'],
    answer: () =>
      `Happy to help. Founders usually want to know what we invest in ([services](/services)), how to apply ([apply](/apply)) or how to reach us ([contact](/contact)). Our [resources](/resources) cover the rest.`,
  },
  {
    id: 'hello',
    keywords: ['hello', 'hi', 'hey', 'hiya', 'howdy', 'greetings', 'good morning', 'good afternoon', 'good evening', 'hola', 'bonjour', 'hallo', 'ciao', 'olá'],
    answer: () =>
      `Hello! I'm the ${siteConfig().name} assistant. Ask me about our investment focus, how to apply or how to reach the team.`,
  },
]

const MATCHERS = TOPICS.map((topic) => ({ topic, matcher: keywordMatcher(topic.keywords) }))

const DEFAULT_ANSWER = () =>
  `I can't reach our AI models right now, but I can still point you the right way: [what we invest in](/services), [apply for funding](/apply) or [contact the team](/contact).`

/** Which topic answers a message (exported for tests), or null for the default answer. */
export function fallbackTopic(text: string): Topic['id'] | null {
  return MATCHERS.find((m) => m.matcher.test(text))?.topic.id ?? null
}

export function fallbackReply(messages: readonly LlmMessage[]): AdapterResult {
  const lastUser = [...messages].reverse().find((m) => m.role === 'user')?.content ?? ''
  const match = MATCHERS.find((m) => m.matcher.test(lastUser))
  const content = match ? match.topic.answer() : DEFAULT_ANSWER()
  return {
    id: `fallback-${crypto.randomUUID()}`,
    content,
    model: FALLBACK_MODEL,
    usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
    finishReason: 'stop',
  }
}

/** Every link the fallback agent can give (for the no-dead-link test). */
export function fallbackAnswers(): string[] {
  return [...TOPICS.map((t) => t.answer()), DEFAULT_ANSWER()]
}

/** The keyword agent's row among the providers' statuses: always available unless LLM_FALLBACK_AGENT turns it off. */
export function fallbackStatus(enabled: boolean): ProviderStatus {
  return {
    id: 'fallback',
    name: 'Fallback agent',
    type: 'fallback',
    configured: enabled,
    available: enabled,
    latency: null,
    error: enabled ? null : llmErrors.fallbackDisabled().message,
    priority: LLM_DEFAULTS.fallbackPriority,
    basePriority: LLM_DEFAULTS.fallbackPriority,
    requestsThisMinute: 0,
    rateLimit: null,
    models: [FALLBACK_MODEL],
    checkedAt: null,
    coolingUntil: null,
  }
}
