import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/site/not-found-content'
import { SiteShell } from '@/components/site/site-shell'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * Addresses that match no route (and /404). Next renders this inside the root layout only, so it brings the shell —
 * the compact one: this boundary's whole tree is part of every page's RSC payload (the full footer cost ~12 kB on
 * each page). notFound() inside the site renders app/(site)/not-found.tsx, in the admin area app/(admin)/not-found.tsx.
 */
export default function NotFound() {
  return (
    <SiteShell compact>
      <NotFoundContent />
    </SiteShell>
  )
}
