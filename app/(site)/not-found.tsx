import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/site/not-found-content'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * notFound() inside the public site: rendered within app/(site)/layout.tsx, which already draws the shell. Without this
 * file Next used app/not-found.tsx (shell included) as this layout's not-found fallback too, and every public page's
 * RSC payload carried that whole extra shell (header, footer, consent, ~20 kB) that is never shown.
 */
export default function SiteNotFound() {
  return <NotFoundContent />
}
