/** An application's tags: the team's own labels, typed as one comma-separated line. */
export const TAGS_MAX = 12
export const TAG_MAX_LENGTH = 40

export type ParsedTags = { ok: true; tags: string[] } | { ok: false; message: string }

/**
 * Splits on commas, trims and folds inner whitespace, drops empty entries and repeats (case-insensitively, the first
 * spelling kept), so 'fintech, Fintech ,, b2b' is ['fintech', 'b2b']. Too many or too long is a message, never cut.
 */
export function parseTags(input: string): ParsedTags {
  const seen = new Set<string>()
  const tags: string[] = []
  for (const raw of input.split(',')) {
    const tag = raw.replace(/\s+/g, ' ').trim()
    if (!tag || seen.has(tag.toLowerCase())) continue
    if (/[\u0000-\u001f\u007f]/.test(tag)) return { ok: false, message: 'Tags cannot contain control characters.' }
    if (tag.length > TAG_MAX_LENGTH) return { ok: false, message: `Each tag can be at most ${TAG_MAX_LENGTH} characters ('${tag.slice(0, 20)}…' is longer).` }
    seen.add(tag.toLowerCase())
    tags.push(tag)
  }
  if (tags.length > TAGS_MAX) return { ok: false, message: `An application can have at most ${TAGS_MAX} tags (${tags.length} were given).` }
  return { ok: true, tags }
}

/** The tags as one line, as the form shows them and the history records them. */
export function tagsLine(tags: readonly string[]): string {
  return tags.join(', ')
}
