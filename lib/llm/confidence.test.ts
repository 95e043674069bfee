import { describe, expect, it } from 'vitest'
import { replyConfidence } from './confidence'

const text = (n: number) => 'x'.repeat(n)
const reply = (content: string, finishReason: 'stop' | 'length' | 'content_filter' | 'other' = 'stop', processingTime = 100) => ({
  content,
  finishReason,
  processingTime,
})

describe('replyConfidence', () => {
  it.each([
    ['a normal reply starts at 0.8', reply(text(200)), 0.8],
    ['under 50 characters: -0.2', reply(text(49)), 0.6],
    ['exactly 50 characters is not short', reply(text(50)), 0.8],
    ['over 500 characters: +0.1', reply(text(501)), 0.9],
    ['exactly 500 is not long', reply(text(500)), 0.8],
    ['cut off by length: -0.1', reply(text(200), 'length'), 0.7],
    ['stopped by a content filter: -0.3', reply(text(200), 'content_filter'), 0.5],
    ['slower than 10 s: -0.1', reply(text(200), 'stop', 10_001), 0.7],
    ['exactly 10 s is not slow', reply(text(200), 'stop', 10_000), 0.8],
    ['penalties add up and are clamped at 0.3', reply(text(10), 'content_filter', 20_000), 0.3],
    ['long, cut off and slow', reply(text(800), 'length', 12_000), 0.7],
    ['whitespace does not count as content', reply(`  ${text(40)}      \n\n      `), 0.6],
  ])('%s', (_, input, expected) => {
    expect(replyConfidence(input)).toBe(expected)
  })

  it('never exceeds 1', () => {
    expect(replyConfidence(reply(text(5000)))).toBeLessThanOrEqual(1)
  })
})
