import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { estimateWords, nextWords, sizeIsClose } from './build.mjs'
import { prose, seededRandom } from './prose.mjs'

describe('seededRandom', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = seededRandom(7)
    const b = seededRandom(7)
    const xs = Array.from({ length: 1000 }, () => a())
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()))
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...xs)).toBeLessThan(1)
  })
})

describe('prose', () => {
  it('has exactly the words asked for, in sentences, the same for the same seed', () => {
    const text = prose(1234)
    expect(text.join(' ').split(/\s+/)).toHaveLength(1234)
    expect(text[0]).toMatch(/^[A-Z][^.]*\./)
    expect(prose(1234)).toEqual(text)
    expect(prose(1234, 99)).not.toEqual(text)
  })
  it('compresses like prose (gzip about 2.5–4×), not like repeated text', () => {
    const text = prose(20_000).join('\n')
    const factor = text.length / gzipSync(text, { level: 9 }).length
    expect(factor).toBeGreaterThan(2.5)
    expect(factor).toBeLessThan(4)
  })
})

describe('sizing the /sized page', () => {
  it('accepts a size within ±10 % of the target', () => {
    expect(sizeIsClose(109, 100)).toBe(true)
    expect(sizeIsClose(91, 100)).toBe(true)
    expect(sizeIsClose(111, 100)).toBe(false)
    expect(sizeIsClose(89, 100)).toBe(false)
  })
  it('estimates more words for a larger target', () => {
    expect(estimateWords(140_000)).toBeGreaterThan(1.8 * estimateWords(70_000))
  })
  it('scales the text part of the page towards the target', () => {
    // 2 kB of the page is the empty app; 1000 words gave 12 kB, so 22 kB needs 2000.
    expect(nextWords(1000, 12_000, 22_000, 2000)).toBe(2000)
  })
  it('interpolates between builds on both sides of the target instead of jumping across it', () => {
    // Measured: 4,771 words gave 11,555 bytes and 7,993 gave 29,437 (the payload's copy of the text leaves gzip's
    // window); scaling from either point alone lands on the other side again.
    const tried = [{ words: 7993, gzip: 29_437 }, { words: 4771, gzip: 11_555 }]
    const words = nextWords(4771, 11_555, 18_240, 1657, tried)
    expect(words).toBeGreaterThan(4771)
    expect(words).toBeLessThan(7993)
    expect(words).toBe(Math.round(4771 + ((18_240 - 11_555) / (29_437 - 11_555)) * (7993 - 4771)))
  })
})
