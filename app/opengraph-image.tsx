import { ImageResponse } from 'next/og'
import { OG_SIZE, OgCard } from '@/components/seo/og-card'
import { siteConfig } from '@/lib/site'

// The site's default card (buildMetadata points every page at /opengraph-image); rendered once at build.
export const size = OG_SIZE
export const contentType = 'image/png'
export const alt = `${siteConfig().name}: ${siteConfig().tagline}`

export default function OpenGraphImage() {
  const site = siteConfig()
  return new ImageResponse(<OgCard eyebrow="Venture studio" title={site.tagline} footer={site.name} />, size)
}
