import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PreviewRenderFailure } from '@/components/site/preview-render-failure'
import { env } from '@/lib/env'

// A test route for the error screen (tests/e2e/shell.spec.ts). The env check must run per request, not at build.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Error preview', robots: { index: false, follow: false } }

export default function ErrorPreviewPage() {
  if (!env().ENABLE_TEST_ROUTES) notFound()
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">Error preview</h1>
      <PreviewRenderFailure />
    </div>
  )
}
