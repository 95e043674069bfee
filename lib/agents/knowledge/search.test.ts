import { describe, expect, it } from 'vitest'
import type { KnowledgeItem } from '@/lib/agents/types'
import { queryTerms, searchKnowledge } from './search'

const make = (id: string, title: string, content: string, tags: string[] = []): KnowledgeItem => ({
  id,
  title,
  content,
  tags,
  category: 'faq',
  lastUpdated: '2026-01-01',
  url: '/',
})

describe('searchKnowledge scoring', () => {
  const full = make('full', 'Alpha', 'alpha here', ['alpha'])

  it.each([
    ['title, content and tag', full, 'alpha', 1],
    ['title only', make('t', 'Alpha', 'nothing', []), 'alpha', 10 / 18],
    ['content only', make('c', 'Nothing', 'about alpha', []), 'alpha', 5 / 18],
    ['tag only', make('g', 'Nothing', 'nothing at all', ['alpha']), 'alpha', 3 / 18],
    ['one of two terms everywhere', full, 'alpha beta', 0.5],
  ])('scores a match in %s as %d of the best possible', (_case, item, query, score) => {
    expect(searchKnowledge(query, [item], { threshold: 0 })[0]?.score).toBeCloseTo(score)
  })

  it('drops hits at or below the threshold (0.15 by default)', () => {
    const tagOnly = make('g', 'Nothing', 'nothing at all', ['alpha'])
    expect(searchKnowledge('alpha beta', [tagOnly])).toEqual([])
    expect(searchKnowledge('alpha', [tagOnly])).toHaveLength(1)
    expect(searchKnowledge('alpha', [tagOnly], { threshold: 0.5 })).toEqual([])
  })

  it('returns the top K, ties in list order', () => {
    const list = ['a', 'b', 'c', 'd'].map((id) => make(id, 'Alpha', 'alpha'))
    expect(searchKnowledge('alpha', list).map((h) => h.item.id)).toEqual(['a', 'b', 'c'])
    expect(searchKnowledge('alpha', list, { topK: 1 }).map((h) => h.item.id)).toEqual(['a'])
    expect(searchKnowledge('alpha', list, { topK: 0 })).toEqual([])
  })

  it('matches whole words only', () => {
    const item = make('m', 'We maintain things', 'Shipping and something else', ['maintenance'])
    expect(searchKnowledge('ai ip som', [item], { threshold: 0 })).toEqual([])
  })

  it('finds singular and plural forms', () => {
    const item = make('p', 'Patent basics', 'Companies file patents.', [])
    expect(searchKnowledge('patents', [item])[0]?.score).toBeCloseTo(15 / 18)
    expect(searchKnowledge('company', [item])[0]?.score).toBeCloseTo(5 / 18)
  })

  it('matches hyphenated and non-English terms the way keyword matching does', () => {
    const item = make('h', 'Pre seed rounds', 'Financement de démarrage', [])
    expect(searchKnowledge('pre-seed', [item])[0]?.score).toBeCloseTo(10 / 18)
    expect(searchKnowledge('DÉMARRAGE', [item])[0]?.score).toBeCloseTo(5 / 18)
  })

  it('ignores stop words and punctuation, and finds nothing for an empty query', () => {
    expect(queryTerms("What's the AI, and how do I pre-seed?!")).toEqual(['ai', 'pre-seed'])
    expect(searchKnowledge('how do you do that', [full])).toEqual([])
    expect(searchKnowledge('   ', [full])).toEqual([])
  })
})
