import { describe, expect, it } from 'vitest'
import { PUBLIC_PATHS } from '@/config/routes'
import { IN_DEPTH_GUIDES } from './index'

describe.each(IN_DEPTH_GUIDES.map((g) => [g.slug, g] as const))('guide %s', (slug, guide) => {
  it('is a registered page under /resources with a description that fits a search result', () => {
    expect(guide.path).toBe(`/resources/${slug}`)
    expect(PUBLIC_PATHS.has(guide.path)).toBe(true)
    expect(guide.description.length).toBeLessThanOrEqual(160)
  })
  it('has sections with unique anchors, each with content', () => {
    const ids = guide.sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const s of guide.sections) expect(s.blocks.length).toBeGreaterThan(0)
  })
  it('links only to pages that exist', () => {
    for (const r of guide.related) expect(PUBLIC_PATHS.has(r.href), r.href).toBe(true)
  })
  it('does not print NaN or undefined in computed text', () => {
    expect(JSON.stringify(guide)).not.toMatch(/NaN|undefined|Infinity/)
  })
})
