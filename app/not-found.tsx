import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/site/not-found-content'
import { SiteShell } from '@/components/site/site-shell'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

// Next renders the root not-found inside the root layout only (not app/(site)/layout.tsx), so it brings the shell.
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  )
}
