import { describe, expect, it } from 'vitest'
import { prefetchProp } from './prefetch'

describe('prefetchProp', () => {
  it('passes prefetch={false} on and leaves the prop out otherwise', () => {
    expect(prefetchProp(false)).toEqual({ prefetch: false })
    // Absent, not undefined: an undefined prop would be written into the RSC payload for every link.
    expect('prefetch' in prefetchProp(undefined)).toBe(false)
  })
})
