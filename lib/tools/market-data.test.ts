import { describe, expect, it } from 'vitest'
import { ToolInputError } from './errors'
import { MARKET_DATA, marketData, resolveIndustry, UnknownIndustryError } from './market-data'

describe('marketData', () => {
  it.each([
    ['ai', 207, 0.2],
    ['fintech', 162, 0.16],
    ['healthcare', 125, 0.12],
    ['gaming', 185, 0.09],
    ['blockchain', 19, 0.58],
  ])('returns the figures for %s', (industry, size, growth) => {
    expect(marketData(industry)).toMatchObject({ industry, sizeBillions: size, growth })
  })

  it.each([
    ['AI', 'ai'],
    ['  Artificial   Intelligence ', 'ai'],
    ['A.I.', 'ai'],
    ['FinTech', 'fintech'],
    ['fin-tech', 'fintech'],
    ['Health Care', 'healthcare'],
    ['health', 'healthcare'],
    ['video_games', 'gaming'],
    ['Web3', 'blockchain'],
    ['crypto', 'blockchain'],
  ])('accepts the spelling %j as %s', (name, id) => {
    expect(resolveIndustry(name)).toBe(id)
  })

  it('names the unknown industry and lists the known ones', () => {
    expect(() => marketData('space')).toThrow('Unknown industry: space. Known industries: ai, fintech, healthcare, gaming, blockchain.')
    expect(() => marketData('space')).toThrow(UnknownIndustryError)
  })

  it('strips markdown and markup from the echoed name and bounds its length', () => {
    const err = (() => {
      try {
        marketData('[x](javascript:alert(1))<b>' + 'z'.repeat(100))
      } catch (e) {
        return e as Error
      }
    })()
    expect(err?.message).not.toMatch(/[[\]()<>]/)
    expect(err!.message.length).toBeLessThan(140)
  })

  it.each([[undefined], [''], ['   '], [42], [null]])('requires an industry (%j)', (value) => {
    expect(() => marketData(value)).toThrow(ToolInputError)
    expect(() => marketData(value)).toThrow(/industry is required/)
  })

  it('does not match an industry by substring', () => {
    expect(() => resolveIndustry('aid')).toThrow(UnknownIndustryError)
    expect(() => resolveIndustry('gamingx')).toThrow(UnknownIndustryError)
  })

  it('gives every industry a positive size and growth', () => {
    for (const figures of Object.values(MARKET_DATA)) {
      expect(figures.sizeBillions).toBeGreaterThan(0)
      expect(figures.growth).toBeGreaterThan(0)
    }
  })

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'refuses %s, a name every plain object inherits, as an unknown industry',
    (name) => {
      expect(() => marketData(name)).toThrow(UnknownIndustryError)
    },
  )
})
