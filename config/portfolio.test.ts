import { describe, expect, it } from 'vitest'
import { STAGES } from './facts'
import { PORTFOLIO, sectorFromSlug, sectorSlug, SECTORS } from './portfolio'

describe('portfolio', () => {
  it('has between 8 and 12 companies', () => {
    expect(PORTFOLIO.length).toBeGreaterThanOrEqual(8)
    expect(PORTFOLIO.length).toBeLessThanOrEqual(12)
  })

  it('gives every company a known sector and one of the stages we invest in', () => {
    for (const c of PORTFOLIO) {
      expect(SECTORS).toContain(c.sector)
      expect(STAGES).toContain(c.stage)
    }
  })

  it('has at least one company in every sector, so no filter is empty', () => {
    for (const sector of SECTORS) expect(PORTFOLIO.some((c) => c.sector === sector)).toBe(true)
  })

  it('links every company to an https site on a reserved .example domain', () => {
    for (const c of PORTFOLIO) {
      const url = new URL(c.url)
      expect(url.protocol).toBe('https:')
      expect(url.hostname.endsWith('.example')).toBe(true)
    }
  })

  it('has unique names and URLs and a one-line description', () => {
    expect(new Set(PORTFOLIO.map((c) => c.name)).size).toBe(PORTFOLIO.length)
    expect(new Set(PORTFOLIO.map((c) => c.url)).size).toBe(PORTFOLIO.length)
    for (const c of PORTFOLIO) {
      expect(c.description).not.toMatch(/\n/)
      expect(c.description.length).toBeGreaterThan(30)
      expect(c.description.length).toBeLessThanOrEqual(140)
    }
  })
})

describe('sector slugs', () => {
  it('turn every sector into a distinct address word and back', () => {
    expect(SECTORS.map(sectorSlug)).toEqual(['agentic-ai', 'bio-ai', 'fintech-ai', 'web3', 'robotics-automation'])
    for (const s of SECTORS) expect(sectorFromSlug(sectorSlug(s))).toBe(s)
    expect(sectorFromSlug('nope')).toBeUndefined()
    expect(sectorFromSlug(undefined)).toBeUndefined()
  })
})
