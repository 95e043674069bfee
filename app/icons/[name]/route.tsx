import { ImageResponse } from 'next/og'
import { BrandMark } from '@/components/seo/brand-mark'
import { MANIFEST_ICONS } from '@/lib/manifest-icons'

// Rendered once at build from the same mark as icon.svg; any other name is a 404.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return MANIFEST_ICONS.map((icon) => ({ name: icon.name }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  const icon = MANIFEST_ICONS.find((i) => i.name === name)
  if (!icon) return new Response('Not found', { status: 404 })
  return new ImageResponse(<BrandMark size={icon.size} variant={icon.purpose === 'maskable' ? 'maskable' : 'rounded'} />, {
    width: icon.size,
    height: icon.size,
  })
}
