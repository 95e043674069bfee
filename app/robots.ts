import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/seo'

/** Private areas are also guarded on the server; this only keeps well-behaved crawlers from wasting time there. */
const DISALLOW = ['/admin', '/blog/manage', '/api/']

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: DISALLOW },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
