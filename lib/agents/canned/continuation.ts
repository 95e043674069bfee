import { queryTerms } from '@/lib/agents/knowledge/search'
import { keywordMatcher } from '@/lib/text/keywords'
import type { CannedAnswer } from '@/lib/agents/types'
import { LEGAL_QUESTIONS } from './legal-questions'
import { MARKET_QUESTIONS } from './market-questions'
import { LOCAL_ADVICE } from './prepared'
import type { PreparedAnswer } from './prepared-answer'
import { answer, link, NOT_LEGAL_ADVICE } from './shared'

/**
 * A follow-up to a prepared legal or local-market answer ("how long does registering one take?", "what about VAT?",
 * "and what discount is typical?") asks about a detail of the same subject, often one the first answer had no room for
 * within its cap. It is answered with the sentences of that subject's prepared answers that speak of the follow-up's
 * words, most relevant first, rather than with whatever the words alone would pick.
 */

type Family = { answers: readonly PreparedAnswer[]; closing: string }
const FAMILIES: readonly Family[] = [
  { answers: LEGAL_QUESTIONS, closing: NOT_LEGAL_ADVICE },
  { answers: MARKET_QUESTIONS, closing: LOCAL_ADVICE },
]

/** Words compared by their first five letters, so "registering" meets "registered" and "converts" meets "conversion". */
const stem = (word: string) => word.slice(0, 5)
const SENTENCE = /[^.!?]+(?:[.!?]+["'”’)*_]*|$)\s*/g
/** The previous answer's subject counts for a little: on a tie, the follow-up stays on it. */
const SAME_SUBJECT = 0.5

function stemsOf(text: string): Set<string> {
  return new Set(queryTerms(text).filter((w) => w.length >= 3).map(stem))
}

function scoreSentence(sentence: string, asked: ReadonlySet<string>): number {
  let score = 0
  for (const s of stemsOf(sentence)) if (asked.has(s)) score++
  return score
}

/** The prepared answer's sentences that speak of the asked words, most relevant first, and their best score. */
function relevantSentences(p: PreparedAnswer, asked: ReadonlySet<string>): { text: string; score: number } {
  const scored = (p.content.match(SENTENCE) ?? []).map((s, i) => ({ s: s.trim(), i, score: scoreSentence(s, asked) }))
  const kept = scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score || a.i - b.i)
  return { text: kept.map((x) => x.s).join(' '), score: kept[0]?.score ?? 0 }
}

/**
 * A prepared answer chosen over an agent's own topic, led by its sentences that speak of the message's words ("post-money
 * or pre-money SAFE?" leads with the sentence comparing the two), so what was asked fits within a short answer's cap;
 * null when the opening sentence already answers it.
 */
export function focusedAnswer(id: string, message: string): CannedAnswer | null {
  const family = FAMILIES.find((f) => f.answers.some((p) => p.id === id))
  const p = family?.answers.find((a) => a.id === id)
  if (!family || !p) return null
  const asked = stemsOf(message)
  const found = relevantSentences(p, asked)
  // Only a sentence that speaks of the question more than the answer's opening one takes the lead from it.
  const opening = scoreSentence(p.content.match(SENTENCE)?.[0] ?? '', asked)
  return found.score >= 2 && found.score > opening ? answer(p.id, p.keywords, `${found.text}\n\n${family.closing}`, [link('Founder guides', '/resources')], []) : null
}

/** The answer to a follow-up of the most recent prepared subject among `previousTopics`, or null when it is not one. */
export function continuedAnswer(message: string, previousTopics: readonly string[]): CannedAnswer | null {
  const last = [...previousTopics].reverse().find((topic) => FAMILIES.some((f) => f.answers.some((p) => p.id === topic)))
  if (!last) return null
  const family = FAMILIES.find((f) => f.answers.some((p) => p.id === last))!
  const asked = stemsOf(message)
  // "and in the UK?" names a subject of its own: the prepared answers' own choice continues the question there.
  if (asked.size === 0 || family.answers.some((p) => p.id !== last && keywordMatcher(p.strong).test(message))) return null
  let best: { p: PreparedAnswer; text: string; score: number } | null = null
  for (const p of family.answers) {
    const found = relevantSentences(p, asked)
    if (found.score === 0) continue
    const score = found.score + keywordMatcher(p.keywords).matches(message).length + (p.id === last ? SAME_SUBJECT : 0)
    if (!best || score > best.score) best = { p, text: found.text, score }
  }
  return best ? answer(best.p.id, best.p.keywords, `${best.text}\n\n${family.closing}`, [link('Founder guides', '/resources')], []) : null
}
