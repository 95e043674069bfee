/**
 * Keyword matching on word and phrase boundaries (substring matching made 'ai' match 'maintain' and misrouted messages).
 * A keyword matches where it is neither preceded nor followed by a letter or digit, in any script, ignoring case;
 * a phrase matches across any run of whitespace or punctuation between its words, and a hyphen also matches a space
 * or nothing ('start-up' ~ 'start up' ~ 'startup').
 *
 * Text is cut into words once and keywords are looked up as word sequences. (The first version compiled one Unicode
 * regex per keyword: with routing's ~1,000 keywords each costing ~1 ms to compile, the first messages after a start
 * took over a second.) Keywords with symbols in them ('c++', an emoji) still use a regex of their own.
 */

/** Letters, digits and combining marks (Devanagari vowel signs belong to their word). */
const WORD = /[\p{L}\p{N}\p{M}]+/gu
/** Keywords made only of words, spaces, hyphens, apostrophes and dots are matched as word sequences. */
const WORDS_ONLY = /^[\p{L}\p{N}\p{M}\s'’.-]+$/u

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type TextIndex = { words: string[]; at: Map<string, number[]> }

// Routing runs about a hundred matchers over the same message in a row, and the knowledge search runs each term over
// the same items' titles, contents and tags, one after the other: each text is indexed once and kept a while (a
// single last-text slot was re-indexing every item's content for every term of every question).
const INDEXES = new Map<string, TextIndex>()
const INDEXES_KEPT = 2048

function indexText(text: string): TextIndex {
  const kept = INDEXES.get(text)
  if (kept) return kept
  const words = text.toLowerCase().match(WORD) ?? []
  const at = new Map<string, number[]>()
  words.forEach((w, i) => {
    const list = at.get(w)
    if (list) list.push(i)
    else at.set(w, [i])
  })
  const index = { words, at }
  // The oldest goes first: a Map iterates in insertion order.
  if (INDEXES.size >= INDEXES_KEPT) INDEXES.delete(INDEXES.keys().next().value!)
  INDEXES.set(text, index)
  return index
}

const wordsOf = (s: string) => s.toLowerCase().match(WORD) ?? []

/** Every word sequence a keyword stands for: each hyphenated part either split ('start', 'up') or joined ('startup'). */
function variants(keyword: string): string[][] {
  let sequences: string[][] = [[]]
  for (const chunk of keyword.trim().split(/\s+/)) {
    const parts = chunk.split('-').filter(Boolean)
    let forms: string[][] = [wordsOf(parts[0] ?? '')]
    for (const part of parts.slice(1)) {
      const next = wordsOf(part)
      forms = forms.flatMap((f) => [
        [...f, ...next],
        [...f.slice(0, -1), `${f.at(-1) ?? ''}${next[0] ?? ''}`, ...next.slice(1)],
      ])
    }
    sequences = sequences.flatMap((s) => forms.map((f) => [...s, ...f]))
  }
  return sequences.filter((s) => s.length > 0)
}

function hasSequence(index: TextIndex, sequence: readonly string[]): boolean {
  const starts = index.at.get(sequence[0]!)
  if (!starts) return false
  return starts.some((start) => sequence.every((word, i) => index.words[start + i] === word))
}

function symbolRegex(keyword: string): RegExp {
  const pattern = keyword
    .trim()
    .split(/\s+/)
    .map((word) => word.split('-').map(escape).join('[-\\s]?'))
    .join('\\s+')
  return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu')
}

export type KeywordMatcher = {
  /** The keywords found in the text, in the order of the list. */
  matches(text: string): string[]
  test(text: string): boolean
}

export function keywordMatcher(keywords: readonly string[]): KeywordMatcher {
  const compiled = keywords.map((keyword) => {
    if (WORDS_ONLY.test(keyword)) {
      const sequences = variants(keyword)
      return { keyword, found: (text: string) => sequences.some((s) => hasSequence(indexText(text), s)) }
    }
    let regex: RegExp | undefined
    return { keyword, found: (text: string) => (regex ??= symbolRegex(keyword)).test(text) }
  })
  return {
    matches: (text) => compiled.filter((k) => k.found(text)).map((k) => k.keyword),
    test: (text) => compiled.some((k) => k.found(text)),
  }
}
