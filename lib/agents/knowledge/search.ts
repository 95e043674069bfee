/**
 * Knowledge search: each query term found in an item's title scores 10, in its content 5, in its tags 3.
 * Terms are matched on word boundaries (lib/text/keywords.ts), with a plain plural/singular variant, and stop words
 * are ignored. Normalisation: an item's score is divided by the best possible score, 18 × the number of terms, so 1
 * means every term appears in title, content and tags, and the score does not depend on the other items.
 */
import type { KnowledgeItem } from '@/lib/agents/types'
import { keywordMatcher, type KeywordMatcher } from '@/lib/text/keywords'

export const SEARCH_WEIGHTS = { title: 10, content: 5, tag: 3 } as const
export const SEARCH_DEFAULTS = { topK: 3, threshold: 0.15 } as const
/** A visitor's message is at most 2000 characters; past this many terms a search says nothing more precise. */
const MAX_TERMS = 24

const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with about from into as is are was were be been being do does did ' +
    'have has had i me my we us our ours you your yours it its this that these those what which who whom how when where ' +
    'why can could would should will shall may might must there here any some tell please know want like get just so ' +
    'than then too very not no yes hi hello hey thanks thank im also more most all one out up give need am let lets ' +
    'whats hows doesn don dont isn aren'
  ).split(' '),
)

function variants(term: string): string[] {
  if (term.length > 4 && term.endsWith('ies')) return [term, `${term.slice(0, -3)}y`]
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return [term, term.slice(0, -1)]
  if (term.length > 3 && /[^aeiou]y$/.test(term)) return [term, `${term.slice(0, -1)}ies`]
  if (/\p{L}$/u.test(term) && term.length > 2) return [term, `${term}s`]
  return [term]
}

/** The distinct meaningful terms of a query, in order. Exported so callers can reuse the same reading of a message. */
export function queryTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .replace(/['’]/g, '')
    .match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)
  if (!words) return []
  const terms = words.filter((w) => w.length >= 2 && !STOP_WORDS.has(w))
  return [...new Set(terms)].slice(0, MAX_TERMS)
}

export type SearchHit = { item: KnowledgeItem; score: number }

type TermMatcher = { matcher: KeywordMatcher; /** Plain ASCII variants: a field without them cannot match. */ quick: string[] | null }

function termMatcher(term: string): TermMatcher {
  const forms = variants(term)
  // A word match implies a substring match for plain ASCII words, so a cheap includes() rules most fields out before
  // any regex runs. Hyphenated or non-ASCII terms (hyphen ~ space, Unicode case folding) always take the regex.
  const quick = forms.every((f) => /^[a-z0-9]+$/.test(f)) ? forms : null
  return { matcher: keywordMatcher(forms), quick }
}

const lowered = new WeakMap<KnowledgeItem, { title: string; content: string; tags: string }>()
function lowerFields(item: KnowledgeItem) {
  let fields = lowered.get(item)
  if (!fields) {
    fields = { title: item.title.toLowerCase(), content: item.content.toLowerCase(), tags: item.tags.join('\n').toLowerCase() }
    lowered.set(item, fields)
  }
  return fields
}

function scoreItem(item: KnowledgeItem, terms: readonly TermMatcher[]): number {
  const fields = lowerFields(item)
  const may = (t: TermMatcher, field: string) => t.quick === null || t.quick.some((f) => field.includes(f))
  let score = 0
  for (const t of terms) {
    if (may(t, fields.title) && t.matcher.test(item.title)) score += SEARCH_WEIGHTS.title
    if (may(t, fields.content) && t.matcher.test(item.content)) score += SEARCH_WEIGHTS.content
    if (may(t, fields.tags) && item.tags.some((tag) => t.matcher.test(tag))) score += SEARCH_WEIGHTS.tag
  }
  return score
}

export function searchKnowledge(
  query: string,
  items: readonly KnowledgeItem[],
  { topK = SEARCH_DEFAULTS.topK, threshold = SEARCH_DEFAULTS.threshold }: { topK?: number; threshold?: number } = {},
): SearchHit[] {
  const terms = queryTerms(query)
  if (terms.length === 0 || topK <= 0) return []
  const matchers = terms.map(termMatcher)
  const best = terms.length * (SEARCH_WEIGHTS.title + SEARCH_WEIGHTS.content + SEARCH_WEIGHTS.tag)
  return items
    .map((item, index) => ({ item, index, score: scoreItem(item, matchers) / best }))
    .filter((hit) => hit.score > threshold)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.floor(topK))
    .map(({ item, score }) => ({ item, score }))
}
