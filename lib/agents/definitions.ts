import { keywordMatcher, type KeywordMatcher } from '@/lib/text/keywords'
import { glossaryItems } from './knowledge/glossary-items'
import type { KnowledgeItem } from './types'

/**
 * 'What is a SAFE?', 'define cap table', 'what does LTV mean': a request for a definition, answered from the glossary
 * (knowledge/glossary-items.ts) with the page that explains the term, whichever agent the message reached.
 */
const ASKS_DEFINITION = /^\s*(what\s+(is|are|does|do)|what's|what’s|whats|define|definition of|meaning of|explain|what do you mean by)\s+/i
/** What may surround the term: articles before it, 'mean' or 'stand for' after it, punctuation. */
const ARTICLES = /^(a|an|the)\s+/i
const TRAILER = /\s+(mean|means|stand for|stands for)$/i
const words = (s: string) => s.match(/[\p{L}\p{N}]+/gu) ?? []

type Entry = { item: KnowledgeItem; matcher: KeywordMatcher }
let entries: Entry[] | undefined

function glossary(): Entry[] {
  entries ??= glossaryItems().map((item) => ({ item, matcher: keywordMatcher(item.tags.filter((t) => t !== 'definition')) }))
  return entries
}

/** The glossary item a definition question asks about: the one whose longest term is found in it. */
export function definitionFor(message: string): KnowledgeItem | null {
  const opener = ASKS_DEFINITION.exec(message)
  if (!opener) return null
  // The term must be all that is asked about: 'what is a SAFE?' is a definition, 'what is a good burn rate for a seed
  // startup?' is a question about burn, answered by the agent's own topic.
  const subject = message.slice(opener[0].length).replace(/[?.!\s]+$/, '').replace(ARTICLES, '').replace(TRAILER, '')
  // 'What is our CAC?' asks for the visitor's own figure, not what CAC means.
  if (/^(our|my)\s/i.test(subject)) return null
  let best: { item: KnowledgeItem; term: string } | null = null
  for (const { item, matcher } of glossary()) {
    for (const term of matcher.matches(subject)) if (!best || term.length > best.term.length) best = { item, term }
  }
  if (!best || words(subject).length > words(best.term).length + 1) return null
  return best.item
}
