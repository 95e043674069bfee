/** The assistant's knowledge: what it may ground answers in and link to. */
import 'server-only'
import { getDb } from '@/lib/db/client'
import { listPublishedPosts } from '@/lib/db/queries/blog-posts'
import type { KnowledgeItem } from '@/lib/agents/types'
import { createKnowledgeBase } from './base'
import { preparedKnowledge } from '@/lib/agents/canned/prepared'
import { CONTENT_REVIEWED, contentItems } from './content-items'
import { faqItems } from './faq-items'
import { legalItems } from './legal-items'
import { log } from '@/lib/log'
import { errorMessage } from '@/lib/error-message'

export { blogKnowledge, createKnowledgeBase, KNOWLEDGE_CACHE_MS } from './base'
export { LEGAL_DISCLAIMER } from './legal-items'
export { queryTerms, SEARCH_DEFAULTS, SEARCH_WEIGHTS, searchKnowledge, type SearchHit } from './search'

/** Posts the assistant reads; more than a visitor could scroll through, fewer than would slow a search. */
const MAX_POSTS = 100

let staticCache: KnowledgeItem[] | null = null

/** Items built from the site's own copy and facts (no database). */
export function staticKnowledge(): KnowledgeItem[] {
  staticCache ??= [...contentItems(), ...faqItems(), ...legalItems(), ...preparedKnowledge(CONTENT_REVIEWED)]
  // A copy: callers may sort or filter the list they get without changing everyone else's.
  return [...staticCache]
}

const shared = createKnowledgeBase({
  staticItems: staticKnowledge,
  loadPosts: async () => (await listPublishedPosts(await getDb(), { pageSize: MAX_POSTS })).posts,
  onError: (err) => log('knowledge').warn(`blog posts unavailable, using static knowledge: ${errorMessage(err)}`),
})

/** Static items plus published blog posts, cached for 5 minutes; static items alone when the database fails. */
export function knowledgeBase(): Promise<KnowledgeItem[]> {
  return shared.get()
}
