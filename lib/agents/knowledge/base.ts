/**
 * The knowledge base: the site's static items plus published blog posts. Posts change rarely and a chat message must
 * not wait on the database, so the list is cached for 5 minutes; when the database fails the static items still answer
 * (and the failure is cached briefly, so a database outage is not hammered by every message).
 */
import type { PostSummary } from '@/lib/db/queries/blog-posts'
import type { KnowledgeItem } from '@/lib/agents/types'

export const KNOWLEDGE_CACHE_MS = 5 * 60_000
export const KNOWLEDGE_FAILURE_CACHE_MS = 30_000

export type BlogPostRow = Pick<PostSummary, 'slug' | 'title' | 'excerpt' | 'tags' | 'updatedAt'>

export function blogKnowledge(posts: readonly BlogPostRow[]): KnowledgeItem[] {
  return posts.map((post) => ({
    id: `blog-${post.slug}`,
    title: post.title,
    content: post.excerpt,
    category: 'blog',
    tags: [...post.tags, 'blog', 'article'],
    lastUpdated: post.updatedAt.toISOString(),
    url: `/blog/${post.slug}`,
  }))
}

export type KnowledgeBaseDeps = {
  staticItems: () => KnowledgeItem[]
  loadPosts: () => Promise<readonly BlogPostRow[]>
  now?: () => number
  onError?: (err: unknown) => void
}

/** A cached knowledge-base reader; concurrent callers share one load. */
export function createKnowledgeBase({ staticItems, loadPosts, now = Date.now, onError }: KnowledgeBaseDeps) {
  let cached: { items: KnowledgeItem[]; expires: number } | null = null
  let loading: Promise<KnowledgeItem[]> | null = null

  async function load(): Promise<KnowledgeItem[]> {
    const base = staticItems()
    try {
      const items = [...base, ...blogKnowledge(await loadPosts())]
      cached = { items, expires: now() + KNOWLEDGE_CACHE_MS }
      return items
    } catch (err) {
      onError?.(err)
      cached = { items: base, expires: now() + KNOWLEDGE_FAILURE_CACHE_MS }
      return base
    }
  }

  return {
    get(): Promise<KnowledgeItem[]> {
      if (cached && now() < cached.expires) return Promise.resolve(cached.items)
      loading ??= load().finally(() => {
        loading = null
      })
      return loading
    },
    clear(): void {
      cached = null
    },
  }
}
