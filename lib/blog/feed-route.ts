import 'server-only'
import { FEED_POST_LIMIT } from '@/config/feeds'
import { getDb } from '@/lib/db/client'
import { listFeedPosts } from '@/lib/db/queries/blog-posts'
import { feedContentType, feedDocument, type FeedFormat } from './feed'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/**
 * GET of /blog/rss.xml and /blog/atom.xml. Built per request like the sitemap: a post is in the feed the moment it
 * is published or its scheduled time passes, with no cache to clear. A reader polling while the database is away
 * gets 503 with Retry-After, not an empty feed it would take as "every post was deleted".
 */
export async function feedResponse(format: FeedFormat): Promise<Response> {
  let body: string
  try {
    body = feedDocument(format, await listFeedPosts(await getDb(), FEED_POST_LIMIT))
  } catch (err) {
    log('feed').error(`${format} feed unavailable: ${errorMessage(err)}`)
    return new Response('The feed is unavailable right now. Please try again in a minute.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(body, {
    headers: {
      'Content-Type': feedContentType(format),
      // Readers poll; a few minutes of shared caching spares the database without delaying a new post for long.
      'Cache-Control': 'public, max-age=300',
    },
  })
}
