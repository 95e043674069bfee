import { describe, expect, it } from 'vitest'
import { keywordMatcher } from './keywords'

describe('keywordMatcher', () => {
  it('matches whole words only', () => {
    const m = keywordMatcher(['ai', 'hi', 'ip', 'som'])
    expect(m.matches('We maintain this ship and some things')).toEqual([])
    expect(m.matches('AI startups, hi! IP rights; SOM sizing')).toEqual(['ai', 'hi', 'ip', 'som'])
  })

  it('ignores case and sees punctuation, emoji and non-Latin letters as boundaries or not', () => {
    const m = keywordMatcher(['funding'])
    expect(m.test('FUNDING?')).toBe(true)
    expect(m.test('💸funding💸')).toBe(true)
    expect(m.test('prefunding')).toBe(false)
    expect(m.test('fundingé')).toBe(false)
  })

  it('matches phrases across any whitespace and hyphen/space variants', () => {
    const m = keywordMatcher(['venture capital', 'start-up', 'what is'])
    expect(m.matches('Venture\n  capital and start up firms')).toEqual(['venture capital', 'start-up'])
    expect(m.test('a startup')).toBe(true)
    expect(m.test('venture capitalist')).toBe(false)
  })

  it('treats regex characters in keywords literally', () => {
    const m = keywordMatcher(['c++', 'series a.'])
    expect(m.test('we write c++ daily')).toBe(true)
    expect(m.test('series ab')).toBe(false)
  })

  it('matches words with apostrophes either way and scripts with combining marks', () => {
    const m = keywordMatcher(["didn't", 'नमस्ते'])
    expect(m.matches('I didn’t get it')).toEqual(["didn't"])
    expect(m.test('नमस्ते!')).toBe(true)
    expect(m.test('didnt')).toBe(false)
  })

  it('matches a keyword made of symbols, such as an emoji, on its own', () => {
    const m = keywordMatcher(['👋'])
    expect(m.test('👋 there')).toBe(true)
    expect(m.test('hello there')).toBe(false)
  })

  it('reads each text as it is when several texts are matched in turn (each is indexed once and kept)', () => {
    const m = keywordMatcher(['seed round'])
    const texts = ['our seed round closed', 'a round of seed funding', 'the seed round']
    for (let round = 0; round < 3; round++) expect(texts.map((t) => m.test(t))).toEqual([true, false, true])
  })

  it('expands every hyphen of a keyword independently', () => {
    const m = keywordMatcher(['go-to-market'])
    for (const text of ['our go-to-market plan', 'go to market', 'gotomarket', 'go tomarket']) expect(m.test(text), text).toBe(true)
    expect(m.test('go to the market')).toBe(false)
  })
})
