import { ImageResponse } from 'next/og'
import { OG_SIZE, OgCard } from '@/components/seo/og-card'
import { siteConfig } from '@/lib/site'
import { getDb } from '@/lib/db/client'
import { getPublishedPost } from '@/lib/db/queries/blog-posts'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

/*
 * Lives outside the (site) group on purpose: Next gives metadata images inside a route group a hashed name
 * (/blog/x/opengraph-image-1a2b3c), while lib/seo.ts's BlogPosting JSON-LD and the post page's buildMetadata need
 * the plain /blog/<slug>/opengraph-image.
 */

// Titles change without a deploy and drafts must never show, so the card is drawn per request from the database.
export const dynamic = 'force-dynamic'
export const size = OG_SIZE
export const contentType = 'image/png'
export const alt = `A post on the ${siteConfig().name} blog`

export default async function PostOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const site = siteConfig()
  const title = await postTitle(slug)
  // An unknown slug or an unreachable database still gets a card: the site's own.
  const card = title ? <OgCard eyebrow="Blog" title={title} footer={site.name} /> : <OgCard eyebrow="Venture studio" title={site.tagline} footer={site.name} />
  return new ImageResponse(card, size)
}

async function postTitle(slug: string): Promise<string | null> {
  try {
    const found = await getPublishedPost(await getDb(), slug)
    return found?.post.title ?? null
  } catch (err) {
    log('og').warn(`post card without a title, database unavailable: ${errorMessage(err)}`)
    return null
  }
}
