import { feedResponse } from '@/lib/blog/feed-route'

// Published posts change without a deploy, so the feed is built per request from the database.
export const dynamic = 'force-dynamic'

export function GET(): Promise<Response> {
  return feedResponse('rss')
}
