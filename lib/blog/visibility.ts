import type { PostStatus } from '@/lib/db/schema'

export type PostVisibility = 'draft' | 'scheduled' | 'published'

/**
 * What a visitor sees of a post now, by the same rule as the public readers (published and published_at ≤ now):
 * a published post with a future date is scheduled, not yet public.
 */
export function visibilityOf(post: { status: PostStatus; publishedAt: Date | null }, now: Date): PostVisibility {
  if (post.status !== 'published' || !post.publishedAt) return 'draft'
  return post.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published'
}
