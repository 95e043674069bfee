'use client'

import { LazyErrorScreen } from '@/components/site/lazy-error-screen'

// Errors in a public page render inside the site shell, so header and footer stay usable.
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LazyErrorScreen error={error} retry={retry} />
}
