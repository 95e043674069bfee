/**
 * Post slugs: the last segment of /blog/<slug>. Client-safe (the editor shows the generated slug as the title is
 * typed). The pattern is the database's own check on blog_posts.slug, so a slug that passes here is never refused there.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 80

/**
 * Slugs that a post cannot have: /blog/manage is the admin area, so a post called 'manage' could never be reached.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['manage'])

/** 'Café & Crème: Série A!' → 'cafe-creme-serie-a'. Empty when the text has no letter or digit of a-z/0-9. */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const words = text
    .normalize('NFKD')
    // Combining marks left by NFKD ('é' → 'e' + U+0301) go, so accented letters keep their base letter.
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    // Letters NFKD does not decompose but that have an obvious ASCII spelling.
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/œ/g, 'oe')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > maxLength) {
      // Cut at a word boundary; only a single over-long first word is cut inside the word.
      if (!slug) slug = word.slice(0, maxLength)
      break
    }
    slug = next
  }
  return slug
}

export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug) && !RESERVED_SLUGS.has(slug)
}

/**
 * The slug itself when free, else the first free one of slug-2, slug-3, … (shortening the base so the suffix still
 * fits in SLUG_MAX_LENGTH). isTaken answers for one candidate; reserved slugs count as taken.
 */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>, maxTries = 1000): Promise<string> {
  const taken = async (s: string) => RESERVED_SLUGS.has(s) || (await isTaken(s))
  if (!(await taken(base))) return base
  for (let n = 2; n <= maxTries; n++) {
    const suffix = `-${n}`
    const stem = base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')
    const candidate = `${stem}${suffix}`
    if (!(await taken(candidate))) return candidate
  }
  throw new Error(`No free slug found for '${base}'`)
}
