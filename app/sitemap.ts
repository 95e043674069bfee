import type { MetadataRoute } from 'next'
import { PUBLIC_ROUTES } from '@/config/routes'
import { getDb } from '@/lib/db/client'
import { listPublicPostUrls } from '@/lib/db/queries/blog-posts'
import { sitemapEntries, type PostUrl } from '@/lib/sitemap'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

// Published posts change without a deploy, so the sitemap is built per request from the database.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  let posts: PostUrl[] = []
  try {
    posts = await listPublicPostUrls(await getDb())
  } catch (err) {
    // A crawler is better served by the static pages than by an error.
    log('sitemap').warn(`posts left out, database unavailable: ${errorMessage(err)}`)
  }
  return sitemapEntries(PUBLIC_ROUTES, posts)
}
