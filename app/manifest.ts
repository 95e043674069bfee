import type { MetadataRoute } from 'next'
import { BRAND_COLORS } from '@/components/seo/brand-mark'
import { siteConfig } from '@/lib/site'
import { MANIFEST_ICONS } from '@/lib/manifest-icons'

export default function manifest(): MetadataRoute.Manifest {
  const site = siteConfig()
  return {
    id: '/',
    name: site.name,
    short_name: site.name.split(' ')[0] ?? site.name,
    description: site.blurb,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLORS.indigo,
    background_color: BRAND_COLORS.paper,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...MANIFEST_ICONS.map((icon) => ({
        src: `/icons/${icon.name}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    ],
  }
}
