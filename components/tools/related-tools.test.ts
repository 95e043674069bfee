import { describe, expect, it } from 'vitest'
import { TOOLS } from '@/config/tools'
import { relatedTools } from './related-tools'

describe('relatedTools', () => {
  it.each(TOOLS.map((t) => [t.slug, t] as const))('%s offers three other tools, its own category first', (slug, tool) => {
    const related = relatedTools(slug)
    expect(related).toHaveLength(3)
    expect(related.map((t) => t.slug)).not.toContain(slug)
    const sameCategory = TOOLS.filter((t) => t.category === tool.category && t.slug !== slug).length
    for (const t of related.slice(0, Math.min(3, sameCategory))) expect(t.category).toBe(tool.category)
  })
})
