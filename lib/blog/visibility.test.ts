import { expect, it } from 'vitest'
import { visibilityOf } from './visibility'

it('calls a post public only when published with a date that has come; a future date is scheduled', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  expect(visibilityOf({ status: 'draft', publishedAt: new Date('2026-01-01') }, now)).toBe('draft')
  expect(visibilityOf({ status: 'published', publishedAt: new Date('2026-06-01T12:00:00Z') }, now)).toBe('published')
  expect(visibilityOf({ status: 'published', publishedAt: new Date('2026-06-01T12:00:01Z') }, now)).toBe('scheduled')
  // The public readers need a date (published_at ≤ now is false for null), so a dateless one is not public.
  expect(visibilityOf({ status: 'published', publishedAt: null }, now)).toBe('draft')
})
