import { describe, expect, it } from 'vitest'
import { parsePostForm, parseTags, parseUtcDateTime, POST_MESSAGES, resolvePublishedAt, toUtcDateTimeValue } from './post-schema'

const valid = { title: 'Our First Post', slugMode: 'auto', slug: '', excerpt: 'Short', content: '# Hi', tags: 'AI, Founders', status: 'draft', publishedAt: '', author: '' }

function errorsOf(values: Record<string, unknown>) {
  const r = parsePostForm(values)
  if (r.ok) throw new Error('expected errors')
  return r.fieldErrors
}

describe('post form schema', () => {
  it('parses a valid post and generates the slug from the title', () => {
    const r = parsePostForm(valid)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.data).toMatchObject({ title: 'Our First Post', slug: 'our-first-post', slugMode: 'auto', tags: ['ai', 'founders'], status: 'draft', publishedAt: null })
  })

  it('generates the slug when the slug field is left empty even in manual mode (no-JS form)', () => {
    const r = parsePostForm({ ...valid, slugMode: 'manual', slug: '  ' })
    expect(r.ok && r.data.slug).toBe('our-first-post')
    expect(r.ok && r.data.slugMode).toBe('auto')
  })

  it('keeps an edited slug, lowercased, and ignores it in auto mode', () => {
    const manual = parsePostForm({ ...valid, slugMode: 'manual', slug: 'Custom-Slug' })
    expect(manual.ok && manual.data.slug).toBe('custom-slug')
    const auto = parsePostForm({ ...valid, slugMode: 'auto', slug: 'stale-slug' })
    expect(auto.ok && auto.data.slug).toBe('our-first-post')
  })

  it('rejects invalid, reserved and over-long slugs with a field error on slug', () => {
    expect(errorsOf({ ...valid, slugMode: 'manual', slug: 'a b' }).slug).toBe(POST_MESSAGES.slugInvalid)
    expect(errorsOf({ ...valid, slugMode: 'manual', slug: 'a--b' }).slug).toBe(POST_MESSAGES.slugInvalid)
    expect(errorsOf({ ...valid, slugMode: 'manual', slug: 'manage' }).slug).toBe(POST_MESSAGES.slugReserved)
    expect(errorsOf({ ...valid, slugMode: 'manual', slug: 'a'.repeat(81) }).slug).toBe(POST_MESSAGES.slugTooLong)
    expect(errorsOf({ ...valid, title: '???' }).slug).toBe(POST_MESSAGES.slugUnderivable)
  })

  it('requires a title of at most 200 characters and content', () => {
    expect(errorsOf({ ...valid, title: '   ' }).title).toBe(POST_MESSAGES.titleRequired)
    expect(errorsOf({ ...valid, title: 'x'.repeat(201) }).title).toBe(POST_MESSAGES.titleTooLong)
    expect(parsePostForm({ ...valid, title: 'x'.repeat(200) }).ok).toBe(true)
    expect(errorsOf({ ...valid, content: ' \n ' }).content).toBe(POST_MESSAGES.contentRequired)
    expect(errorsOf({ ...valid, content: undefined }).content).toBe(POST_MESSAGES.contentRequired)
  })

  it('limits the excerpt to 300 characters and the content to 100 kB of UTF-8', () => {
    expect(errorsOf({ ...valid, excerpt: 'x'.repeat(301) }).excerpt).toBe(POST_MESSAGES.excerptTooLong)
    expect(parsePostForm({ ...valid, content: 'x'.repeat(100_000) }).ok).toBe(true)
    // 50,001 two-byte characters are 100,002 bytes.
    expect(errorsOf({ ...valid, content: 'é'.repeat(50_001) }).content).toBe(POST_MESSAGES.contentTooLong)
  })

  it('caps tags at 10 after removing duplicates', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`)
    expect(parsePostForm({ ...valid, tags: [...ten, 'T0', ' t1 '].join(',') }).ok).toBe(true)
    expect(errorsOf({ ...valid, tags: [...ten, 'eleven'].join(',') }).tags).toBe(POST_MESSAGES.tooManyTags)
    expect(errorsOf({ ...valid, tags: 'ok, !!!' }).tags).toBe(POST_MESSAGES.tagInvalid)
  })

  it('accepts only draft or published', () => {
    expect(errorsOf({ ...valid, status: 'archived' }).status).toBe(POST_MESSAGES.statusInvalid)
    expect(errorsOf({ ...valid, status: undefined }).status).toBe(POST_MESSAGES.statusInvalid)
  })

  it('reads the publish date as UTC and rejects impossible dates', () => {
    const r = parsePostForm({ ...valid, status: 'published', publishedAt: '2026-03-01T09:30' })
    expect(r.ok && r.data.publishedAt?.toISOString()).toBe('2026-03-01T09:30:00.000Z')
    expect(errorsOf({ ...valid, publishedAt: '2026-02-31T10:00' }).publishedAt).toBe(POST_MESSAGES.dateInvalid)
    expect(errorsOf({ ...valid, publishedAt: 'tomorrow' }).publishedAt).toBe(POST_MESSAGES.dateInvalid)
  })

  it('reports every bad field at once', () => {
    const errors = errorsOf({ ...valid, title: '', content: '', status: 'x' })
    expect(Object.keys(errors).sort()).toEqual(['content', 'status', 'title'])
  })
})

describe('publish date', () => {
  const now = new Date('2026-05-05T12:00:00Z')
  it('defaults to now when publishing, stays empty for a draft, keeps a given date (future = scheduled)', () => {
    expect(resolvePublishedAt({ status: 'published', publishedAt: null }, now)).toBe(now)
    expect(resolvePublishedAt({ status: 'draft', publishedAt: null }, now)).toBeNull()
    const later = new Date('2027-01-01T00:00:00Z')
    expect(resolvePublishedAt({ status: 'published', publishedAt: later }, now)).toBe(later)
  })

  it('round-trips through the datetime-local value', () => {
    const d = parseUtcDateTime('2026-12-31T23:59')!
    expect(toUtcDateTimeValue(d)).toBe('2026-12-31T23:59')
    expect(toUtcDateTimeValue(null)).toBe('')
  })
})

describe('parseTags', () => {
  it('trims, lowercases, slugifies and de-duplicates', () => {
    expect(parseTags(' AI , Fintech,ai, Série A ,,')).toEqual(['ai', 'fintech', 'serie-a'])
    expect(parseTags('')).toEqual([])
  })
})
