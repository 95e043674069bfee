import { keywordMatcher, type KeywordMatcher } from '@/lib/text/keywords'
import type { CannedAnswer, KnowledgeItem } from '@/lib/agents/types'
import { LEGAL_QUESTIONS } from './legal-questions'
import { MARKET_QUESTIONS } from './market-questions'
import type { PreparedAnswer } from './prepared-answer'
import { answer, link, NOT_LEGAL_ADVICE } from './shared'

/**
 * Prepared answers to the legal and local-market questions founders ask most: the legal and local specialists' first
 * topics, items of the assistant's knowledge (search and a model's grounding), and, when another agent took the
 * question and has no topic of its own for it, the answer it gives instead of its general one.
 */

/** Closes every local-market answer, outside its cap like the legal disclaimer: rules and thresholds change. */
export const LOCAL_ADVICE = '_Rules and thresholds change: confirm your case with a local accountant or lawyer before you act._'

const asCanned = (p: PreparedAnswer, closing: string): CannedAnswer =>
  answer(p.id, p.keywords, `${p.content}\n\n${closing}`, [link('Founder guides', '/resources')], [])

export const legalPrepared = () => LEGAL_QUESTIONS.map((p) => asCanned(p, NOT_LEGAL_ADVICE))
export const marketPrepared = () => MARKET_QUESTIONS.map((p) => asCanned(p, LOCAL_ADVICE))

type Compiled = { canned: CannedAnswer; all: KeywordMatcher; strong: KeywordMatcher; needs: KeywordMatcher | null }
let compiled: Compiled[] | null = null

function compile(): Compiled[] {
  const pairs = [...LEGAL_QUESTIONS.map((p) => [p, NOT_LEGAL_ADVICE] as const), ...MARKET_QUESTIONS.map((p) => [p, LOCAL_ADVICE] as const)]
  return pairs.map(([p, closing]) => ({ canned: asCanned(p, closing), all: keywordMatcher(p.keywords), strong: keywordMatcher(p.strong), needs: p.needs ? keywordMatcher(p.needs) : null }))
}

/**
 * The prepared answer that names the message's subject (a strong word, or two of its words), best first; or null.
 * After a prepared answer, a follow-up that only names another subject ("and in the UK?") continues the same question.
 */
export function preparedAnswer(message: string, previousTopics: readonly string[] = []): { answer: CannedAnswer; score: number } | null {
  compiled ??= compile()
  const continuing = previousTopics.some((topic) => compiled!.some((c) => c.canned.id === topic))
  let best: { canned: CannedAnswer; score: number } | null = null
  for (const c of compiled) {
    const found = c.all.matches(message).length
    const named = c.strong.test(message)
    if ((!named && found < 2) || (c.needs && !continuing && !c.needs.test(message))) continue
    const score = found + (named ? 1 : 0)
    if (!best || score > best.score) best = { canned: c.canned, score }
  }
  return best ? { answer: { ...best.canned, attachments: [...best.canned.attachments] }, score: best.score } : null
}

/** The prepared answers as knowledge items: searchable, and grounding for a model's answer. */
export function preparedKnowledge(reviewed: string): KnowledgeItem[] {
  const item = (p: PreparedAnswer, category: KnowledgeItem['category']): KnowledgeItem => ({
    id: p.id,
    title: p.title,
    content: p.content.replace(/\n+/g, ' '),
    category,
    tags: [...p.strong, ...p.keywords.slice(0, 8)],
    lastUpdated: reviewed,
    url: '/resources',
  })
  return [...LEGAL_QUESTIONS.map((p) => item(p, 'legal')), ...MARKET_QUESTIONS.map((p) => item(p, 'resources'))]
}
