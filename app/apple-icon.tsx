import { ImageResponse } from 'next/og'
import { BrandMark } from '@/components/seo/brand-mark'

export const size = { width: 180, height: 180 }
export const contentType = 'image/png'

// iOS rounds the corners itself and shows transparency as black, so the mark is drawn full-bleed.
export default function AppleIcon() {
  return new ImageResponse(<BrandMark size={180} variant="maskable" />, size)
}
