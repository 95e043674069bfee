import { describe, expect, it } from 'vitest'
import { isUnroutablePath, MAX_SEGMENT_LENGTH } from './path-segments'

describe('unroutable paths', () => {
  it('are the ones with percent-encoding that does not decode, in any segment', () => {
    expect(isUnroutablePath('/blog/%ff%fe')).toBe(true)
    expect(isUnroutablePath('/blog/%E0%A4%A')).toBe(true)
    expect(isUnroutablePath('/blog/%ff/opengraph-image')).toBe(true)
    expect(isUnroutablePath('/%')).toBe(true)
  })

  it('are the ones with a segment longer than the limit once decoded', () => {
    expect(isUnroutablePath(`/blog/${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}`)).toBe(true)
    expect(isUnroutablePath(`/blog/${'%41'.repeat(MAX_SEGMENT_LENGTH + 1)}`)).toBe(true)
    expect(isUnroutablePath(`/blog/${'a'.repeat(MAX_SEGMENT_LENGTH)}`)).toBe(false)
  })

  it('leave ordinary and well-encoded addresses alone', () => {
    for (const path of ['/', '/blog/my-post', '/blog/my-post/opengraph-image', '/blog/caf%C3%A9', '/blog/a%2Fb', '/icons/icon-192.png', '/api/forms/apply']) {
      expect(isUnroutablePath(path)).toBe(false)
    }
  })
})
