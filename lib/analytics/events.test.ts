import { describe, expect, it } from 'vitest'
import { analyticsBatchSchema } from './events'

describe('analytics batch schema', () => {
  const ok = { sessionId: 'abcdef12-3456', events: [{ type: 'page_view', data: { path: '/' }, at: 1_700_000_000_000 }] }

  it('accepts a batch of known events', () => expect(analyticsBatchSchema.safeParse(ok).success).toBe(true))

  it.each([
    ['an unknown event type', { ...ok, events: [{ type: 'keystroke', data: {} }] }],
    ['a nested object', { ...ok, events: [{ type: 'click', data: { deep: { x: 1 } } }] }],
    ['an over-long value', { ...ok, events: [{ type: 'click', data: { label: 'x'.repeat(301) } }] }],
    ['a bad session id', { ...ok, sessionId: '<script>' }],
    ['an empty batch', { ...ok, events: [] }],
    ['too many events', { ...ok, events: Array(51).fill(ok.events[0]) }],
  ])('refuses %s', (_label, batch) => expect(analyticsBatchSchema.safeParse(batch).success).toBe(false))
})
