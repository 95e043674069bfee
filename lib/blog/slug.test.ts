import { describe, expect, it } from 'vitest'
import { isValidSlug, SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, uniqueSlug } from './slug'

describe('slugify', () => {
  it('lowercases, strips accents and joins words with single hyphens', () => {
    expect(slugify('Café & Crème: Série A!')).toBe('cafe-creme-serie-a')
    expect(slugify('  Hello,   World  ')).toBe('hello-world')
    expect(slugify('Straße Ærø Łódź')).toBe('strasse-aero-lodz')
    expect(slugify('ＡＩ ５０')).toBe('ai-50') // NFKD folds full-width forms
  })

  it('gives an empty slug when nothing a-z/0-9 is left', () => {
    expect(slugify('!!! ???')).toBe('')
    expect(slugify('日本語')).toBe('')
  })

  it('cuts long titles at a word boundary within the maximum length', () => {
    const title = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ')
    const slug = slugify(title)
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(slug.length).toBeGreaterThan(SLUG_MAX_LENGTH - 8)
    expect(title.replace(/ /g, '-').startsWith(slug + '-')).toBe(true)
    expect(slugify('x'.repeat(200))).toHaveLength(SLUG_MAX_LENGTH)
  })

  it('always matches the database check', () => {
    for (const t of ['-a-', 'a--b', 'Ünïcödé — ‹quotes›', '2026: the year', 'x'.repeat(90) + ' y']) {
      const slug = slugify(t)
      expect(slug, t).toMatch(SLUG_PATTERN)
    }
  })
})

describe('isValidSlug', () => {
  it('accepts URL-safe slugs and refuses the rest and the reserved ones', () => {
    expect(isValidSlug('our-first-post')).toBe(true)
    expect(isValidSlug('Our-Post')).toBe(false)
    expect(isValidSlug('a--b')).toBe(false)
    expect(isValidSlug('')).toBe(false)
    expect(isValidSlug('a'.repeat(SLUG_MAX_LENGTH + 1))).toBe(false)
    expect(isValidSlug('manage')).toBe(false)
  })
})

describe('uniqueSlug', () => {
  const takenOf = (set: string[]) => async (s: string) => set.includes(s)

  it('keeps a free slug and numbers a taken one from 2', async () => {
    expect(await uniqueSlug('post', takenOf([]))).toBe('post')
    expect(await uniqueSlug('post', takenOf(['post']))).toBe('post-2')
    expect(await uniqueSlug('post', takenOf(['post', 'post-2', 'post-3']))).toBe('post-4')
  })

  it('treats a reserved slug as taken', async () => {
    expect(await uniqueSlug('manage', takenOf([]))).toBe('manage-2')
  })

  it('shortens the base so the suffix fits', async () => {
    const base = 'a'.repeat(SLUG_MAX_LENGTH)
    const slug = await uniqueSlug(base, takenOf([base]))
    expect(slug).toHaveLength(SLUG_MAX_LENGTH)
    expect(slug.endsWith('-2')).toBe(true)
    expect(slug).toMatch(SLUG_PATTERN)
  })
})
