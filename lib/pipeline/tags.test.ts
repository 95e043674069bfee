import { describe, expect, it } from 'vitest'
import { parseTags, TAG_MAX_LENGTH, TAGS_MAX, tagsLine } from './tags'

describe('parseTags', () => {
  it('trims, folds spaces and drops empty entries and case-insensitive repeats, keeping the first spelling', () => {
    expect(parseTags(' fintech,  Fintech ,,  B2B   saas , ')).toEqual({ ok: true, tags: ['fintech', 'B2B saas'] })
    expect(parseTags('')).toEqual({ ok: true, tags: [] })
  })

  it('refuses too many or too long tags with a message instead of cutting them', () => {
    const many = Array.from({ length: TAGS_MAX + 1 }, (_, i) => `t${i}`).join(',')
    expect(parseTags(many)).toEqual({ ok: false, message: `An application can have at most ${TAGS_MAX} tags (${TAGS_MAX + 1} were given).` })
    const long = parseTags('x'.repeat(TAG_MAX_LENGTH + 1))
    expect(long.ok).toBe(false)
    expect(parseTags('x'.repeat(TAG_MAX_LENGTH))).toEqual({ ok: true, tags: ['x'.repeat(TAG_MAX_LENGTH)] })
  })

  it('refuses control characters', () => {
    expect(parseTags('a\u0007b').ok).toBe(false)
  })

  it('reads back what tagsLine wrote', () => {
    expect(parseTags(tagsLine(['seed', 'deep tech']))).toEqual({ ok: true, tags: ['seed', 'deep tech'] })
  })
})
