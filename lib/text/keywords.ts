/**
 * Keyword matching on word and phrase boundaries (DESIGN.md §3: substring matching made 'ai' match 'maintain').
 * A keyword matches where it is neither preceded nor followed by a letter or digit, in any script, ignoring case;
 * spaces inside a phrase match any run of whitespace, and a hyphen also matches a space ('start-up' ~ 'start up').
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function keywordPattern(keyword: string): string {
  const parts = keyword
    .trim()
    .split(/\s+/)
    .map((word) => word.split('-').map(escape).join('[-\\s]?'))
  return parts.join('\\s+')
}

export type KeywordMatcher = {
  /** The keywords found in the text, in the order of the list. */
  matches(text: string): string[]
  test(text: string): boolean
}

export function keywordMatcher(keywords: readonly string[]): KeywordMatcher {
  const compiled = keywords.map((keyword) => ({
    keyword,
    regex: new RegExp(`(?<![\\p{L}\\p{N}])${keywordPattern(keyword)}(?![\\p{L}\\p{N}])`, 'iu'),
  }))
  return {
    matches: (text) => compiled.filter((k) => k.regex.test(text)).map((k) => k.keyword),
    test: (text) => compiled.some((k) => k.regex.test(text)),
  }
}
