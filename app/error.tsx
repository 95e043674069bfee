'use client'

import { LazyErrorScreen } from '@/components/site/lazy-error-screen'

// Catches what app/(site)/error.tsx cannot: errors in the (site) layout itself, or in routes outside the site group.
export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LazyErrorScreen error={error} retry={retry} standalone />
}
