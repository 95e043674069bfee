import { describe, expect, it, vi } from 'vitest'
import { PUBLIC_PATHS } from '@/config/routes'
import { FURTHER_READING } from '@/config/content/resources'
import { listPublishedPosts } from '@/lib/db/queries/blog-posts'
import type { KnowledgeItem } from '@/lib/agents/types'
import { describeEachDb } from '@/tests/support/db'
import { blogKnowledge, createKnowledgeBase, KNOWLEDGE_CACHE_MS, type BlogPostRow } from './base'

const STATIC: KnowledgeItem[] = [
  { id: 's', title: 'Static', content: 'x', category: 'faq', tags: [], lastUpdated: '2026-01-01', url: '/' },
]
const POST: BlogPostRow = { slug: 'hello-world', title: 'Hello', excerpt: 'An excerpt', tags: ['ai'], updatedAt: new Date('2026-02-03T04:05:06Z') }

describe('blogKnowledge', () => {
  it('turns a published post into an item linking to its page', () => {
    expect(blogKnowledge([POST])).toEqual([
      {
        id: 'blog-hello-world',
        title: 'Hello',
        content: 'An excerpt',
        category: 'blog',
        tags: ['ai', 'blog', 'article'],
        lastUpdated: '2026-02-03T04:05:06.000Z',
        url: '/blog/hello-world',
      },
    ])
  })
})

describe('createKnowledgeBase', () => {
  function setup(loadPosts: () => Promise<readonly BlogPostRow[]>) {
    let clock = 0
    const load = vi.fn(loadPosts)
    const onError = vi.fn()
    const kb = createKnowledgeBase({ staticItems: () => STATIC, loadPosts: load, now: () => clock, onError })
    return { kb, load, onError, advance: (ms: number) => (clock += ms) }
  }

  it('combines static items and posts', async () => {
    const { kb } = setup(async () => [POST])
    expect((await kb.get()).map((i) => i.id)).toEqual(['s', 'blog-hello-world'])
  })

  it('reads the posts once per 5 minutes', async () => {
    const { kb, load, advance } = setup(async () => [POST])
    await kb.get()
    advance(KNOWLEDGE_CACHE_MS - 1)
    await kb.get()
    expect(load).toHaveBeenCalledTimes(1)
    advance(1)
    await kb.get()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one load between concurrent callers', async () => {
    const { kb, load } = setup(async () => [POST])
    const [a, b] = await Promise.all([kb.get(), kb.get()])
    expect(a).toBe(b)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('falls back to the static items when the database fails, and tries again later', async () => {
    const { kb, load, onError, advance } = setup(() => Promise.reject(new Error('db down')))
    expect(await kb.get()).toEqual(STATIC)
    expect(onError).toHaveBeenCalledOnce()
    await kb.get()
    expect(load).toHaveBeenCalledTimes(1)
    advance(KNOWLEDGE_CACHE_MS)
    await kb.get()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describeEachDb('knowledge from published blog posts', ({ handle }) => {
  it('includes the seeded posts with links to their pages', async () => {
    const kb = createKnowledgeBase({ staticItems: () => [], loadPosts: async () => (await listPublishedPosts(handle().db, { pageSize: 100 })).posts })
    const urls = (await kb.get()).map((i) => i.url)
    for (const link of FURTHER_READING.filter((l) => l.href.startsWith('/blog/'))) expect(urls).toContain(link.href)
    for (const url of urls) expect(PUBLIC_PATHS.has(url.replace(/\/[^/]+$/, ''))).toBe(true)
  })
})
